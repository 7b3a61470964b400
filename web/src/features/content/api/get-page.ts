/**
 * GET /mobify/proxy/api/experience/shopper-experience/v1/organizations/{org}/pages/{pageId}?siteId=&locale=
 *   →  Page (regions of components; the server sanitizes their HTML)
 *
 * Content cache 24 h, stale 5 min, 2 retries. "No such page" is an answer (null: the route
 * shows the not-found page and the server answers 404), not a failure to retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentPage } from '@/api/types'
import { ApiError, body } from '@/lib/api-context'
import { loadApi } from '@/lib/api-load'
import { useAppConfig } from '@/lib/app-config'
import { CONTENT_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface GetPageParams {
  organizationId: string
  siteId: string
  locale: string
  pageId: string
}

export const PAGE_PATH = '/mobify/proxy/api/experience/shopper-experience/v1/organizations/{organization_id}/pages/{page_id}'

export const pageParams = ({ organizationId, siteId, locale, pageId }: GetPageParams) => ({
  path: { organization_id: organizationId, page_id: pageId },
  query: { siteId, locale },
})

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

export const getPageQueryOptions = (params: GetPageParams) =>
  queryOptions({
    queryKey: ['experience-page', params.siteId, params.locale, params.pageId],
    queryFn: async ({ signal }): Promise<ContentPage | null> => {
      const { api } = await loadApi()
      return body(api.GET(PAGE_PATH, { params: pageParams(params), signal })).catch((error: unknown) => {
        if (isNotFound(error)) return null
        throw error
      })
    },
    ...CONTENT_POLICY,
  })

/** `undefined` while loading, `null` when there is no such page, `{ error: true }` when it failed. */
export function usePage(pageId: string): ContentPage | null | { error: true } | undefined {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const query = useQuery(getPageQueryOptions({ organizationId, siteId: site.id, locale: locale.id, pageId }))
  if (query.data !== undefined) return query.data
  if (query.isError) return { error: true }
  return undefined
}
