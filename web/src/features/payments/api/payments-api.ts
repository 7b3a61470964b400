/**
 * What the payments endpoint files share (portal spec §7: `custom/{provider}-payments/v1`, the
 * provider being the brand's short name from the app config, never a literal; the organization
 * in the path, `siteId` and `locale` in the query; the bearer token and the `correlation-id`
 * header come from the API client): the parameters, the cache keys, and the failure report.
 */
import { useMemo } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { logPost, messageOf } from '@/lib/client-log'
import { useSiteLocale } from '@/lib/use-site-locale'
import { usePaymentsCustomerId } from '../hooks/use-payments-customer'

export interface PaymentsApiParams {
  organizationId: string
  siteId: string
  locale: string
  /** The signed-in customer: part of every key. */
  customerId: string
  /** `{shortName}-payments`, e.g. `northwind-payments`. */
  apiName: string
}

/** The parameters of the current site, locale and customer; null without a customer. */
export function usePaymentsApiParams(): PaymentsApiParams | null {
  const { organizationId, brand } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const customerId = usePaymentsCustomerId()
  return useMemo(
    () => (customerId ? { organizationId, siteId: site.id, locale: locale.id, customerId, apiName: `${brand.shortName}-payments` } : null),
    [organizationId, site.id, locale.id, customerId, brand.shortName],
  )
}

/** Placeholder parameters of a query that waits for its customer (`enabled: false`). */
export const NO_PARAMS: PaymentsApiParams = { organizationId: '', siteId: '', locale: '', customerId: '', apiName: '' }

/** Every payments query of a lease starts with this key (a settled payment refreshes them all). */
export const paymentsLeaseKey = ({ organizationId, siteId, customerId }: PaymentsApiParams, leaseGuid: string) =>
  ['payments', organizationId, siteId, customerId, leaseGuid] as const

/** Reports a failed call at error level with the customer id: `Payments failed: {message}`. */
export function logPaymentsFailure(params: PaymentsApiParams, error: unknown): Promise<void> {
  return logPost(params, 'error', `Payments failed: ${messageOf(error) ?? 'unknown error'}`)
}

/** Runs a query's fetch, reporting a failure that was not an abort. */
export async function reported<T>(params: PaymentsApiParams, signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!signal.aborted) void logPaymentsFailure(params, error)
    throw error
  }
}
