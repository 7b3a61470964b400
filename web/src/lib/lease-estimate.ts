/**
 * GET /mobify/proxy/api/custom/preapproval/v1/organizations/{organizationId}/estimate
 *   ?siteId=&locale=&cashPrice=<cents>&payFrequency=<weekly|bi_weekly|semi_monthly|monthly>[&state=XX]
 *   →  LeaseEstimate: the lease the shopper would sign for that cash price — its initial payment,
 *      the amount and number of its regular payments, its total cost to own and its 90-day early
 *      purchase option, in cents (with the state's sales tax when a state is given; `taxIncluded`)
 *
 * The server originates the lease by the servicing rules and states its figures
 * (docs/features/preapproval.md): nothing is computed here. A bad parameter is a 400 naming it
 * (`parameter`: cashPrice, payFrequency or state) with a `reason`. Asked only when the shopper
 * asks (never while the server renders). Default policy: stale 10 s, no retry. Shared by the
 * marketplace's "Estimate your lease" and the product page's quote.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { components } from '@/api/schema.gen'
import { api, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

export type LeaseEstimate = components['schemas']['LeaseEstimate']

/** The pay frequencies, in the order the form lists them (as the lease names them). */
export const PAY_FREQUENCIES = ['weekly', 'bi_weekly', 'semi_monthly', 'monthly'] as const
export type PayFrequency = (typeof PAY_FREQUENCIES)[number]

/** What an estimate is asked for. */
export interface EstimateRequest {
  /** The cash price in whole cents. */
  cashPriceCents: number
  payFrequency: PayFrequency
  /** The shopper's state (two letters), when known: the estimate then includes its sales tax. */
  state?: string
}

export interface GetEstimateParams extends EstimateRequest {
  organizationId: string
  siteId: string
  locale: string
}

const ESTIMATE_PATH = '/mobify/proxy/api/custom/preapproval/v1/organizations/{organization_id}/estimate'

export async function getEstimate(
  { organizationId, siteId, locale, cashPriceCents, payFrequency, state }: GetEstimateParams,
  signal?: AbortSignal,
): Promise<LeaseEstimate> {
  return body(
    api.GET(ESTIMATE_PATH, {
      params: {
        path: { organization_id: organizationId },
        query: { siteId, locale, cashPrice: String(cashPriceCents), payFrequency, ...(state ? { state } : {}) },
      },
      signal,
    }),
  )
}

export const getEstimateQueryOptions = (params: GetEstimateParams) =>
  queryOptions({
    queryKey: ['estimate', params.siteId, params.locale, params.cashPriceCents, params.payFrequency, params.state ?? ''],
    queryFn: ({ signal }) => getEstimate(params, signal),
    ...DEFAULT_QUERY_POLICY,
  })

/** The estimate of the current site and locale for `request`; idle while there is none. */
export function useEstimate(request: EstimateRequest | null) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const asked = request ?? { cashPriceCents: 0, payFrequency: PAY_FREQUENCIES[0] }
  return useQuery({
    ...getEstimateQueryOptions({ organizationId, siteId: site.id, locale: locale.id, ...asked }),
    enabled: request !== null,
  })
}

/** Whether `quote` is the answer to `request` (its price, frequency and state). */
export function quoteAnswers(quote: LeaseEstimate, request: EstimateRequest): boolean {
  return (
    quote.cashPrice === request.cashPriceCents &&
    quote.payFrequency === request.payFrequency &&
    (quote.state ?? '') === (request.state?.toUpperCase() ?? '')
  )
}

/**
 * The quote for `request`: `known` when it answers it (the quote the page was rendered with:
 * nothing is asked while the server renders or hydrates), otherwise the server's estimate
 * (`loading` while it is asked). Idle without a request.
 */
export function useLeaseQuote(known: LeaseEstimate | undefined, request: EstimateRequest | null) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const answered = known !== undefined && request !== null && quoteAnswers(known, request)
  const asked = request ?? { cashPriceCents: 0, payFrequency: PAY_FREQUENCIES[0] }
  const query = useQuery({
    ...getEstimateQueryOptions({ organizationId, siteId: site.id, locale: locale.id, ...asked }),
    enabled: request !== null && !answered,
  })
  return answered ? { quote: known, loading: false, error: null } : { quote: query.data, loading: query.isFetching, error: query.error }
}
