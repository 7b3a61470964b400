/**
 * GET /mobify/proxy/api/custom/{provider}-payments/v1/organizations/{org}/view_payments?c_lease_guid&c_page&siteId&locale
 *   (bearer + correlation-id)  →  {standardized: {payments, page, page_size, pages, total}}
 *   ten a page, newest first, each with its status (pending, settled, declined, failed) and
 *   receipt number; 404 for a lease that isn't the customer's
 *
 * Stale after 10 s; the page shown stays while the next one loads.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { NO_PORTAL_PARAMS, reportingFailure, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { PaymentHistory } from '../lib/types'
import { PAYMENTS_CALL, paymentsApiName, paymentsLeaseKey } from './payments-api'

const VIEW_PAYMENTS_PATH = '/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/view_payments'

export async function fetchPayments(
  params: PortalApiParams,
  leaseGuid: string,
  page: number,
  signal?: AbortSignal,
): Promise<PaymentHistory> {
  const { organizationId, siteId, locale } = params
  const apiName = paymentsApiName(params)
  const answer = await body(
    api.GET(VIEW_PAYMENTS_PATH, {
      params: {
        path: { api: apiName, organization_id: organizationId },
        query: { siteId, locale, c_lease_guid: leaseGuid, c_page: String(page) },
      },
      signal,
    }),
  )
  return answer.standardized
}

export const paymentsQueryOptions = (params: PortalApiParams, leaseGuid: string, page: number) =>
  queryOptions({
    queryKey: [...paymentsLeaseKey(params, leaseGuid), 'view_payments', page] as const,
    queryFn: ({ signal }) => reportingFailure(params, PAYMENTS_CALL, signal, () => fetchPayments(params, leaseGuid, page, signal)),
    ...DEFAULT_QUERY_POLICY,
  })

/** One page (from 1) of the lease's payments (idle without a customer). */
export function usePayments(leaseGuid: string, page: number) {
  const params = usePortalApiParams()
  return useQuery({
    ...paymentsQueryOptions(params ?? NO_PORTAL_PARAMS, leaseGuid, page),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  })
}
