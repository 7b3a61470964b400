/**
 * What the catch-up endpoint files share (portal spec §7: `custom/{provider}-catcup/v1/...`,
 * spelt as the spec spells it, with the brand's short name as the provider, e.g.
 * `northwind-catcup`; the organization in the path, `siteId` and `locale` in the query; the
 * bearer token and the `correlation-id` header come from the API client): the parameters, the
 * cache key of a lease's plans, the failure report, and which failed submits TanStack sends
 * again by itself.
 */
import { useMemo } from 'react'
import { ApiError } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { logPost, messageOf } from '@/lib/client-log'
import { useSiteLocale } from '@/lib/use-site-locale'
import { useCatchUpCustomerId } from '../hooks/use-catchup-customer'
import { reasonOf } from '../lib/api-errors'

export interface CatchUpApiParams {
  organizationId: string
  siteId: string
  locale: string
  /** The path's apiName: `{shortName}-catcup`. */
  apiName: string
  /** The signed-in customer: part of every key. */
  customerId: string
}

/** The apiName of the catch-up calls for a brand's short name (`northwind` → `northwind-catcup`). */
export const catchUpApiName = (shortName: string) => `${shortName}-catcup`

/** The parameters of the current site, locale and customer; null without a customer. */
export function useCatchUpApiParams(): CatchUpApiParams | null {
  const { organizationId, brand } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const customerId = useCatchUpCustomerId()
  return useMemo(
    () => (customerId ? { organizationId, siteId: site.id, locale: locale.id, apiName: catchUpApiName(brand.shortName), customerId } : null),
    [organizationId, site.id, locale.id, brand.shortName, customerId],
  )
}

/** The cache key of a lease's catch-up plans (`fetch_catch_up_plans`, updated by a submit). */
export const catchUpPlansQueryKey = ({ organizationId, siteId, customerId }: CatchUpApiParams, leaseGuid: string) =>
  ['catch-up-plans', organizationId, siteId, customerId, leaseGuid] as const

/** Reports a failed call at error level with the customer id: `Catch-up plans failed: {message}`. */
export function logCatchUpFailure(params: CatchUpApiParams, error: unknown): Promise<void> {
  return logPost(params, 'error', `Catch-up plans failed: ${messageOf(error) ?? 'unknown error'}`)
}

/**
 * What TanStack Query retries by itself (with the same variables, so the same key): an attempt
 * that never got an answer, or whose key was still in use, up to twice; a 5xx is left to the
 * customer, who sees it and may try again.
 */
export function retrySubmit(failures: number, error: unknown): boolean {
  if (failures >= 2) return false
  return !(error instanceof ApiError) || (error.status === 409 && reasonOf(error) === 'idempotency_key_in_use')
}
