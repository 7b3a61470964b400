/**
 * GET /mobify/proxy/api/custom/{provider}-payments/v1/organizations/{org}/new_payment?c_lease_guid=&siteId=&locale=
 *   (bearer + correlation-id)  →  {statusCode, message, standardized: {options, custom, payment_methods}}
 *   404 for a lease that isn't the customer's
 *
 * What the lease can be paid today — next payment (with its date), past due,
 * payoff (each {pretax, tax, total} in cents), a custom amount's {min, max} — and the saved
 * methods. Stale after 10 s (the default policy).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { NO_PORTAL_PARAMS, reportingFailure, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { NewPayment } from '../lib/types'
import { PAYMENTS_CALL, paymentsApiName, paymentsLeaseKey } from './payments-api'

const NEW_PAYMENT_PATH = '/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/new_payment'

export async function fetchNewPayment(params: PortalApiParams, leaseGuid: string, signal?: AbortSignal): Promise<NewPayment> {
  const { organizationId, siteId, locale } = params
  const apiName = paymentsApiName(params)
  const answer = await body(
    api.GET(NEW_PAYMENT_PATH, {
      params: { path: { api: apiName, organization_id: organizationId }, query: { siteId, locale, c_lease_guid: leaseGuid } },
      signal,
    }),
  )
  return answer.standardized
}

export const newPaymentQueryOptions = (params: PortalApiParams, leaseGuid: string) =>
  queryOptions({
    queryKey: [...paymentsLeaseKey(params, leaseGuid), 'new_payment'] as const,
    queryFn: ({ signal }) => reportingFailure(params, PAYMENTS_CALL, signal, () => fetchNewPayment(params, leaseGuid, signal)),
    ...DEFAULT_QUERY_POLICY,
  })

/** The lease's payment options and methods (idle without a customer). */
export function useNewPayment(leaseGuid: string) {
  const params = usePortalApiParams()
  return useQuery({ ...newPaymentQueryOptions(params ?? NO_PORTAL_PARAMS, leaseGuid), enabled: params !== null })
}
