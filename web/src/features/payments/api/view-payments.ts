/**
 * GET /mobify/proxy/api/custom/{provider}-payments/v1/organizations/{org}/view_payments?c_lease_guid&c_page&siteId&locale
 *   (bearer + correlation-id)  →  {standardized: {payments, page, page_size, pages, total}}
 *   ten a page, newest first, each with its status (pending, settled, declined, failed) and
 *   receipt number; 404 for a lease that isn't the customer's
 *
 * Portal spec §7. Stale after 10 s; the page shown stays while the next one loads.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { PaymentHistory } from '../lib/types'
import { NO_PARAMS, paymentsLeaseKey, reported, usePaymentsApiParams, type PaymentsApiParams } from './payments-api'

const VIEW_PAYMENTS_PATH = '/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/view_payments'

export async function fetchPayments({ organizationId, siteId, locale, apiName }: PaymentsApiParams, leaseGuid: string, page: number, signal?: AbortSignal): Promise<PaymentHistory> {
  const answer = await body(
    api.GET(VIEW_PAYMENTS_PATH, {
      params: { path: { api: apiName, organization_id: organizationId }, query: { siteId, locale, c_lease_guid: leaseGuid, c_page: String(page) } },
      signal,
    }),
  )
  return answer.standardized
}

export const paymentsQueryOptions = (params: PaymentsApiParams, leaseGuid: string, page: number) =>
  queryOptions({
    queryKey: [...paymentsLeaseKey(params, leaseGuid), 'view_payments', page] as const,
    queryFn: ({ signal }) => reported(params, signal, () => fetchPayments(params, leaseGuid, page, signal)),
    ...DEFAULT_QUERY_POLICY,
  })

/** One page (from 1) of the lease's payments (idle without a customer). */
export function usePayments(leaseGuid: string, page: number) {
  const params = usePaymentsApiParams()
  return useQuery({ ...paymentsQueryOptions(params ?? NO_PARAMS, leaseGuid, page), enabled: params !== null, placeholderData: keepPreviousData })
}
