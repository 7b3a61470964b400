/**
 * Add to cart on the product page: adds the chosen product in the chosen quantity (the basket is
 * made on the first add), then shows the added-to-cart window; a refused add says why in the
 * shopper's words under the button. Disabled until the product can be ordered as chosen and the
 * shopper's session is known (the server's render and the hydration show it disabled).
 */
import { Suspense, useState, type MouseEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { lazyPart } from '@/lib/lazy-part'
import { useAddToBasket } from '../hooks/use-basket'
import { basketErrorText } from '../lib/basket-errors'
import { basketMessages as messages } from '../messages/basket'

// The window and its dialog code load when something was added.
const AddedToCartModal = lazyPart(() => import('./added-to-cart-modal'))

/** A product just added to the cart: how many, at what price each (null when the basket has no line for it). */
export interface AddedLine {
  productId: string
  quantity: number
  price: number | null
}

/** What the product page has chosen. */
export interface BuyChoice {
  productId: string
  productName: string
  quantity: number
  /** The product as chosen can be ordered in this quantity. */
  orderable: boolean
  stockLevel?: number
}

export function AddToCart({
  choice,
  customerId,
  accessibleName,
  className = 'mt-3',
  buttonClassName = 'w-full sm:w-auto sm:min-w-[240px]',
  onAdded,
  addedExtra,
}: {
  choice: BuyChoice
  customerId: string | null
  /** After the product is in the cart: its line as added (the price of one, the quantity added). */
  onAdded?: (line: AddedLine) => void
  /** Shown in the "Added to your cart" window under its buttons (e.g. products to go with it). */
  addedExtra?: ReactNode
  /** The button's name where "Add to cart" alone would not say which product (a list of them). */
  accessibleName?: string
  className?: string
  buttonClassName?: string
}) {
  const intl = useIntl()
  const add = useAddToBasket(customerId)
  const [error, setError] = useState<string | null>(null)
  const [showAdded, setShowAdded] = useState(false)
  // Add to cart: focus goes back to it when the window closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null)

  const onAdd = (event: MouseEvent<HTMLButtonElement>) => {
    setOpener(event.currentTarget)
    setError(null)
    add.mutate(
      { productId: choice.productId, quantity: choice.quantity },
      {
        onSuccess: (basket) => {
          setShowAdded(true)
          const line = basket.productItems.find((item) => item.productId === choice.productId)
          onAdded?.({ productId: choice.productId, quantity: choice.quantity, price: line?.basePrice ?? null })
        },
        onError: (failure) => setError(basketErrorText(intl, failure, choice)),
      },
    )
  }

  return (
    <div className={className}>
      <button
        type="button"
        onClick={onAdd}
        aria-label={accessibleName}
        disabled={!choice.orderable || !customerId || add.isPending}
        className={`${buttonStyles.primary} ${buttonClassName}`}
      >
        {intl.formatMessage(add.isPending ? messages.adding : messages.addToCart)}
      </button>
      {error && (
        <p role="alert" className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      {showAdded && add.data && (
        <Suspense fallback={null}>
          <AddedToCartModal
            basket={add.data}
            returnFocus={opener}
            onClose={() => setShowAdded(false)}
            onLoadFailure={() => setShowAdded(false)}
          >
            {addedExtra}
          </AddedToCartModal>
        </Suspense>
      )}
    </div>
  )
}
