/**
 * What the payments endpoint files share: the API name of the provider's payments calls
 * (`custom/{provider}-payments/v1`, the provider being the brand's short name from the app
 * config, never a literal), the cache keys, and the name failures are reported under. The
 * parameters, the customer and the failure report come from lib/portal.
 */
import { portalQueryKey, providerApiName, type PortalApiParams } from '@/lib/portal'

/** `{provider}-payments`, e.g. `northwind-payments`. */
export const paymentsApiName = (params: PortalApiParams) => providerApiName(params, 'payments')

/** Every payments query of a lease starts with this key (a settled payment refreshes them all). */
export const paymentsLeaseKey = (params: PortalApiParams, leaseGuid: string) => [...portalQueryKey('payments', params), leaseGuid] as const

/** A failed payments call is logged as `Payments failed: {message}`. */
export const PAYMENTS_CALL = 'Payments'
