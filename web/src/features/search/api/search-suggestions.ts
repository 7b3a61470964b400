/**
 * GET /mobify/proxy/api/search/shopper-search/v1/organizations/{organizationId}/search-suggestions?q=&limit=10&siteId=&locale=
 *   →  SuggestionResult (by `q`; at most 10).
 *
 * Asked only from the minimum length on (SEARCH_MIN_CHARS), after the debounce. Default policy.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SuggestionResult } from '@/api/types'
import { api, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

/** Suggestions per kind (suggestions limit 10). */
export const SUGGESTION_LIMIT = 10
/** The minimum query length before suggestions are asked (3 characters). */
export const SEARCH_MIN_CHARS = 3

export interface SearchSuggestionsParams {
  organizationId: string
  siteId: string
  locale: string
  q: string
}

const SUGGESTIONS_PATH = '/mobify/proxy/api/search/shopper-search/v1/organizations/{organization_id}/search-suggestions'

export function getSearchSuggestions(
  { organizationId, siteId, locale, q }: SearchSuggestionsParams,
  signal?: AbortSignal,
): Promise<SuggestionResult> {
  return body(
    api.GET(SUGGESTIONS_PATH, {
      params: { path: { organization_id: organizationId }, query: { siteId, locale, q, limit: String(SUGGESTION_LIMIT) } },
      signal,
    }),
  )
}

export const searchSuggestionsQueryOptions = (params: SearchSuggestionsParams) =>
  queryOptions({
    queryKey: ['search-suggestions', params.siteId, params.locale, params.q],
    queryFn: ({ signal }) => getSearchSuggestions(params, signal),
    ...DEFAULT_QUERY_POLICY,
  })

/** Suggestions for an already debounced phrase; nothing is asked below SEARCH_MIN_CHARS. */
export function useSearchSuggestions(q: string) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const phrase = q.trim()
  return useQuery({
    ...searchSuggestionsQueryOptions({ organizationId, siteId: site.id, locale: locale.id, q: phrase }),
    enabled: phrase.length >= SEARCH_MIN_CHARS,
  })
}
