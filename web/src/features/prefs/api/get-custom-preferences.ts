/**
 * GET /mobify/proxy/api/custom/custom-prefs/v1/organizations/{organizationId}/getcustompreferences
 *   ?siteId=&locale=&c_prefs=id1,id2  →  CustomPreferencesResponse
 *
 * Storefront spec §9 / portal spec §9: cache 24 h, stale 5 min, 2 retries, delay doubling
 * from 1 s capped at 30 s. A non-OK response throws an HTTP error with its status (so it is
 * retried); once retries are exhausted the hook returns `{ error: true }` (portal spec §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CustomPreferencesResponse } from '@/api/types'
import { apiClient, isNoContent } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { SITE_PREFERENCES_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface GetCustomPreferencesParams {
  organizationId: string
  siteId: string
  locale: string
  prefIds: readonly string[]
}

export type CustomPreferencesResult = CustomPreferencesResponse | { error: true }

export const customPreferencesPath = (organizationId: string) =>
  `/mobify/proxy/api/custom/custom-prefs/v1/organizations/${encodeURIComponent(organizationId)}/getcustompreferences`

export async function getCustomPreferences(
  { organizationId, siteId, locale, prefIds }: GetCustomPreferencesParams,
  signal?: AbortSignal,
): Promise<CustomPreferencesResponse> {
  const body = await apiClient.get<CustomPreferencesResponse>(customPreferencesPath(organizationId), {
    query: { siteId, locale, c_prefs: prefIds.join(',') },
    signal,
  })
  return isNoContent(body) ? { customPreferences: {} } : body
}

export const getCustomPreferencesQueryOptions = (params: GetCustomPreferencesParams) =>
  queryOptions({
    queryKey: ['custom-preferences', params.organizationId, params.siteId, params.locale, params.prefIds.join(',')],
    queryFn: ({ signal }) => getCustomPreferences(params, signal),
    ...SITE_PREFERENCES_POLICY,
  })

/**
 * Site preferences of the current site and locale. `undefined` while loading,
 * `{ error: true }` when the call failed, else the response.
 */
export function useCustomPreferences(prefIds: readonly string[]): CustomPreferencesResult | undefined {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const query = useQuery(getCustomPreferencesQueryOptions({ organizationId, siteId: site.id, locale: locale.id, prefIds }))
  if (query.data) return query.data
  if (query.isError) return { error: true }
  return undefined
}
