/**
 * GET /mobify/proxy/api/store/shopper-stores/v1/organizations/{org}/stores?siteId=&locale=&ids=
 *   →  StoreResult (the stores asked for, in that order, without a distance)
 *
 * Public: no shopper token needed. A store's own page reads its one store; an id no store has
 * answers an empty list, which the page shows as not found (the server answers 404).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Store, StoreResult } from '@/api/types'
import { api, apiPath, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface GetStoreParams {
  organizationId: string
  siteId: string
  locale: string
  storeId: string
}

export const GET_STORES_PATH = '/mobify/proxy/api/store/shopper-stores/v1/organizations/{organization_id}/stores'

const storeParams = ({ organizationId, siteId, locale, storeId }: GetStoreParams) => ({
  path: { organization_id: organizationId },
  query: { siteId, locale, ids: storeId },
})

export const getStoreQueryOptions = (params: GetStoreParams) =>
  queryOptions({
    queryKey: ['store', params.siteId, params.locale, params.storeId],
    queryFn: async ({ signal }): Promise<Store | null> => {
      const result: StoreResult = await body(api.GET(GET_STORES_PATH, { params: storeParams(params), signal }))
      return result.data.find((store) => store.id === params.storeId) ?? null
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
  })

/** What the server runs to render a store's page; no such store is a 404 (lib/route-query.ts). */
export const getStoreRouteQuery = (params: GetStoreParams): RouteQuery => ({
  options: getStoreQueryOptions(params),
  request: { path: apiPath(GET_STORES_PATH, storeParams(params)) },
  data: (answer) => (answer as StoreResult).data.find((store) => store.id === params.storeId) ?? null,
  notFound: { data: null, when: (data) => data === null },
})

export function useStore(storeId: string) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useQuery(getStoreQueryOptions({ organizationId, siteId: site.id, locale: locale.id, storeId }))
}
