/**
 * A content page: the content
 * asset named by the path, read like any asset (get-content-asset.ts), where "no such asset"
 * is an answer — the page does not exist (null; the route shows the not-found page and the
 * server answers 404) — rather than a failure to retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentAsset } from '@/api/types'
import { ApiError } from '@/lib/api-client'
import { useAppConfig, webClientId } from '@/lib/app-config'
import { CONTENT_POLICY } from '@/lib/query-policies'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'
import { contentAssetRequest, getContentAsset, type GetContentAssetParams } from './get-content-asset'

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

export const getContentPageQueryOptions = (params: GetContentAssetParams) =>
  queryOptions({
    queryKey: ['content-page', params.siteId, params.locale, params.contentId],
    queryFn: ({ signal }): Promise<ContentAsset | null> =>
      getContentAsset(params, signal).catch((error: unknown) => {
        if (isNotFound(error)) return null
        throw error
      }),
    ...CONTENT_POLICY,
  })

export const contentPageRouteQuery = (params: GetContentAssetParams): RouteQuery => ({
  options: getContentPageQueryOptions(params),
  request: contentAssetRequest(params),
  notFound: { data: null },
})

/** `undefined` while loading, `null` when there is no such page, `{ error: true }` when it failed. */
export function useContentPage(pageId: string): ContentAsset | null | { error: true } | undefined {
  const clientId = webClientId(useAppConfig())
  const { site, locale } = useSiteLocale()
  const query = useQuery(getContentPageQueryOptions({ siteId: site.id, contentId: pageId, locale: locale.id, clientId }))
  if (query.data !== undefined) return query.data
  if (query.isError) return { error: true }
  return undefined
}
