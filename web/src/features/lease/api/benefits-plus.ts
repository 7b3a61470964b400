/**
 * POST /mobify/proxy/api/custom/benefits-plus/v1/organizations/{org}/enroll?siteId=&locale=
 * POST /mobify/proxy/api/custom/benefits-plus/v1/organizations/{org}/cancel?siteId=&locale=
 *   body {c_lease_guid} (bearer + correlation-id)  →  {statusCode, message, standardized:
 *   {enrolled, fee_per_payment, payments_changed}}; 409 when the lease is closed
 *
 * `POST custom/{apiName}/v1/organizations/{org}/{endpoint}` with apiName `benefits-plus` (the optional add-on a customer enrols in from the profile). Both
 * are idempotent. Invalidates: the lease's details (its Benefits Plus status and schedule).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import type { BenefitsPlusResult } from '../lib/lease-types'
import { leaseDetailsQueryKey } from './get-lease-details'

export type BenefitsPlusAction = 'enroll' | 'cancel'

const PATHS = {
  enroll: '/mobify/proxy/api/custom/benefits-plus/v1/organizations/{organization_id}/enroll',
  cancel: '/mobify/proxy/api/custom/benefits-plus/v1/organizations/{organization_id}/cancel',
} as const

export async function changeBenefitsPlus(
  { organizationId, siteId, locale }: PortalApiParams,
  action: BenefitsPlusAction,
  leaseGuid: string,
): Promise<BenefitsPlusResult> {
  const answer = await body(
    api.POST(PATHS[action], {
      params: { path: { organization_id: organizationId }, query: { siteId, locale } },
      body: { c_lease_guid: leaseGuid },
    }),
  )
  return answer.standardized
}

/** Enrols in or cancels Benefits Plus for `leaseGuid`; on success the lease's details are refetched. */
export function useBenefitsPlus(leaseGuid: string) {
  const params = usePortalApiParams()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: BenefitsPlusAction) => {
      if (!params) throw new Error('No lease customer')
      return changeBenefitsPlus(params, action, leaseGuid)
    },
    onSuccess: () => (params ? queryClient.invalidateQueries({ queryKey: leaseDetailsQueryKey(params, leaseGuid) }) : undefined),
  })
}
