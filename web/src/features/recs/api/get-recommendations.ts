/**
 * POST /mobify/proxy/einstein/v3/personalization/recs/{site}/{recommender}?locale=
 *   header x-cq-client-id; body {cookieId, userId, realm, instanceType, products, categoryId, limit}
 *   →  RecsResult {recoUUID, recommenderName, recs: [{id, product_name, image_url, product_url}]}
 *
 * A failure is logged and answers an empty list: a row of recommendations never breaks a page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { logPost, messageOf, type LogContext } from '@/lib/client-log'
import {
  anchorIds,
  needsVisitor,
  RECS_LIMIT,
  recommendationItems,
  recsBody,
  type RecommendationItem,
  type RecsAsked,
  type RecsSite,
  type RecsVisitor,
} from '../lib/einstein'

export const RECS_PATH = '/mobify/proxy/einstein/v3/personalization/recs/{site}/{recommender}'

export interface RecommendationsRequest extends RecsAsked {
  recommender: string
}

export interface Recommendations {
  recommender: string
  recommendationId: string | null
  items: RecommendationItem[]
}

export const emptyRecommendations = (recommender: string): Recommendations => ({ recommender, recommendationId: null, items: [] })

export async function getRecommendations(
  site: RecsSite,
  visitor: RecsVisitor,
  request: RecommendationsRequest,
  log: LogContext,
  signal?: AbortSignal,
): Promise<Recommendations> {
  try {
    const result = await body(
      api.POST(RECS_PATH, {
        params: {
          path: { site: site.siteId, recommender: request.recommender },
          query: { locale: site.locale },
          header: { 'x-cq-client-id': site.clientId },
        },
        body: recsBody(site, visitor, request),
        signal,
      }),
    )
    return { recommender: result.recommenderName, recommendationId: result.recoUUID, items: recommendationItems(result) }
  } catch (error) {
    if (signal?.aborted) throw error
    void logPost(log, 'error', `Recommendations ${request.recommender} failed: ${messageOf(error) ?? 'unknown error'}`)
    return emptyRecommendations(request.recommender)
  }
}

export const recommendationsQueryOptions = (site: RecsSite, visitor: RecsVisitor, request: RecommendationsRequest, log: LogContext) =>
  queryOptions({
    queryKey: [
      'recs',
      site.siteId,
      site.locale,
      request.recommender,
      anchorIds(request.productIds ?? []),
      request.categoryId ?? null,
      request.limit ?? RECS_LIMIT,
      visitor.cookieId,
    ],
    queryFn: ({ signal }) => getRecommendations(site, visitor, request, log, signal),
    // A visitor's own recommendations wait for the visitor id.
    enabled: !needsVisitor(request.recommender) || Boolean(visitor.cookieId),
    staleTime: 60 * 1000,
    retry: false,
  })

export function useRecommendations(site: RecsSite, visitor: RecsVisitor, request: RecommendationsRequest, log: LogContext) {
  return useQuery(recommendationsQueryOptions(site, visitor, request, log))
}
