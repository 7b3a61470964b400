/**
 * GET /mobify/proxy/api/custom/custom-prefs/v1/organizations/{organizationId}/getcustompreferences
 *   ?siteId=&locale=&c_prefs=id1,id2  header `client_id: {webClientId}`  →  CustomPreferencesResponse
 *
 * The `client_id` header is the web app's client id (AppConfig `webClientId`).
 * A public call: the shopper's bearer token goes along when there is one, none is required.
 * Cached 24 h, stale 5 min, 2 retries, delay doubling
 * from 1 s capped at 30 s. A non-OK response throws an HTTP error with its status, its message
 * given by the generic preference check (lib/check-preference.ts: 422 → `api.preference.422`),
 * so it is retried; once retries are exhausted the hook returns `{ error: true }`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CustomPreferencesResponse } from '@/api/types'
import { api, apiPath, isNoContent, ok, type NoContent } from '@/lib/api-client'
import { useAppConfig, webClientId } from '@/lib/app-config'
import { SITE_PREFERENCES_POLICY } from '@/lib/query-policies'
import type { RouteQuery } from '@/lib/route-query'
import { useSiteLocale } from '@/lib/use-site-locale'
import { checkPreference } from '../lib/check-preference'

export interface GetCustomPreferencesParams {
  organizationId: string
  siteId: string
  locale: string
  prefIds: readonly string[]
  /** The web app's client id, sent as the `client_id` header. */
  clientId: string
}

export type CustomPreferencesResult = CustomPreferencesResponse | { error: true }

export const CLIENT_ID_HEADER = 'client_id'

const PREFERENCES_PATH = '/mobify/proxy/api/custom/custom-prefs/v1/organizations/{organization_id}/getcustompreferences'

const preferencesParams = ({ organizationId, siteId, locale, prefIds, clientId }: GetCustomPreferencesParams) => ({
  path: { organization_id: organizationId },
  query: { siteId, locale, c_prefs: prefIds.join(',') },
  header: { [CLIENT_ID_HEADER]: clientId },
})

export async function getCustomPreferences(params: GetCustomPreferencesParams, signal?: AbortSignal): Promise<CustomPreferencesResponse> {
  let body: CustomPreferencesResponse | NoContent
  try {
    // Public: the shopper's token goes along when there is one, none is needed (the API
    // client's OPTIONAL_TOKEN_PATHS).
    body = await ok(api.GET(PREFERENCES_PATH, { params: preferencesParams(params), signal }))
  } catch (error) {
    throw checkPreference(error)
  }
  return isNoContent(body) ? { customPreferences: {} } : body
}

export const getCustomPreferencesQueryOptions = (params: GetCustomPreferencesParams) =>
  queryOptions({
    queryKey: ['custom-preferences', params.organizationId, params.siteId, params.locale, params.prefIds.join(',')],
    queryFn: ({ signal }) => getCustomPreferences(params, signal),
    ...SITE_PREFERENCES_POLICY,
  })

/** The preferences as the server's render asks for them (lib/route-query.ts): an anonymous call. */
export function customPreferencesRouteQuery(params: GetCustomPreferencesParams): RouteQuery {
  const { path, query, header } = preferencesParams(params)
  return {
    options: getCustomPreferencesQueryOptions(params),
    request: { path: apiPath(PREFERENCES_PATH, { path, query }), headers: header },
  }
}

/**
 * Site preferences of the current site and locale. `undefined` while loading,
 * `{ error: true }` when the call failed, else the response.
 */
export function useCustomPreferences(prefIds: readonly string[]): CustomPreferencesResult | undefined {
  const config = useAppConfig()
  const { site, locale } = useSiteLocale()
  const query = useQuery(
    getCustomPreferencesQueryOptions({
      organizationId: config.organizationId,
      siteId: site.id,
      locale: locale.id,
      prefIds,
      clientId: webClientId(config),
    }),
  )
  if (query.data) return query.data
  if (query.isError) return { error: true }
  return undefined
}
