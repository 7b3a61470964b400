/**
 * GET /mobify/proxy/api/search/shopper-search/v1/organizations/{organizationId}/product-search
 *   ?q=&refine=…&sort=&offset=&limit=&siteId=&locale=  →  ProductSearchResult
 *
 * Listing pages (`/category/{id}` refines by `cgid`) and search results (`/search?q=`). Page
 * sizes 25, 50 and 100, default 25. Default policy: stale 10 s, no retry; the
 * previous page stays on screen while the next loads (placeholderData).
 *
 * The query keeps what a listing shows, not the whole answer (`toListing`): a server-rendered
 * page sends its query cache to the browser, and a hit's full answer (every swatch image's four
 * links, the represented product, the product type) is four times what its tile reads.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { LeaseQuote, ProductSearchHit, ProductSearchResult } from '@/api/types'
import { api, apiPath, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'
import { hitSwatches, type Swatch } from '../lib/swatches'

export interface SearchCriteria {
  q?: string
  /** `cgid=sofas`, `price=(0..250)`, `brand=A|B`, `c_refinementColor=gray`, `c_size=queen`. */
  refine: string[]
  sort?: string
  offset: number
  limit: number
}

export interface ProductSearchParams extends SearchCriteria {
  organizationId: string
  siteId: string
  locale: string
}

const SEARCH_PATH = '/mobify/proxy/api/search/shopper-search/v1/organizations/{organization_id}/product-search'

const searchParams = ({ organizationId, siteId, locale, q, refine, sort, offset, limit }: ProductSearchParams) => ({
  path: { organization_id: organizationId },
  query: {
    siteId,
    locale,
    ...(q ? { q } : {}),
    ...(refine.length ? { refine } : {}),
    ...(sort ? { sort } : {}),
    // The API reads them as text (a blank one is the default).
    offset: String(offset),
    limit: String(limit),
  },
})

export function productSearch(params: ProductSearchParams, signal?: AbortSignal): Promise<ProductSearchResult> {
  return body(api.GET(SEARCH_PATH, { params: searchParams(params), signal }))
}

/** A hit as its listing tile shows it. */
export interface ListingHit {
  productId: string
  productName: string
  brand?: string
  currency: string
  price?: number
  /** Set when the variants cost different amounts (`price` is then the lowest). */
  priceMax?: number
  listPrice?: number
  image?: { link: string; alt?: string }
  orderable: boolean
  c_isNew: boolean
  c_isSale: boolean
  /** The colour swatches, in the hit's order. */
  swatches: Swatch[]
  /** The first promotion's callout. */
  promotion?: string
  /** A lease can pay for it. */
  leasable: boolean
  /** The lease of its (lowest) price: the figures a tile states together. */
  lease?: Pick<LeaseQuote, 'initialPayment' | 'numberOfPayments' | 'payFrequency' | 'paymentAmount' | 'totalCostToOwn'>
}

/** A search answer as a listing shows it. */
export type ListingResult = Omit<ProductSearchResult, 'hits'> & { hits: ListingHit[] }

export function toListingHit(hit: ProductSearchHit): ListingHit {
  const promotion = hit.productPromotions?.find((p) => p.calloutMsg)?.calloutMsg
  const lease = hit.c_leaseQuote
  return {
    productId: hit.productId,
    productName: hit.productName,
    ...(hit.brand ? { brand: hit.brand } : {}),
    currency: hit.currency,
    ...(hit.price != null ? { price: hit.price } : {}),
    ...(hit.priceMax != null ? { priceMax: hit.priceMax } : {}),
    ...(hit.listPrice != null ? { listPrice: hit.listPrice } : {}),
    ...(hit.image?.link ? { image: { link: hit.image.link, ...(hit.image.alt ? { alt: hit.image.alt } : {}) } } : {}),
    orderable: hit.orderable,
    c_isNew: hit.c_isNew,
    c_isSale: hit.c_isSale,
    swatches: hitSwatches(hit),
    ...(promotion ? { promotion } : {}),
    leasable: hit.c_leasable,
    ...(lease
      ? {
          lease: {
            initialPayment: lease.initialPayment,
            numberOfPayments: lease.numberOfPayments,
            payFrequency: lease.payFrequency,
            paymentAmount: lease.paymentAmount,
            totalCostToOwn: lease.totalCostToOwn,
          },
        }
      : {}),
  }
}

export function toListing(result: ProductSearchResult): ListingResult {
  return { ...result, hits: result.hits.map(toListingHit) }
}

export const productSearchQueryOptions = (params: ProductSearchParams) =>
  queryOptions({
    queryKey: [
      'product-search',
      params.siteId,
      params.locale,
      params.q ?? '',
      params.refine,
      params.sort ?? '',
      params.offset,
      params.limit,
    ],
    queryFn: async ({ signal }) => toListing(await productSearch(params, signal)),
    ...DEFAULT_QUERY_POLICY,
  })

export const productSearchRouteQuery = (params: ProductSearchParams): RouteQuery => ({
  options: productSearchQueryOptions(params),
  request: { path: apiPath(SEARCH_PATH, searchParams(params)) },
  data: (body) => toListing(body as ProductSearchResult),
})

/** Search results for the current site and locale; the last page stays while the next loads. */
export function useProductSearch(criteria: SearchCriteria) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useQuery({
    ...productSearchQueryOptions({ organizationId, siteId: site.id, locale: locale.id, ...criteria }),
    placeholderData: keepPreviousData,
  })
}
