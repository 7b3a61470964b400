/**
 * Recommendations and shopper activity, joined to the session and the catalog: the recs
 * feature asks Leasefront's recommender which products to show and reports what the shopper
 * does; the session's shopper says who is browsing (the session's customer id is the visitor
 * id: a guest's for the session, a signed-in customer's also as the user id); the catalog's
 * products fill each row with the listing's tiles (prices and lease quotes).
 *
 * Nothing here is rendered by the server with data: a row shows its placeholders while it
 * loads (the server's render and hydration agree on that), then its products, or nothing at
 * all when there are none or the call failed (logged). Activities are sent from effects and
 * event handlers only, after hydration.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useMemo, useRef, type ReactNode } from 'react'
import { ProductScroller } from '@/components/carousel/product-scroller'
import { useProducts } from '@/features/catalog/api/get-products'
import { recommendationsQueryOptions, type RecommendationsRequest } from '@/features/recs/api/get-recommendations'
import { recommendersQueryOptions } from '@/features/recs/api/get-recommenders'
import { zoneRecommendationsQueryOptions, type ZoneRecommendationsRequest } from '@/features/recs/api/get-zone-recommendations'
import type { ActivityFields } from '@/features/recs/api/send-activity'
import { ProductTile } from '@/features/search/components/listing/product-tile'
import { useRecsSession, useTrackActivity } from '../recs-session'
import { productHit } from './product-hit'

export { TrackActivity, useTrackActivity } from '../recs-session'

/** The product id a click in the row landed on (a tile's link), if any. */
function clickedProductId(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null
  const match = link?.getAttribute('href')?.match(/\/product\/([^/?#]+)/)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

/** Marks a row of recommendations: its tiles report clickReco, not their listing's click. */
const RECO_ROW = 'data-reco-row'

/**
 * Reports a product chosen in a listing: clickSearch (with the search phrase) on the search
 * results, clickCategory (with the category) on a category's page. Listens to the listing's
 * product links (a tile's image and name), not to its refinements or pages, nor to a row of
 * recommendations shown in it.
 */
export function TrackProductClicks({
  activity,
  fields,
  children,
}: {
  activity: 'clickSearch' | 'clickCategory'
  /** What the click is reported with; null reports nothing (all products, no search phrase). */
  fields: Pick<ActivityFields, 'searchText' | 'category'> | null
  children: ReactNode
}) {
  const track = useTrackActivity()
  const ref = useRef<HTMLDivElement>(null)
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${RECO_ROW}]`)) return
    const id = clickedProductId(event.target)
    if (id && fields) track(activity, { ...fields, product: { id } })
  })
  useEffect(() => {
    const listing = ref.current
    if (!listing) return
    listing.addEventListener('click', onClick)
    return () => listing.removeEventListener('click', onClick)
  }, [])
  // `contents`: the wrapper adds no box, the listing lays out as before.
  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  )
}

/**
 * The recommendations a row asks for: a zone's (the server chooses the recommender), or a named
 * recommender's once the site's list of recommenders names it (a recommender the site does not
 * offer is not asked; a list that could not be read names none).
 */
function useRowRecommendations(request: RecommendationsRequest | ZoneRecommendationsRequest) {
  const { site, visitor, log } = useRecsSession()
  const byZone = 'zone' in request
  const offered = useQuery({ ...recommendersQueryOptions(site, log), enabled: !byZone })
  const options =
    'zone' in request
      ? zoneRecommendationsQueryOptions(site, visitor, request, log)
      : recommendationsQueryOptions(site, visitor, request, log)
  const asked = byZone || Boolean(offered.data?.includes(request.recommender))
  const recs = useQuery({ ...options, enabled: options.enabled !== false && asked })
  // The list is read first: the row waits for it as for its recommendations.
  const listing = !byZone && offered.isPending && offered.fetchStatus !== 'idle'
  return { recs, listing }
}

/**
 * A row of recommended products under a heading: the recommender's (or the zone's) products in
 * its order, each as the listing's tile; viewReco once they are shown, clickReco when one is
 * chosen.
 */
export function RecommendedProducts({
  heading,
  headingLevel,
  ...request
}: (RecommendationsRequest | ZoneRecommendationsRequest) & { heading: string; headingLevel?: 2 | 3 }) {
  const { recs, listing } = useRowRecommendations(request)
  const ids = useMemo(() => recs.data?.items.map((item) => item.id) ?? [], [recs.data])
  const products = useProducts(ids)
  const found = products.data && !products.isPlaceholderData ? products.data : undefined
  const hits = useMemo(() => (found ? ids.flatMap((id) => (found.has(id) ? [productHit(found.get(id)!)] : [])) : []), [found, ids])
  const track = useTrackActivity()
  const shownFor = useRef<string | null>(null)
  const recommendationId = recs.data?.recommendationId ?? null
  const recommenderName = recs.data?.recommender ?? ('zone' in request ? request.zone : request.recommender)

  useEffect(() => {
    if (!recommendationId || hits.length === 0 || shownFor.current === recommendationId) return
    shownFor.current = recommendationId
    track('viewReco', { recommenderName, __recoUUID: recommendationId, products: hits.map((hit) => ({ id: hit.productId })) })
  }, [recommendationId, recommenderName, hits, track])

  // A click on a tile's link: reported before the page changes (the call does not wait).
  const rowRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const row = rowRef.current
    if (!row || !recommendationId) return
    const onClick = (event: MouseEvent) => {
      const id = clickedProductId(event.target)
      if (id) track('clickReco', { recommenderName, __recoUUID: recommendationId, product: { id } })
    }
    row.addEventListener('click', onClick)
    return () => row.removeEventListener('click', onClick)
  }, [recommendationId, recommenderName, track])

  const loading = recs.isPending || (ids.length > 0 && (products.isPending || products.isPlaceholderData))
  return (
    <div ref={rowRef} {...{ [RECO_ROW]: '' }}>
      <ProductScroller
        heading={heading}
        headingLevel={headingLevel}
        isLoading={listing || (loading && recs.fetchStatus !== 'idle')}
        items={hits}
        itemKey={(hit) => hit.productId}
        renderItem={(hit) => <ProductTile hit={hit} />}
      />
    </div>
  )
}
