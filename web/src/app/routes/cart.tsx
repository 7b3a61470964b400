/**
 * /cart: the shopper's cart (the basket feature) for the shopper's session, each line with Move to
 * wishlist (the wishlist feature: the product goes in the wish list, then its line leaves the
 * cart). Not rendered by the server: the cart is the visitor's.
 */
import { useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { useToast } from '@/components/toast/toast-context'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { CartView } from '@/features/basket/components/cart-view'
import { useBasket, useRemoveProduct } from '@/features/basket/hooks/use-basket'
import { basketMessages as messages } from '@/features/basket/messages/basket'
import { RECOMMENDERS, ZONES } from '@/features/recs/lib/einstein'
import { recsMessages } from '@/features/recs/messages'
import { useMoveToWishlist } from '@/features/wishlist/components/move-to-wishlist'
import { useAppConfig } from '@/lib/app-config'
import '@/styles/later.css'
import { useRequireSignIn, useShopperCustomerId, useShopperIsRegistered } from '@/lib/shopper-customer'
import { RecommendedProducts } from './recommendations'

export default function CartPage() {
  const intl = useIntl()
  const config = useAppConfig()
  const { toast } = useToast()
  const customerId = useShopperCustomerId()
  const registered = useShopperIsRegistered()
  const requireSignIn = useRequireSignIn()
  const removeProduct = useRemoveProduct(customerId)
  const moveButton = useMoveToWishlist({ customerId, registered, requireSignIn }, (productId) =>
    removeProduct.mutate(productId, { onError: () => toast({ title: intl.formatMessage(messages.changeError), status: 'error' }) }),
  )
  return (
    <section className="page-container py-3 md:py-5">
      <DocumentHead title={intl.formatMessage(messages.documentTitle, { brandName: config.brand.name })} />
      <h1 className="mb-2 text-3xl font-bold">{intl.formatMessage(messages.cartTitle)}</h1>
      {customerId ? <CartView customerId={customerId} renderLineAction={moveButton} /> : <InlineSpinner />}
      <CartRecommendations customerId={customerId} />
    </section>
  )
}

/** Under the cart: the products the shopper viewed last, and products that go with the cart's. */
function CartRecommendations({ customerId }: { customerId: string | null }) {
  const intl = useIntl()
  const basket = useBasket(customerId)
  const productIds = basket.data?.productItems.map((item) => item.productId) ?? []
  return (
    <div className="mt-8 flex flex-col gap-6">
      <RecommendedProducts
        heading={intl.formatMessage(recsMessages.recentlyViewed)}
        recommender={RECOMMENDERS.CART_RECENTLY_VIEWED}
        productIds={productIds}
      />
      {productIds.length > 0 ? (
        <RecommendedProducts heading={intl.formatMessage(recsMessages.mayAlsoLike)} zone={ZONES.CART} productIds={productIds} />
      ) : null}
    </div>
  )
}
