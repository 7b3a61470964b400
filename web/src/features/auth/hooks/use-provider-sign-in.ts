import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useAppConfig } from '@/lib/app-config'
import { logCustomerAuthFailure } from '@/lib/log-post'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { CUSTOMER_QUERY_KEY } from '../api/get-customer'
import { readAuthConfig } from '../lib/auth-config'
import { completeProviderSignIn } from '../lib/provider-sign-in'
import { useAuthSession } from './use-auth'

export const DASHBOARD_PATH = '/dashboard'

/**
 * Returns `complete(code)`: finishes an identity-provider sign-in with its one-time code
 * (lib/provider-sign-in.ts) and then goes to /dashboard (replace, keeping the site/locale
 * prefix). Rejects with a ProviderSignInError (already logged) when it failed.
 */
export function useProviderSignIn(): (code: string) => Promise<void> {
  const session = useAuthSession()
  const config = useAppConfig()
  const siteLocale = useSiteLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const latest = useRef(siteLocale)
  useEffect(() => {
    latest.current = siteLocale
  })

  return useCallback(
    async (code: string) => {
      const { site, locale } = latest.current
      const profile = { organizationId: readAuthConfig(config).organizationId, siteId: site.id, locale: locale.id }
      await completeProviderSignIn(code, {
        session,
        profile,
        log: (step, error, customerId) => logCustomerAuthFailure({ ...profile, customerId }, step, error),
      })
      // create_customer may have just given the customer a GUID: re-read the profile, or the
      // header would keep offering no Dashboard until a reload.
      await queryClient.invalidateQueries({ queryKey: [CUSTOMER_QUERY_KEY] })
      void navigate(buildHref(DASHBOARD_PATH, latest.current), { replace: true })
    },
    [session, config, navigate, queryClient],
  )
}
