/**
 * GET /mobify/proxy/api/custom/{provider}-catcup/v1/organizations/{org}/fetch_catch_up_plans?c_lease_guid=&siteId=&locale=
 *   (bearer + correlation-id)  →  {statusCode, message, standardized: {plans, active_plan}};
 *   404 for a lease that isn't the customer's
 *
 * Today's plans for a past-due lease (2, 3 and 4 payments in the demo, cents),
 * none when nothing is past due or a plan is being kept, and the plan being kept (`active`,
 * `completed` or `broken`). Stale after 10 s (the default policy). A failure is logged at error
 * level with the customer id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { NO_PORTAL_PARAMS, reportingFailure, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { CatchUpPlans } from '../lib/types'
import { CATCHUP_CALL, catchupApiName, catchupPlansQueryKey } from './catchup-api'

const FETCH_PATH = '/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/fetch_catch_up_plans'

export async function fetchCatchUpPlans(params: PortalApiParams, leaseGuid: string, signal?: AbortSignal): Promise<CatchUpPlans> {
  const { organizationId, siteId, locale } = params
  const apiName = catchupApiName(params)
  const answer = await body(
    api.GET(FETCH_PATH, {
      params: { path: { api: apiName, organization_id: organizationId }, query: { siteId, locale, c_lease_guid: leaseGuid } },
      signal,
    }),
  )
  return answer.standardized
}

export const catchUpPlansQueryOptions = (params: PortalApiParams, leaseGuid: string) =>
  queryOptions({
    queryKey: catchupPlansQueryKey(params, leaseGuid),
    queryFn: ({ signal }) => reportingFailure(params, CATCHUP_CALL, signal, () => fetchCatchUpPlans(params, leaseGuid, signal)),
    ...DEFAULT_QUERY_POLICY,
  })

/** The lease's catch-up plans (idle without a customer, or when not `enabled`). */
export function useCatchUpPlans(leaseGuid: string, { enabled = true }: { enabled?: boolean } = {}) {
  const params = usePortalApiParams()
  return useQuery({
    ...catchUpPlansQueryOptions(params ?? NO_PORTAL_PARAMS, leaseGuid),
    enabled: enabled && params !== null,
  })
}
