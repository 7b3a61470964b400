/**
 * GET /mobify/proxy/api/custom/payment-methods/v1/organizations/{org}/fetch_all?c_lease_guid=&siteId=&locale=
 *   (bearer + correlation-id)  →  {statusCode, message, standardized: {payment_methods, autopay}};
 *   404 for a lease that isn't the customer's
 *
 * The lease's saved methods masked to the last 4, oldest first, and whether
 * autopay is on; stale after 10 s (the default policy). Every change answers with the same
 * list, which replaces this query's data (see the mutation files). A failure is logged at
 * error level with the customer id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { NO_PORTAL_PARAMS, reportingFailure, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { PaymentMethods } from '../lib/types'
import { PAYMENT_METHODS_CALL, paymentMethodsQueryKey } from './payment-methods-api'

export const FETCH_ALL_PATH = '/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/fetch_all'

export async function fetchPaymentMethods(
  { organizationId, siteId, locale }: PortalApiParams,
  leaseGuid: string,
  signal?: AbortSignal,
): Promise<PaymentMethods> {
  const answer = await body(
    api.GET(FETCH_ALL_PATH, {
      params: { path: { organization_id: organizationId }, query: { siteId, locale, c_lease_guid: leaseGuid } },
      signal,
    }),
  )
  return answer.standardized
}

export const paymentMethodsQueryOptions = (params: PortalApiParams, leaseGuid: string) =>
  queryOptions({
    queryKey: paymentMethodsQueryKey(params, leaseGuid),
    queryFn: ({ signal }) => reportingFailure(params, PAYMENT_METHODS_CALL, signal, () => fetchPaymentMethods(params, leaseGuid, signal)),
    ...DEFAULT_QUERY_POLICY,
  })

/** The lease's payment methods (idle without a customer). */
export function usePaymentMethods(leaseGuid: string) {
  const params = usePortalApiParams()
  return useQuery({
    ...paymentMethodsQueryOptions(params ?? NO_PORTAL_PARAMS, leaseGuid),
    enabled: params !== null,
  })
}
