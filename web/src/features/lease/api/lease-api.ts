/**
 * What the lease endpoint files share: the parameters of every lease call (portal spec §7: the
 * organization in the path, `siteId` and `locale` in the query; the bearer token and the
 * `correlation-id` header, the customer id, come from the API client), the cache keys, and the
 * failure report (portal spec §8 "Lease dashboard failure: reported to an error log with the
 * customer id"; storefront spec §8 "Lease-detail fetch error: logged at level error").
 */
import { useMemo } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { logPost, messageOf } from '@/lib/client-log'
import { useSiteLocale } from '@/lib/use-site-locale'
import { useLeaseCustomerId } from '../hooks/use-lease-customer'

export interface LeaseApiParams {
  organizationId: string
  siteId: string
  locale: string
  /** The signed-in customer: part of every key, so one customer never sees another's cache. */
  customerId: string
}

/** The parameters of the current site, locale and lease customer; null without a lease customer. */
export function useLeaseApiParams(): LeaseApiParams | null {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const customerId = useLeaseCustomerId()
  return useMemo(
    () => (customerId ? { organizationId, siteId: site.id, locale: locale.id, customerId } : null),
    [organizationId, site.id, locale.id, customerId],
  )
}

/** The query-key prefix of every lease query of a customer. */
export const leaseKeyBase = ({ organizationId, siteId, customerId }: LeaseApiParams) => ['lease', organizationId, siteId, customerId] as const

/** The text of the log entry of a failed lease call: `Lease dashboard failed: {message}`. */
export function leaseFailureMessage(call: string, error: unknown): string {
  return `${call} failed: ${messageOf(error) ?? 'unknown error'}`
}

/** Reports a failed lease call at error level, with the customer id as the correlation id. */
export function logLeaseFailure(params: LeaseApiParams, call: string, error: unknown): Promise<void> {
  return logPost(params, 'error', leaseFailureMessage(call, error))
}
