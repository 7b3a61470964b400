/**
 * /account/wishlist: the signed-in customer's wish list (the wishlist feature), a page of 24
 * items (`?page=`), each product read from the catalog (name, image, price) with Add to cart (the
 * basket feature) — or Choose options on its page for a product with options. The account page
 * module (../account.tsx) loads it.
 */
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import type { Product } from '@/api/types'
import { DocumentHead } from '@/components/document-head'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { AddToCart } from '@/features/basket/components/add-to-cart'
import { basketMessages } from '@/features/basket/messages/basket'
import { useProducts } from '@/features/catalog/api/get-products'
import { asIsChoice } from '@/features/catalog/lib/as-is-choice'
import { mainImageUrl, productImages } from '@/features/catalog/lib/product-images'
import { WishlistView, type WishlistProduct } from '@/features/wishlist/components/wishlist-view'
import { useWishListPage } from '@/features/wishlist/hooks/use-wish-list-page'
import { wishlistPageMessages as messages } from '@/features/wishlist/messages/wishlist-page'
import { useAppConfig } from '@/lib/app-config'
import { useRequireSignIn, useShopperCustomerId, useShopperIsRegistered } from '@/lib/shopper-customer'
import { ACCOUNT_WISHLIST_PATH } from '../../layout/account-paths'

function wishlistProduct(product: Product): WishlistProduct {
  // A variant's own picture (the navy sofa's), a product's main one.
  const selection = product.variationValues ?? {}
  const url = mainImageUrl(product, selection)
  const alt = productImages(product, 'large', selection)[0]?.alt || product.name
  return {
    name: product.name,
    ...(url ? { image: { url, alt } } : {}),
    ...(product.price != null ? { price: product.price } : {}),
    ...(product.priceMax != null ? { priceMax: product.priceMax } : {}),
    currency: product.currency,
    leasable: product.c_leasable,
    ...(product.c_leaseQuote ? { leaseQuote: product.c_leaseQuote } : {}),
  }
}

export default function AccountWishlistPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <>
      <DocumentHead title={intl.formatMessage(messages.documentTitle, { brandName: brand.name })} />
      <h1 className="mb-2 text-3xl font-bold">{intl.formatMessage(messages.title)}</h1>
      <Wishlist />
    </>
  )
}

function Wishlist() {
  const intl = useIntl()
  const customerId = useShopperCustomerId()
  const registered = useShopperIsRegistered()
  const requireSignIn = useRequireSignIn()
  const [search] = useSearchParams()
  const page = useWishListPage(customerId ?? '', Number(search.get('page') ?? '1'))
  const products = useProducts(page.items.map((item) => item.productId))

  const productOf = (productId: string): WishlistProduct | null | undefined => {
    const product = products.data?.get(productId)
    if (product) return wishlistProduct(product)
    // Not in the answer for these ids: no longer sold online (while the next ids load, not known yet).
    return products.data && !products.isPlaceholderData ? null : undefined
  }

  const renderActions = (productId: string) => {
    const product = products.data?.get(productId)
    if (!product) return null
    const choice = asIsChoice(product)
    if (!choice.productId) {
      return (
        <Link
          to={`/product/${encodeURIComponent(productId)}`}
          aria-label={intl.formatMessage(messages.chooseOptionsFor, { productName: product.name })}
          className={buttonStyles.secondary}
        >
          {intl.formatMessage(messages.chooseOptions)}
        </Link>
      )
    }
    return (
      <>
        <AddToCart
          choice={{
            productId: choice.productId,
            productName: product.name,
            quantity: choice.quantity,
            orderable: choice.orderable,
            ...(choice.stockLevel !== undefined ? { stockLevel: choice.stockLevel } : {}),
          }}
          customerId={customerId}
          accessibleName={intl.formatMessage(messages.addToCartFor, { productName: product.name })}
          className="flex flex-col items-end"
          buttonClassName=""
        />
        {!choice.orderable && <p className="text-sm font-semibold text-danger">{intl.formatMessage(basketMessages.outOfStock)}</p>}
      </>
    )
  }

  return (
    <>
      {products.isError && !products.isFetching && (
        <div className="mb-2">
          <p role="alert">{intl.formatMessage(messages.loadError)}</p>
          <button type="button" onClick={() => void products.refetch()} className={`${buttonStyles.secondary} mt-1`}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      <WishlistView
        shopper={{ customerId, registered, requireSignIn }}
        page={page}
        pageHref={(n) => (n > 1 ? `${ACCOUNT_WISHLIST_PATH}?page=${n}` : ACCOUNT_WISHLIST_PATH)}
        productOf={productOf}
        renderActions={renderActions}
      />
    </>
  )
}
