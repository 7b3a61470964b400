/**
 * GET /mobify/proxy/api/product/shopper-products/v1/organizations/{organizationId}/products/{id}?allImages=true&perPricebook=true&siteId=&locale=
 *   →  Product, with every expansion (availability, links,
 *   promotions, options, images, prices, variations; allImages, perPricebook).
 *
 * An unknown id is an answer (null: the page is not found). Default policy: stale 10 s, no retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Product } from '@/api/types'
import { ApiError, api, apiPath, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface GetProductParams {
  organizationId: string
  siteId: string
  locale: string
  productId: string
}

const PRODUCT_PATH = '/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/products/{id}'

const productParams = ({ organizationId, siteId, locale, productId }: GetProductParams) => ({
  path: { organization_id: organizationId, id: productId },
  query: { siteId, locale, allImages: true, perPricebook: true },
})

export async function getProduct(params: GetProductParams, signal?: AbortSignal): Promise<Product | null> {
  try {
    return await body(api.GET(PRODUCT_PATH, { params: productParams(params), signal }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const getProductQueryOptions = (params: GetProductParams) =>
  queryOptions({
    queryKey: ['product', params.siteId, params.locale, params.productId],
    queryFn: ({ signal }) => getProduct(params, signal),
    ...DEFAULT_QUERY_POLICY,
  })

export const productRouteQuery = (params: GetProductParams): RouteQuery => ({
  options: getProductQueryOptions(params),
  request: { path: apiPath(PRODUCT_PATH, productParams(params)) },
  notFound: { data: null },
})

/** A product of the current site and locale: data undefined while loading, null when there is none. */
export function useProduct(productId: string) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useQuery(getProductQueryOptions({ organizationId, siteId: site.id, locale: locale.id, productId }))
}
