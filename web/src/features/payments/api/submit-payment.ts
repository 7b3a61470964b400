/**
 * POST /mobify/proxy/api/custom/{provider}-payments/v1/organizations/{org}/submit_payment?siteId=&locale=
 *   Idempotency-Key, body {c_lease_guid, c_payment_method_guid, c_payment_type,
 *   c_pretax_total_amount, authorization_accepted?} (bearer + correlation-id)
 *   →  the settled payment with its receipt number
 *   400 a bad amount (`c_pretax_total_amount` and a reason) or `authorization_accepted` not given
 *   for a bank account; 402 declined (nothing charged, `reason` says why); 409
 *   idempotency_key_in_use; 422 idempotency_key_reused; 503 processor_unavailable (the payment
 *   may still go through: the same key may be sent again, and charges the same reference)
 *
 * `POST custom/{apiName}/v1/organizations/{org}/{endpoint}`. Updates: the lease's
 * payments queries and the lease queries (balance, next payment, payoff) once it is answered.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { api, body } from '@/lib/api-client'
import { isUnsettled, logPortalFailure, portalQueryKey, retrySubmit, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { createSubmitKeys } from '@/lib/submit-keys'
import type { Payment, SubmitRequest } from '../lib/types'
import { PAYMENTS_CALL, paymentsApiName, paymentsLeaseKey } from './payments-api'

const SUBMIT_PAYMENT_PATH = '/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/submit_payment'

export async function submitPayment(params: PortalApiParams, request: SubmitRequest, idempotencyKey: string): Promise<Payment> {
  const { organizationId, siteId, locale } = params
  const apiName = paymentsApiName(params)
  const answer = await body(
    api.POST(SUBMIT_PAYMENT_PATH, {
      params: {
        path: { api: apiName, organization_id: organizationId },
        query: { siteId, locale },
        header: { 'Idempotency-Key': idempotencyKey },
      },
      body: request,
    }),
  )
  return answer.standardized
}

/**
 * The payment submit: `submit(request)` sends it with its `Idempotency-Key`, made here in the
 * submit, the same one when that same submit is sent again after a failure that settled
 * nothing (lib/submit-keys.ts). Once answered (paid, declined, refused) the lease's payments
 * and lease queries are refreshed. `gcTime: 0`: a finished mutation is dropped at once.
 */
export function useSubmitPayment(leaseGuid: string) {
  const params = usePortalApiParams()
  const queryClient = useQueryClient()
  const [keys] = useState(() => createSubmitKeys())
  const refresh = () => {
    if (!params) return
    void queryClient.invalidateQueries({ queryKey: paymentsLeaseKey(params, leaseGuid) })
    // The lease feature's queries (balance, payoff).
    void queryClient.invalidateQueries({ queryKey: portalQueryKey('lease', params) })
  }
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: SubmitRequest; key: string }) => {
      if (!params) throw new Error('No payments customer')
      return submitPayment(params, request, key)
    },
    retry: retrySubmit,
    gcTime: 0,
    onSuccess: () => {
      keys.settle()
      refresh()
    },
    onError: (error) => {
      if (params) void logPortalFailure(params, PAYMENTS_CALL, error)
      if (!isUnsettled(error)) {
        keys.settle()
        refresh()
      }
    },
  })
  const { mutateAsync } = mutation
  const submit = useCallback((request: SubmitRequest) => mutateAsync({ request, key: keys.keyFor(request) }), [mutateAsync, keys])
  return { submit, pending: mutation.isPending }
}
