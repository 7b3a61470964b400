/**
 * GET /mobify/proxy/api/custom/{provider}-payments/v1/organizations/{org}/review-payment
 *   ?c_lease_guid&c_payment_method_guid&c_payment_type&c_pretax_total_amount&siteId&locale
 *   (bearer + correlation-id)  →  {standardized: {type, amount: {pretax, tax, total}, payment_method}}
 *   400 naming `c_pretax_total_amount` with a reason (required, zero, negative, not_a_number,
 *   too_many_decimals, above_maximum, below_minimum, amount_changed); 404 for a lease or method
 *   that isn't the customer's
 *
 * The tax and total of exactly that amount with that method: what submitting
 * would charge, shown as the server says it. Not retried (a 400 is an answer).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { NO_PORTAL_PARAMS, reportingFailure, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { PaymentReview, PaymentType } from '../lib/types'
import { PAYMENTS_CALL, paymentsApiName, paymentsLeaseKey } from './payments-api'

const REVIEW_PAYMENT_PATH = '/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/review-payment'

export interface ReviewInput {
  leaseGuid: string
  methodGuid: string
  type: PaymentType
  /** Dollars before tax, as the server reads them (`25.50`). */
  amount: string
}

export async function fetchReviewPayment(params: PortalApiParams, input: ReviewInput, signal?: AbortSignal): Promise<PaymentReview> {
  const { organizationId, siteId, locale } = params
  const apiName = paymentsApiName(params)
  const answer = await body(
    api.GET(REVIEW_PAYMENT_PATH, {
      params: {
        path: { api: apiName, organization_id: organizationId },
        query: {
          siteId,
          locale,
          c_lease_guid: input.leaseGuid,
          c_payment_method_guid: input.methodGuid,
          c_payment_type: input.type,
          c_pretax_total_amount: input.amount,
        },
      },
      signal,
    }),
  )
  return answer.standardized
}

export const reviewPaymentQueryOptions = (params: PortalApiParams, input: ReviewInput) =>
  queryOptions({
    queryKey: [
      ...paymentsLeaseKey(params, input.leaseGuid),
      'review-payment',
      params.locale,
      input.methodGuid,
      input.type,
      input.amount,
    ] as const,
    queryFn: ({ signal }) => reportingFailure(params, PAYMENTS_CALL, signal, () => fetchReviewPayment(params, input, signal)),
    ...DEFAULT_QUERY_POLICY,
  })

/** The review of one amount and method (idle without a customer or without `input`). */
export function useReviewPayment(input: ReviewInput | null) {
  const params = usePortalApiParams()
  const empty: ReviewInput = { leaseGuid: '', methodGuid: '', type: 'custom', amount: '' }
  return useQuery({ ...reviewPaymentQueryOptions(params ?? NO_PORTAL_PARAMS, input ?? empty), enabled: params !== null && input !== null })
}
