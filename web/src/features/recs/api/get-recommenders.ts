/**
 * GET /mobify/proxy/einstein/v3/personalization/recommenders/{site}
 *   header x-cq-client-id  →  {recommenders: [{name, description, recommenderType}]}
 *
 * The recommenders the site offers: a row asks its recommender only when the site names it (a
 * recommender the site dropped is not asked on every page). Read once a session and kept; a
 * failure is logged and answers none.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { logPost, messageOf, type LogContext } from '@/lib/client-log'
import type { RecsSite } from '../lib/einstein'

export const RECOMMENDERS_PATH = '/mobify/proxy/einstein/v3/personalization/recommenders/{site}'

/** The names of the site's recommenders. */
export async function getRecommenders(site: RecsSite, log: LogContext, signal?: AbortSignal): Promise<string[]> {
  try {
    const result = await body(
      api.GET(RECOMMENDERS_PATH, {
        params: { path: { site: site.siteId }, header: { 'x-cq-client-id': site.clientId } },
        signal,
      }),
    )
    return result.recommenders.map((recommender) => recommender.name)
  } catch (error) {
    if (signal?.aborted) throw error
    void logPost(log, 'error', `Recommenders list failed: ${messageOf(error) ?? 'unknown error'}`)
    return []
  }
}

export const recommendersQueryOptions = (site: RecsSite, log: LogContext) =>
  queryOptions({
    queryKey: ['recs-recommenders', site.siteId],
    queryFn: ({ signal }) => getRecommenders(site, log, signal),
    // The site's recommenders change with a release, not while a shopper browses.
    staleTime: 30 * 60 * 1000,
    retry: false,
  })

export function useRecommenders(site: RecsSite, log: LogContext) {
  return useQuery(recommendersQueryOptions(site, log))
}
