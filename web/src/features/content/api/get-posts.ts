/**
 * GET /mobify/proxy/api/custom/content-listing/v1/organizations/{org}/posts?siteId=&locale=&typeId=&offset=&limit=
 *   →  PostList (news or blog posts, newest first, a window at a time)
 *
 * Content cache policy: lists change when content is published, like the pages they list.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PostList } from '@/api/types'
import { api, apiPath, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { CONTENT_POLICY } from '@/lib/query-policies'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'

export type PostType = 'newsPage' | 'blogPage'

/** The list pages (/news, /blog: the page of that id, then its posts) and the posts each lists. */
export const POSTS_OF_LIST: Partial<Record<string, PostType>> = { news: 'newsPage', blog: 'blogPage' }

/** Posts a list page shows. */
export const POSTS_PER_PAGE = 6

export interface GetPostsParams {
  organizationId: string
  siteId: string
  locale: string
  typeId: PostType
  /** 1-based page of the list. */
  page: number
}

const POSTS_PATH = '/mobify/proxy/api/custom/content-listing/v1/organizations/{organization_id}/posts'

const postsParams = ({ organizationId, siteId, locale, typeId, page }: GetPostsParams) => ({
  path: { organization_id: organizationId },
  query: { siteId, locale, typeId, offset: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE },
})

export const getPostsQueryOptions = (params: GetPostsParams) =>
  queryOptions({
    queryKey: ['content-posts', params.siteId, params.locale, params.typeId, params.page],
    queryFn: ({ signal }): Promise<PostList> => body(api.GET(POSTS_PATH, { params: postsParams(params), signal })),
    placeholderData: keepPreviousData,
    ...CONTENT_POLICY,
  })

/** What the server runs to render a list page (lib/route-query.ts). */
export const postsRouteQuery = (params: GetPostsParams): RouteQuery => ({
  options: getPostsQueryOptions(params),
  request: { path: apiPath(POSTS_PATH, postsParams(params)) },
})

/** The list page number of a `?page=` value: a whole number from 1, else 1. */
export function listPage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

export function usePosts(typeId: PostType, page: number) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useQuery(getPostsQueryOptions({ organizationId, siteId: site.id, locale: locale.id, typeId, page }))
}
