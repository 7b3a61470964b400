/**
 * The content page query as the server's render runs it (src/app/route-plan.ts, lib/route-query.ts):
 * its own module, so the request's path (lib/api-path.ts, openapi-fetch's serializers) stays out
 * of the browser's first load, which has the query (get-page.ts) for the footer.
 */
import { apiPath } from '@/lib/api-path'
import type { RouteQuery } from '@/lib/route-query'
import { getPageQueryOptions, PAGE_PATH, pageParams, type GetPageParams } from './get-page'

export const pageRouteQuery = (params: GetPageParams): RouteQuery => ({
  options: getPageQueryOptions(params),
  request: { path: apiPath(PAGE_PATH, pageParams(params)) },
  notFound: { data: null },
})
