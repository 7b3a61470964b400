/**
 * POST /mobify/proxy/api/custom/payment-methods/v1/organizations/{org}/add?siteId=&locale=
 *   Idempotency-Key, body {c_lease_guid, type: card|bank, card? | bank?, make_default?}
 *   (bearer + correlation-id)  →  the lease's methods, as fetch_all answers them
 *   400 {parameter, reason} for a field that fails its rule (mapped to that field's own
 *   message); 409 lease_closed; 422 idempotency_key_reused; 503 when the processor is down
 *
 * `POST custom/{apiName}/v1/organizations/{org}/{endpoint}` with apiName `payment-methods`. The card number and security code only pass through this call: never
 * stored, put in a URL or logged. Updates: the lease's fetch_all query (with the answer).
 */
import { api, body } from '@/lib/api-client'
import type { PortalApiParams } from '@/lib/portal'
import type { AddRequest, PaymentMethods } from '../lib/types'
import { useMethodsChange } from './payment-methods-api'

const ADD_PATH = '/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/add'

/** What the form sends: the request without the lease, which the hook adds. */
export type NewPaymentMethod = Omit<AddRequest, 'c_lease_guid'>

export async function addPaymentMethod(
  { organizationId, siteId, locale }: PortalApiParams,
  leaseGuid: string,
  method: NewPaymentMethod,
  idempotencyKey: string,
): Promise<PaymentMethods> {
  const answer = await body(
    api.POST(ADD_PATH, {
      params: { path: { organization_id: organizationId }, query: { siteId, locale }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { c_lease_guid: leaseGuid, ...method },
    }),
  )
  return answer.standardized
}

/** Adds a card or a bank account to the lease. */
export const useAddPaymentMethod = (leaseGuid: string) => useMethodsChange(leaseGuid, addPaymentMethod)
