/**
 * GET /mobify/proxy/ocapi/s/{siteId}/dw/shop/v22_8/content/{contentId}?locale=  →  ContentAsset
 *
 * Storefront spec §9: content cache 24 h, stale 5 min, 2 retries. A non-OK response throws
 * (and is retried); once retries are exhausted the hook returns `{ error: true }` and nothing
 * is shown (storefront spec §8, portal spec §8). A 204 has no asset and counts as an error.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentAsset } from '@/api/types'
import { ApiError, apiClient, isNoContent } from '@/lib/api-client'
import { CONTENT_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface GetContentAssetParams {
  siteId: string
  contentId: string
  locale: string
}

export type ContentAssetResult = ContentAsset | { error: true }

export const contentAssetPath = (siteId: string, contentId: string) =>
  `/mobify/proxy/ocapi/s/${encodeURIComponent(siteId)}/dw/shop/v22_8/content/${encodeURIComponent(contentId)}`

export async function getContentAsset(
  { siteId, contentId, locale }: GetContentAssetParams,
  signal?: AbortSignal,
): Promise<ContentAsset> {
  const body = await apiClient.get<ContentAsset>(contentAssetPath(siteId, contentId), { query: { locale }, signal })
  if (isNoContent(body)) throw new ApiError(body.message, 204, undefined)
  return body
}

export const getContentAssetQueryOptions = (params: GetContentAssetParams) =>
  queryOptions({
    queryKey: ['content-asset', params.siteId, params.locale, params.contentId],
    queryFn: ({ signal }) => getContentAsset(params, signal),
    ...CONTENT_POLICY,
  })

/** A content asset of the current site and locale: undefined while loading, `{ error: true }` on failure. */
export function useContentAsset(contentId: string): ContentAssetResult | undefined {
  const { site, locale } = useSiteLocale()
  const query = useQuery(getContentAssetQueryOptions({ siteId: site.id, contentId, locale: locale.id }))
  if (query.data) return query.data
  if (query.isError) return { error: true }
  return undefined
}

export function isContentError(result: ContentAssetResult | undefined): result is { error: true } {
  return !!result && 'error' in result
}
