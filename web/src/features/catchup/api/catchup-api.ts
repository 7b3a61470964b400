/**
 * What the catch-up endpoint files share: the API name of the provider's catch-up calls
 * (`custom/{provider}-catcup/v1/...`, spelt as the provider's API spells it, e.g.
 * `northwind-catcup`), the cache key of a lease's plans, and the name failures are reported
 * under. The parameters, the customer and the failure report come from lib/portal.
 */
import { portalQueryKey, providerApiName, type PortalApiParams } from '@/lib/portal'

/** The apiName of the catch-up calls: `{provider}-catcup` (`northwind` → `northwind-catcup`). */
export const catchupApiName = (params: PortalApiParams) => providerApiName(params, 'catcup')

/** The cache key of a lease's catch-up plans (`fetch_catch_up_plans`, updated by a submit). */
export const catchupPlansQueryKey = (params: PortalApiParams, leaseGuid: string) =>
  [...portalQueryKey('catchup', params), leaseGuid] as const

/** A failed call is logged as `Catch-up plans failed: {message}`. */
export const CATCHUP_CALL = 'Catch-up plans'
