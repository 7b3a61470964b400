/**
 * GET /mobify/proxy/api/custom/marketplace/v1/organizations/{organizationId}/retailers
 *   ?siteId=&locale=[&postal_code=|&latitude=&longitude=&state=][&featured=true][&referral=true]
 *   →  MarketplaceResponse: the retailers the shopper may see, by category
 *
 * The server applies the marketplace's rules (docs/features/marketplace.md); the page shows its
 * answer, of which the query keeps what the pages show (toMarketplace: a rendered page sends it). A rendered page asks without a location (the server never knows the visitor's); the
 * browser asks again with the stored one after hydration. Default policy: stale 10 s, no retry.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { MarketplaceItem, MarketplaceResponse } from '@/api/types'
import { api, apiPath, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface GetRetailersParams {
  organizationId: string
  siteId: string
  locale: string
  /** The shopper's stored ZIP code, when there is one. */
  postalCode?: string
  featured: boolean
  referral: boolean
}

const RETAILERS_PATH = '/mobify/proxy/api/custom/marketplace/v1/organizations/{organization_id}/retailers'

const retailersParams = ({ organizationId, siteId, locale, postalCode, featured, referral }: GetRetailersParams) => ({
  path: { organization_id: organizationId },
  query: {
    siteId,
    locale,
    ...(postalCode ? { postal_code: postalCode } : {}),
    ...(featured ? { featured: true } : {}),
    ...(referral ? { referral: true } : {}),
  },
})

/** A retailer as the pages show it. */
export type Retailer = Pick<
  MarketplaceItem,
  'id' | 'name' | 'image' | 'banner_image' | 'integrated' | 'distance' | 'partnerUrl' | 'merchantId'
>

export interface Marketplace {
  location: MarketplaceResponse['location']
  categories: { id: string; name: string; retailers: Retailer[] }[]
}

export const toRetailer = ({ id, name, image, banner_image, integrated, distance, partnerUrl, merchantId }: MarketplaceItem): Retailer => ({
  id,
  name,
  image,
  banner_image,
  integrated,
  distance,
  partnerUrl,
  merchantId,
})

/** What the pages show of the server's answer. */
export const toMarketplace = (answer: MarketplaceResponse): Marketplace => ({
  location: answer.location,
  categories: answer.categories.map(({ id, name, retailers }) => ({ id, name, retailers: retailers.map(toRetailer) })),
})

export async function getRetailers(params: GetRetailersParams, signal?: AbortSignal): Promise<Marketplace> {
  return toMarketplace(await body(api.GET(RETAILERS_PATH, { params: retailersParams(params), signal })))
}

export const getRetailersQueryOptions = (params: GetRetailersParams) =>
  queryOptions({
    queryKey: ['marketplace', params.siteId, params.locale, params.postalCode ?? '', params.featured, params.referral],
    queryFn: ({ signal }) => getRetailers(params, signal),
    ...DEFAULT_QUERY_POLICY,
  })

export const retailersRouteQuery = (params: GetRetailersParams): RouteQuery => ({
  options: getRetailersQueryOptions(params),
  request: { path: apiPath(RETAILERS_PATH, retailersParams(params)) },
  data: (answer) => toMarketplace(answer as MarketplaceResponse),
})

/** The marketplace of the current site and locale for this shopper; the last answer stays while another loads. */
export function useRetailers({ postalCode, featured, referral }: Pick<GetRetailersParams, 'postalCode' | 'featured' | 'referral'>) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useQuery({
    ...getRetailersQueryOptions({ organizationId, siteId: site.id, locale: locale.id, postalCode, featured, referral }),
    placeholderData: keepPreviousData,
  })
}
