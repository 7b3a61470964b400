/**
 * GET /mobify/proxy/api/custom/lease/v1/organizations/{org}/lease_dashboard?siteId=&locale=
 *   (bearer + correlation-id)  →  200 {statusCode, message, standardized: {lease_number, leases,
 *   store, debt_buyer}} (newest lease first), or 204 for a customer without leases
 *
 * The customer's lease list, fetched on portal
 * routes once the customer is authenticated; 204 is a success, "No content" (NO_CONTENT); stale
 * after 10 s, refetched on return from /profile (hooks/use-refetch-after-profile.ts). A failure
 * is reported to the error log with the customer id, once per failed fetch.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isNoContent, ok, type NoContent } from '@/lib/api-client'
import { NO_PORTAL_PARAMS, reportingFailure, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import type { LeaseDashboard } from '../lib/lease-types'
import { leaseKeyBase } from './lease-api'

/** The lease dashboard is stale after 10 seconds. */
export const LEASE_DASHBOARD_STALE_TIME = 10_000

const LEASE_DASHBOARD_PATH = '/mobify/proxy/api/custom/lease/v1/organizations/{organization_id}/lease_dashboard'

/** The lease list, or NO_CONTENT (204: the customer has no leases). */
export async function getLeaseDashboard(
  { organizationId, siteId, locale }: PortalApiParams,
  signal?: AbortSignal,
): Promise<LeaseDashboard | NoContent> {
  const answer = await ok(
    api.GET(LEASE_DASHBOARD_PATH, { params: { path: { organization_id: organizationId }, query: { siteId, locale } }, signal }),
  )
  return isNoContent(answer) ? answer : answer.standardized
}

export const leaseDashboardQueryKey = (params: PortalApiParams) => [...leaseKeyBase(params), 'dashboard'] as const

export const getLeaseDashboardQueryOptions = (params: PortalApiParams) =>
  queryOptions({
    queryKey: leaseDashboardQueryKey(params),
    queryFn: ({ signal }) => reportingFailure(params, 'Lease dashboard', signal, () => getLeaseDashboard(params, signal)),
    staleTime: LEASE_DASHBOARD_STALE_TIME,
    retry: false,
  })

/** The lease customer's lease list (idle without a lease customer). */
export function useLeaseDashboard() {
  const params = usePortalApiParams()
  return useQuery({
    ...getLeaseDashboardQueryOptions(params ?? NO_PORTAL_PARAMS),
    enabled: params !== null,
  })
}
