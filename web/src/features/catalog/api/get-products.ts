/**
 * GET /mobify/proxy/api/product/shopper-products/v1/organizations/{organizationId}/products?ids=a,b,c&siteId=&locale=
 *   →  {data: [Product], limit, total}: the products among `ids` (at most 24) that are sold
 *   online, with every expansion; an unknown or offline one is simply not in `data`.
 *
 * For lists of products kept elsewhere (the wish list): one call a page. Default policy
 * (stale 10 s, no retry); nothing is asked for no ids.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Product } from '@/api/types'
import { api, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

/** The most ids one call takes. */
export const MAX_PRODUCT_IDS = 24

const PRODUCTS_PATH = '/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/products'

export async function getProducts(organizationId: string, siteId: string, locale: string, ids: readonly string[], signal?: AbortSignal) {
  const result = await body(
    api.GET(PRODUCTS_PATH, {
      params: { path: { organization_id: organizationId }, query: { ids: ids.join(','), siteId, locale } },
      signal,
    }),
  )
  return new Map<string, Product>(result.data.map((product) => [product.id, product]))
}

/**
 * The products of `ids` by id, for the current site and locale: undefined while they load (the
 * previous ids' products stay meanwhile), an id missing from the map is not sold online.
 */
export function useProducts(ids: readonly string[]) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const asked = ids.slice(0, MAX_PRODUCT_IDS)
  return useQuery({
    queryKey: ['products', site.id, locale.id, asked.join(',')],
    queryFn: ({ signal }) => getProducts(organizationId, site.id, locale.id, asked, signal),
    enabled: asked.length > 0,
    placeholderData: keepPreviousData,
    ...DEFAULT_QUERY_POLICY,
  })
}
