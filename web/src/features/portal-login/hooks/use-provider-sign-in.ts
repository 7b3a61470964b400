import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useAppConfig } from '@/lib/app-config'
import { logCustomerAuthFailure } from '@/lib/client-log'
import { DASHBOARD_PATH } from '@/lib/portal'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { completeProviderSignIn, type ProviderCodeAnswer } from '../lib/provider-sign-in'
import { usePortalLoginSession } from './use-portal-login-session'

/**
 * Returns `complete({code, state})`: finishes an identity-provider sign-in with its one-time
 * code, when its state is this browser's pending sign-in (lib/provider-sign-in.ts), and then
 * goes to /dashboard (replace, keeping the site/locale prefix). Rejects with a
 * ProviderSignInError (logged when a call failed) when it failed.
 */
export function useProviderSignIn(): (answer: ProviderCodeAnswer) => Promise<void> {
  const { session, afterSignIn } = usePortalLoginSession()
  const config = useAppConfig()
  const siteLocale = useSiteLocale()
  const navigate = useNavigate()

  const latest = useRef(siteLocale)
  useEffect(() => {
    latest.current = siteLocale
  })

  return useCallback(
    async (answer: ProviderCodeAnswer) => {
      const { site, locale } = latest.current
      const profile = { organizationId: config.organizationId, siteId: site.id, locale: locale.id }
      await completeProviderSignIn(answer, {
        session,
        profile,
        log: (step, error, customerId) => logCustomerAuthFailure({ ...profile, customerId }, step, error),
      })
      // create_customer may have just given the customer a GUID: the app re-reads the profile,
      // or the header would keep offering no Dashboard until a reload.
      await afterSignIn()
      void navigate(buildHref(DASHBOARD_PATH, latest.current), { replace: true })
    },
    [session, afterSignIn, config, navigate],
  )
}
