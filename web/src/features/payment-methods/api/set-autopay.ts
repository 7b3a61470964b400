/**
 * POST /mobify/proxy/api/custom/payment-methods/v1/organizations/{org}/autopay?siteId=&locale=
 *   Idempotency-Key, body {c_lease_guid, enabled} (bearer + correlation-id)
 *   →  the lease's methods; 409 no_payment_method (turning it on without one) or lease_closed
 *
 * Autopay charges each scheduled payment to the default method on its due date.
 * Updates: the lease's fetch_all query (with the answer).
 */
import { api, body } from '@/lib/api-client'
import type { PortalApiParams } from '@/lib/portal'
import type { PaymentMethods } from '../lib/types'
import { useMethodsChange } from './payment-methods-api'

const AUTOPAY_PATH = '/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/autopay'

export async function setAutopay(
  { organizationId, siteId, locale }: PortalApiParams,
  leaseGuid: string,
  enabled: boolean,
  idempotencyKey: string,
): Promise<PaymentMethods> {
  const answer = await body(
    api.POST(AUTOPAY_PATH, {
      params: { path: { organization_id: organizationId }, query: { siteId, locale }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { c_lease_guid: leaseGuid, enabled },
    }),
  )
  return answer.standardized
}

/** Turns autopay on or off for the lease. */
export const useSetAutopay = (leaseGuid: string) => useMethodsChange(leaseGuid, setAutopay)
