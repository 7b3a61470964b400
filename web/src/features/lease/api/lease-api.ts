/**
 * What the lease endpoint files share: the cache-key prefix of every lease query of the
 * customer. The parameters, the failure report and the customer come from lib/portal.
 */
import { portalQueryKey, type PortalApiParams } from '@/lib/portal'

/** The query-key prefix of every lease query of a customer: `['lease', org, site, customer]`. */
export const leaseKeyBase = (params: PortalApiParams) => portalQueryKey('lease', params)
