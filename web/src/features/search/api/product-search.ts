/**
 * GET /mobify/proxy/api/search/shopper-search/v1/organizations/{organizationId}/product-search
 *   ?q=&refine=…&sort=&offset=&limit=&siteId=&locale=  →  ProductSearchResult
 *
 * Listing pages (`/category/{id}` refines by `cgid`) and search results (`/search?q=`). Page
 * sizes 25, 50 and 100, default 25. Default policy: stale 10 s, no retry; the
 * previous page stays on screen while the next loads (placeholderData).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductSearchResult } from '@/api/types'
import { api, apiPath, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'

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
    offset,
    limit,
  },
})

export function productSearch(params: ProductSearchParams, signal?: AbortSignal): Promise<ProductSearchResult> {
  return body(api.GET(SEARCH_PATH, { params: searchParams(params), signal }))
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
    queryFn: ({ signal }) => productSearch(params, signal),
    ...DEFAULT_QUERY_POLICY,
  })

export const productSearchRouteQuery = (params: ProductSearchParams): RouteQuery => ({
  options: productSearchQueryOptions(params),
  request: { path: apiPath(SEARCH_PATH, searchParams(params)) },
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
