/**
 * POST /mobify/proxy/einstein/v3/personalization/{site}/zones/{zone}/recs?locale=
 *   header x-cq-client-id; body {cookieId, userId, realm, instanceType, products, categoryId, limit}
 *   →  RecsResult {recoUUID, recommenderName, recs: [{id, product_name, image_url, product_url}]}
 *
 * A zone is a place of the storefront's pages (the home page, a cart …); the server chooses its
 * recommender and names it in the answer. A failure is logged and answers an empty list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { logPost, messageOf, type LogContext } from '@/lib/client-log'
import {
  anchorIds,
  RECS_LIMIT,
  recommendationItems,
  recsBody,
  type RecsAsked,
  type RecsSite,
  type RecsVisitor,
  type Zone,
} from '../lib/einstein'
import { emptyRecommendations, type Recommendations } from './get-recommendations'

export const ZONE_RECS_PATH = '/mobify/proxy/einstein/v3/personalization/{site}/zones/{zone}/recs'

export interface ZoneRecommendationsRequest extends RecsAsked {
  zone: Zone
}

export async function getZoneRecommendations(
  site: RecsSite,
  visitor: RecsVisitor,
  request: ZoneRecommendationsRequest,
  log: LogContext,
  signal?: AbortSignal,
): Promise<Recommendations> {
  try {
    const result = await body(
      api.POST(ZONE_RECS_PATH, {
        params: {
          path: { site: site.siteId, zone: request.zone },
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
    void logPost(log, 'error', `Recommendations for zone ${request.zone} failed: ${messageOf(error) ?? 'unknown error'}`)
    return emptyRecommendations(request.zone)
  }
}

export const zoneRecommendationsQueryOptions = (
  site: RecsSite,
  visitor: RecsVisitor,
  request: ZoneRecommendationsRequest,
  log: LogContext,
) =>
  queryOptions({
    queryKey: [
      'recs-zone',
      site.siteId,
      site.locale,
      request.zone,
      anchorIds(request.productIds ?? []),
      request.categoryId ?? null,
      request.limit ?? RECS_LIMIT,
      visitor.cookieId,
    ],
    queryFn: ({ signal }) => getZoneRecommendations(site, visitor, request, log, signal),
    staleTime: 60 * 1000,
    retry: false,
  })

export function useZoneRecommendations(site: RecsSite, visitor: RecsVisitor, request: ZoneRecommendationsRequest, log: LogContext) {
  return useQuery(zoneRecommendationsQueryOptions(site, visitor, request, log))
}
