/**
 * The category query as the server's render runs it (src/app/route-plan.ts): its own module, so
 * the request's path (lib/api-path.ts, openapi-fetch's serializers) stays out of the browser's
 * first load, which has the query (get-category.ts) for the header.
 */
import { apiPath } from '@/lib/api-path'
import type { RouteQuery } from '@/lib/route-query'
import { CATEGORY_PATH, categoryParams, getCategoryQueryOptions, type GetCategoryParams } from './get-category'

export const categoryRouteQuery = (params: GetCategoryParams): RouteQuery => ({
  options: getCategoryQueryOptions(params),
  request: { path: apiPath(CATEGORY_PATH, categoryParams(params)) },
  notFound: { data: null },
})
