/**
 * POST /mobify/proxy/api/custom/{provider}-catcup/v1/organizations/{org}/submit_catch_up_plan?siteId=&locale=
 *   Idempotency-Key, body {c_lease_guid, c_plan_id} (bearer + correlation-id)
 *   →  {statusCode, message, standardized: {plan, lease_status}}
 *   409 plan_not_offered (an offer of another day, nothing past due, a plan already kept);
 *   409 lease_closed; 409 idempotency_key_in_use (the same submit still running);
 *   422 idempotency_key_reused (the same key with another body); 404 for another's lease
 *
 * `POST custom/{apiName}/v1/organizations/{org}/{endpoint}` with apiName `{provider}-catcup`. The same key and body answer the first result again: a resend never sets
 * up two plans. The lease becomes Active while the plan is kept.
 * Updates: the lease's fetch_catch_up_plans query (no plans on offer, the plan kept), and what
 * the caller names in `onSubmitted` (src/app: the lease list and details, whose status changed).
 * On plan_not_offered the plans query is invalidated, so the options shown next are today's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { retrySubmit, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { isPlanNotOffered } from '../lib/catchup-errors'
import type { CatchUpPlans, SubmittedPlan } from '../lib/types'
import { catchupApiName, catchupPlansQueryKey } from './catchup-api'

const SUBMIT_PATH = '/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/submit_catch_up_plan'

export async function submitCatchUpPlan(
  params: PortalApiParams,
  leaseGuid: string,
  planId: string,
  idempotencyKey: string,
): Promise<SubmittedPlan> {
  const { organizationId, siteId, locale } = params
  const apiName = catchupApiName(params)
  const answer = await body(
    api.POST(SUBMIT_PATH, {
      params: {
        path: { api: apiName, organization_id: organizationId },
        query: { siteId, locale },
        header: { 'Idempotency-Key': idempotencyKey },
      },
      body: { c_lease_guid: leaseGuid, c_plan_id: planId },
    }),
  )
  return answer.standardized
}

export interface SubmitVariables {
  planId: string
  /** The submit's `Idempotency-Key` (lib/choice.ts): the same on every resend of this submit. */
  key: string
}

/** Submits a plan of the lease (`mutate({planId, key})`); TanStack resends an unanswered attempt with the same key. */
export function useSubmitCatchUpPlan(leaseGuid: string, { onSubmitted }: { onSubmitted?: (result: SubmittedPlan) => void } = {}) {
  const params = usePortalApiParams()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ planId, key }: SubmitVariables) => {
      if (!params) throw new Error('No catch-up customer')
      return submitCatchUpPlan(params, leaseGuid, planId, key)
    },
    retry: retrySubmit,
    onSuccess: (result) => {
      if (params) {
        const queryKey = catchupPlansQueryKey(params, leaseGuid)
        queryClient.setQueryData<CatchUpPlans>(queryKey, { plans: [], active_plan: result.plan })
        void queryClient.invalidateQueries({ queryKey })
      }
      onSubmitted?.(result)
    },
    onError: (error) => {
      if (params && isPlanNotOffered(error)) void queryClient.invalidateQueries({ queryKey: catchupPlansQueryKey(params, leaseGuid) })
    },
  })
}
