import { useCallback } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { logPost } from '@/lib/client-log'
import { useSiteLocale } from '@/lib/use-site-locale'
import { shopperContextErrorMessage } from '../lib/errors'

/**
 * Logged at error level as
 * `{shortName}-CP: {message}` with the customer id (the session's when none is given).
 */
export function useLogShopperContextError(): (error: unknown, customerId?: string | null) => Promise<void> {
  const { organizationId, brand } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useCallback(
    (error, customerId) =>
      logPost(
        { organizationId, siteId: site.id, locale: locale.id, customerId },
        'error',
        shopperContextErrorMessage(brand.shortName, error),
      ),
    [organizationId, brand.shortName, site.id, locale.id],
  )
}
