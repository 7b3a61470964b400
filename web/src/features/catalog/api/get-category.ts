/**
 * GET /mobify/proxy/api/product/shopper-products/v1/organizations/{organizationId}/categories/{id}?levels=&siteId=&locale=
 *   →  Category ("category by id (optionally levels=2; root category with levels)")
 *
 * Every page's header reads `root` with levels=1 (the departments: useRootCategory); the desktop
 * menu reads a department with levels=2 when it opens, the phone drawer with levels=1; a listing
 * page reads its category with levels=1 (breadcrumbs from `parentCategoryTree`,
 * sub-categories). An unknown id is an answer
 * (null: the page is not found), not a failure to retry. Default policy: stale 10 s, no retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Category } from '@/api/types'
import { ApiError, body } from '@/lib/api-context'
import { loadApi } from '@/lib/api-load'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface GetCategoryParams {
  organizationId: string
  siteId: string
  locale: string
  categoryId: string
  levels: 0 | 1 | 2
}

export const CATEGORY_PATH = '/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/categories/{id}'

export const categoryParams = ({ organizationId, siteId, locale, categoryId, levels }: GetCategoryParams) => ({
  path: { organization_id: organizationId, id: categoryId },
  query: { siteId, locale, levels: String(levels) },
})

export async function getCategory(params: GetCategoryParams, signal?: AbortSignal): Promise<Category | null> {
  const { api } = await loadApi()
  try {
    return await body(api.GET(CATEGORY_PATH, { params: categoryParams(params), signal }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const getCategoryQueryOptions = (params: GetCategoryParams) =>
  queryOptions({
    queryKey: ['category', params.siteId, params.locale, params.categoryId, params.levels],
    queryFn: ({ signal }) => getCategory(params, signal),
    ...DEFAULT_QUERY_POLICY,
  })

/** A category of the current site and locale: undefined while loading, null when there is none. */
export function useCategory(categoryId: string, levels: 0 | 1 | 2) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useQuery(getCategoryQueryOptions({ organizationId, siteId: site.id, locale: locale.id, categoryId, levels }))
}

/**
 * The root category with its departments only (levels=1): part of every rendered page (the
 * header), so it stays small — a department's own categories are read when its menu opens.
 */
export const ROOT_CATEGORY_LEVELS = 1

export function useRootCategory() {
  return useCategory('root', ROOT_CATEGORY_LEVELS)
}
