/**
 * POST /mobify/proxy/api/custom/payment-methods/v1/organizations/{org}/set_default?siteId=&locale=
 *   Idempotency-Key, body {c_lease_guid, c_payment_method_guid} (bearer + correlation-id)
 *   →  the lease's methods; 404 for a method that isn't the lease's; 409 lease_closed
 *
 * Autopay, when on, moves with the default. Updates: the lease's fetch_all query (with the answer).
 */
import { api, body } from '@/lib/api-client'
import type { PortalApiParams } from '@/lib/portal'
import type { PaymentMethods } from '../lib/types'
import { useMethodsChange } from './payment-methods-api'

const SET_DEFAULT_PATH = '/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/set_default'

export async function setDefaultPaymentMethod(
  { organizationId, siteId, locale }: PortalApiParams,
  leaseGuid: string,
  methodGuid: string,
  idempotencyKey: string,
): Promise<PaymentMethods> {
  const answer = await body(
    api.POST(SET_DEFAULT_PATH, {
      params: { path: { organization_id: organizationId }, query: { siteId, locale }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { c_lease_guid: leaseGuid, c_payment_method_guid: methodGuid },
    }),
  )
  return answer.standardized
}

/** Makes a method (by guid) the lease's default. */
export const useSetDefaultPaymentMethod = (leaseGuid: string) => useMethodsChange(leaseGuid, setDefaultPaymentMethod)
