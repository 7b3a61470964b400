import { useIntl } from 'react-intl'
import { useParams } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { PageSpinner } from '@/components/ui/spinner'
import { AddToCart } from '@/features/basket/components/add-to-cart'
import { useProduct } from '@/features/catalog/api/get-product'
import { ProductDetail } from '@/features/catalog/components/product-detail/product-detail'
import { productMessages } from '@/features/catalog/messages/product'
import { ComparePaymentOptions } from '@/features/content/components/compare-payment-options'
import { useStoredLocation } from '@/features/geo/hooks/use-stored-location'
import { RECOMMENDERS } from '@/features/recs/lib/einstein'
import { recsMessages } from '@/features/recs/messages'
import { WishlistButton } from '@/features/wishlist/components/wishlist-button'
import { useRequireSignIn, useShopperCustomerId, useShopperIsRegistered } from '@/lib/shopper-customer'
import NotFoundPage from './not-found'
import { RecommendedProducts, TrackActivity, useTrackActivity } from './recommendations'

/**
 * /product/{productId}: the product detail page, with Add to cart (the basket feature), Add
 * to wishlist (the wishlist feature) for the shopper's session and Compare payment options (the
 * content page compare-modal, features/content), and the lease quoted with the
 * shopper's state once their location is known (the geo feature). A spinner while the
 * product loads (the server renders it loaded), the not-found page for an unknown id, a message
 * with a retry when it could not be loaded.
 */
export default function ProductPage() {
  const intl = useIntl()
  const { productId = '' } = useParams()
  const { data: product, isError, isFetching, refetch } = useProduct(productId)
  const customerId = useShopperCustomerId()
  const registered = useShopperIsRegistered()
  const requireSignIn = useRequireSignIn()
  const location = useStoredLocation()
  const track = useTrackActivity()
  if (product === null) return <NotFoundPage />
  if (product === undefined) {
    if (!isError) return <PageSpinner />
    return (
      <section className="page-container py-6 text-center md:py-10">
        <p role="alert" className="text-ink-muted">
          {intl.formatMessage(productMessages.loadError)}
        </p>
        <button type="button" disabled={isFetching} onClick={() => void refetch()} className={`${buttonStyles.secondary} mt-3`}>
          {intl.formatMessage(productMessages.retry)}
        </button>
      </section>
    )
  }
  const anchor = [product.id]
  return (
    <>
      <TrackActivity activity="viewProduct" fields={{ product: { id: product.id } }} trackKey={product.id} />
      <ProductDetail
        key={product.id}
        product={product}
        shopperState={location?.state}
        renderBuy={(choice) => (
          <>
            <AddToCart
              choice={choice}
              customerId={customerId}
              onAdded={(added) => track('addToCart', { products: [{ id: added.productId, quantity: added.quantity, price: added.price }] })}
              addedExtra={
                <RecommendedProducts
                  heading={intl.formatMessage(recsMessages.mightAlsoLike)}
                  recommender={RECOMMENDERS.ADD_TO_CART_MODAL}
                  productIds={anchor}
                  headingLevel={3}
                />
              }
            />
            <WishlistButton productId={product.id} customerId={customerId} registered={registered} requireSignIn={requireSignIn} />
            <ComparePaymentOptions />
          </>
        )}
      />
      <div className="page-container flex flex-col gap-6 pb-8">
        <RecommendedProducts
          heading={intl.formatMessage(recsMessages.completeTheSet)}
          recommender={RECOMMENDERS.PDP_COMPLETE_SET}
          productIds={anchor}
        />
        <RecommendedProducts
          heading={intl.formatMessage(recsMessages.mightAlsoLike)}
          recommender={RECOMMENDERS.PDP_MIGHT_ALSO_LIKE}
          productIds={anchor}
        />
        <RecommendedProducts
          heading={intl.formatMessage(recsMessages.recentlyViewed)}
          recommender={RECOMMENDERS.PDP_RECENTLY_VIEWED}
          productIds={anchor}
        />
      </div>
    </>
  )
}
