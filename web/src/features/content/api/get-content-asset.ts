/**
 * GET /mobify/proxy/ocapi/s/{siteId}/dw/shop/v22_8/content/{contentId}?client_id=&locale=  →  ContentAsset
 *
 * `client_id` is the web app's client id (AppConfig `webClientId`).
 *
 * Content cache 24 h, stale 5 min, 2 retries. A non-OK response throws
 * (and is retried); once retries are exhausted the hook returns `{ error: true }` and nothing
 * is shown. A 204 has no asset and counts as an error.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentAsset } from '@/api/types'
import { api, apiPath, body } from '@/lib/api-client'
import { useAppConfig, webClientId } from '@/lib/app-config'
import { CONTENT_POLICY } from '@/lib/query-policies'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface GetContentAssetParams {
  siteId: string
  contentId: string
  locale: string
  /** The web app's client id (query parameter `client_id`). */
  clientId: string
}

export type ContentAssetResult = ContentAsset | { error: true }

const CONTENT_PATH = '/mobify/proxy/ocapi/s/{site_id}/dw/shop/v22_8/content/{content_id}'

const contentParams = ({ siteId, contentId, locale, clientId }: GetContentAssetParams) => ({
  path: { site_id: siteId, content_id: contentId },
  query: { client_id: clientId, locale },
})

export function getContentAsset(params: GetContentAssetParams, signal?: AbortSignal): Promise<ContentAsset> {
  return body(api.GET(CONTENT_PATH, { params: contentParams(params), signal }))
}

/** The request of a content asset, for the server's render (lib/route-query.ts). */
export const contentAssetRequest = (params: GetContentAssetParams) => ({ path: apiPath(CONTENT_PATH, contentParams(params)) })

export const getContentAssetQueryOptions = (params: GetContentAssetParams) =>
  queryOptions({
    queryKey: ['content-asset', params.siteId, params.locale, params.contentId],
    queryFn: ({ signal }) => getContentAsset(params, signal),
    ...CONTENT_POLICY,
  })

export const contentAssetRouteQuery = (params: GetContentAssetParams): RouteQuery => ({
  options: getContentAssetQueryOptions(params),
  request: contentAssetRequest(params),
})

/** A content asset of the current site and locale: undefined while loading, `{ error: true }` on failure. */
export function useContentAsset(contentId: string): ContentAssetResult | undefined {
  const clientId = webClientId(useAppConfig())
  const { site, locale } = useSiteLocale()
  const query = useQuery(getContentAssetQueryOptions({ siteId: site.id, contentId, locale: locale.id, clientId }))
  if (query.data) return query.data
  if (query.isError) return { error: true }
  return undefined
}

export function isContentError(result: ContentAssetResult | undefined): result is { error: true } {
  return !!result && 'error' in result
}
