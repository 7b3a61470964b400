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
import { useEffect, useMemo, useRef } from 'react'
import { ProductScroller } from '@/components/carousel/product-scroller'
import { useProducts } from '@/features/catalog/api/get-products'
import { useRecommendations, type RecommendationsRequest } from '@/features/recs/api/get-recommendations'
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

/**
 * A row of recommended products under a heading: the recommender's products in its order, each
 * as the listing's tile; viewReco once they are shown, clickReco when one is chosen.
 */
export function RecommendedProducts({
  heading,
  headingLevel,
  ...request
}: RecommendationsRequest & { heading: string; headingLevel?: 2 | 3 }) {
  const { site, visitor, log } = useRecsSession()
  const recs = useRecommendations(site, visitor, request, log)
  const ids = useMemo(() => recs.data?.items.map((item) => item.id) ?? [], [recs.data])
  const products = useProducts(ids)
  const found = products.data && !products.isPlaceholderData ? products.data : undefined
  const hits = useMemo(() => (found ? ids.flatMap((id) => (found.has(id) ? [productHit(found.get(id)!)] : [])) : []), [found, ids])
  const track = useTrackActivity()
  const shownFor = useRef<string | null>(null)
  const recommendationId = recs.data?.recommendationId ?? null
  const recommenderName = recs.data?.recommender ?? request.recommender

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
    <div ref={rowRef}>
      <ProductScroller
        heading={heading}
        headingLevel={headingLevel}
        isLoading={loading && recs.fetchStatus !== 'idle'}
        items={hits}
        itemKey={(hit) => hit.productId}
        renderItem={(hit) => <ProductTile hit={hit} />}
      />
    </div>
  )
}
