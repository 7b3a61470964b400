/**
 * GET /mobify/proxy/api/store/shopper-stores/v1/organizations/{org}/store-search
 *   ?siteId=&locale=&countryCode=&postalCode=  or  &latitude=&longitude=
 *   &maxDistance=&distanceUnit=&limit=&offset=  →  StoreResult (the stores nearest first)
 *
 * Public: no shopper token needed. "Load more" asks again from the first store with a larger
 * limit; the list shown stays while it loads (the same origin's previous answer).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StoreResult } from '@/api/types'
import { api, apiPath, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'
import { originKey, storeSearchQuery, type StoreSearchOrigin } from '../lib/store-search'

export interface SearchStoresParams {
  organizationId: string
  siteId: string
  locale: string
  origin: StoreSearchOrigin
  limit: number
}

export const STORE_SEARCH_PATH = '/mobify/proxy/api/store/shopper-stores/v1/organizations/{organization_id}/store-search'

const searchParams = ({ organizationId, siteId, locale, origin, limit }: SearchStoresParams) => ({
  path: { organization_id: organizationId },
  query: { siteId, locale, ...storeSearchQuery(origin, limit) },
})

const STORE_SEARCH_KEY = 'store-search'

export const searchStoresQueryOptions = (params: SearchStoresParams) => {
  const origin = originKey(params.origin)
  return queryOptions({
    queryKey: [STORE_SEARCH_KEY, params.siteId, params.locale, origin, params.limit],
    queryFn: ({ signal }): Promise<StoreResult> => body(api.GET(STORE_SEARCH_PATH, { params: searchParams(params), signal })),
    // While more of the same search load, the stores already shown stay; a new search starts empty.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === origin && previousQuery.queryKey[2] === params.locale ? previous : undefined,
    staleTime: 5 * 60 * 1000,
    retry: false,
  })
}

/** What the server runs to render the store locator (lib/route-query.ts). */
export const searchStoresRouteQuery = (params: SearchStoresParams): RouteQuery => ({
  options: searchStoresQueryOptions(params),
  request: { path: apiPath(STORE_SEARCH_PATH, searchParams(params)) },
})

export function useStoreSearch(origin: StoreSearchOrigin, limit: number) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useQuery(searchStoresQueryOptions({ organizationId, siteId: site.id, locale: locale.id, origin, limit }))
}
