/**
 * POST /mobify/proxy/api/custom/payment-methods/v1/organizations/{org}/remove?siteId=&locale=
 *   Idempotency-Key, body {c_lease_guid, c_payment_method_guid} (bearer + correlation-id)
 *   →  the lease's methods; 404 when the method is not (or no longer) the lease's
 *
 * Removing the default makes the newest other method the default, with autopay off.
 * Updates: the lease's fetch_all query (with the answer).
 */
import { api, body } from '@/lib/api-client'
import type { PortalApiParams } from '@/lib/portal'
import type { PaymentMethods } from '../lib/types'
import { useMethodsChange } from './payment-methods-api'

const REMOVE_PATH = '/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/remove'

export async function removePaymentMethod(
  { organizationId, siteId, locale }: PortalApiParams,
  leaseGuid: string,
  methodGuid: string,
  idempotencyKey: string,
): Promise<PaymentMethods> {
  const answer = await body(
    api.POST(REMOVE_PATH, {
      params: { path: { organization_id: organizationId }, query: { siteId, locale }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { c_lease_guid: leaseGuid, c_payment_method_guid: methodGuid },
    }),
  )
  return answer.standardized
}

/** Removes a method (by guid) from the lease. */
export const useRemovePaymentMethod = (leaseGuid: string) => useMethodsChange(leaseGuid, removePaymentMethod)
