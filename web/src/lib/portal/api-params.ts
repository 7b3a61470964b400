/**
 * What every portal call needs besides its own arguments: the organization (in the path), the
 * site and locale (in the query), the customer (part of every cache key; the API client sends
 * the bearer token and the `correlation-id` header), and the brand's short name, which names
 * the provider's own APIs (`northwind-payments`). Also the cache-key prefix of a feature's
 * queries and the failure report every portal call makes.
 */
import { useMemo } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { logPost, messageOf } from '@/lib/client-log'
import { useSiteLocale } from '@/lib/use-site-locale'
import { usePortalCustomerId } from './customer'

export interface PortalApiParams {
  organizationId: string
  siteId: string
  locale: string
  /** The signed-in customer: part of every key, so one customer never sees another's cache. */
  customerId: string
  /** The brand's short name (`northwind`), the provider part of the provider's API names. */
  provider: string
}

/** The parameters of the current site, locale and portal customer; null without a customer. */
export function usePortalApiParams(): PortalApiParams | null {
  const { organizationId, brand } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const customerId = usePortalCustomerId()
  return useMemo(
    () => (customerId ? { organizationId, siteId: site.id, locale: locale.id, customerId, provider: brand.shortName } : null),
    [organizationId, site.id, locale.id, customerId, brand.shortName],
  )
}

/** Placeholder parameters of a query that waits for its customer (`enabled: false`). */
export const NO_PORTAL_PARAMS: PortalApiParams = { organizationId: '', siteId: '', locale: '', customerId: '', provider: '' }

/** The provider's API name of a feature: `{provider}-{suffix}`, e.g. `northwind-payments`. */
export const providerApiName = ({ provider }: PortalApiParams, suffix: string) => `${provider}-${suffix}`

/**
 * The query-key prefix of every query of a portal feature for this customer, e.g.
 * `['lease', org, site, customer]`: invalidating it refreshes them all.
 */
export const portalQueryKey = (feature: string, { organizationId, siteId, customerId }: PortalApiParams) =>
  [feature, organizationId, siteId, customerId] as const

/** The text of the log entry of a failed portal call: `Lease dashboard failed: {message}`. */
export function portalFailureMessage(call: string, error: unknown): string {
  return `${call} failed: ${messageOf(error) ?? 'unknown error'}`
}

/** Reports a failed portal call at error level, with the customer id as the correlation id (never a number typed). */
export function logPortalFailure(params: PortalApiParams, call: string, error: unknown): Promise<void> {
  return logPost(params, 'error', portalFailureMessage(call, error))
}

/** Runs a query's fetch, reporting a failure that was not an abort as `{call} failed: …`. */
export async function reportingFailure<T>(params: PortalApiParams, call: string, signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!signal.aborted) void logPortalFailure(params, call, error)
    throw error
  }
}
