/**
 * GET /mobify/proxy/api/custom/lease/v1/organizations/{org}/lease_details?c_lease_guid=&siteId=&locale=
 *   (bearer + correlation-id)  →  {statusCode, message, standardized: LeaseDetails}; 404 for an
 *   unknown lease or another customer's
 *
 * Choosing a lease fetches its details; a failure is logged at level error; the details are
 * stale after 10 s (the default policy).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { NO_PORTAL_PARAMS, reportingFailure, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { LeaseDetails } from '../lib/lease-types'
import { leaseKeyBase } from './lease-api'

const LEASE_DETAILS_PATH = '/mobify/proxy/api/custom/lease/v1/organizations/{organization_id}/lease_details'

export async function getLeaseDetails(
  { organizationId, siteId, locale }: PortalApiParams,
  leaseGuid: string,
  signal?: AbortSignal,
): Promise<LeaseDetails> {
  const answer = await body(
    api.GET(LEASE_DETAILS_PATH, {
      params: { path: { organization_id: organizationId }, query: { siteId, locale, c_lease_guid: leaseGuid } },
      signal,
    }),
  )
  return answer.standardized
}

/** Every lease's details of a customer (what Benefits Plus invalidates), or one lease's. */
export const leaseDetailsQueryKey = (params: PortalApiParams, leaseGuid?: string) =>
  leaseGuid === undefined ? ([...leaseKeyBase(params), 'details'] as const) : ([...leaseKeyBase(params), 'details', leaseGuid] as const)

export const getLeaseDetailsQueryOptions = (params: PortalApiParams, leaseGuid: string) =>
  queryOptions({
    queryKey: leaseDetailsQueryKey(params, leaseGuid),
    queryFn: ({ signal }) => reportingFailure(params, 'Lease details', signal, () => getLeaseDetails(params, leaseGuid, signal)),
    ...DEFAULT_QUERY_POLICY,
  })

/** One lease's details (idle without a lease customer or a guid). */
export function useLeaseDetails(leaseGuid: string | undefined) {
  const params = usePortalApiParams()
  return useQuery({
    ...getLeaseDetailsQueryOptions(params ?? NO_PORTAL_PARAMS, leaseGuid ?? ''),
    enabled: params !== null && !!leaseGuid,
  })
}
