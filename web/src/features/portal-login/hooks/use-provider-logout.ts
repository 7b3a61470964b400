import { useCallback } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { logCustomerAuthFailure } from '@/lib/client-log'
import { readStoredLocale, resolveSiteLocale } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { providerLogout } from '../lib/provider-logout'

/**
 * The provider part of logout (lib/provider-logout.ts) for src/app to hand to the shopper
 * session's logout; its failures are logged with the site and the locale of the page.
 */
export function useProviderLogout(): (customerId: string | null) => ((homePath: string) => Promise<string | null>) | null {
  const config = useAppConfig()
  const siteId = useSiteLocale().site.id
  return useCallback(
    (customerId: string | null) =>
      providerLogout(customerId, (step, error, id) => {
        const { locale } = resolveSiteLocale(window.location.pathname, window.location.search, config, readStoredLocale())
        return logCustomerAuthFailure({ organizationId: config.organizationId, siteId, locale: locale.id, customerId: id }, step, error)
      }),
    [config, siteId],
  )
}
