/**
 * The cart's Move to wishlist: puts a line's product in the shopper's wish list (the wish list's
 * toasts), then `onMoved` takes the line out of the cart — also when the product was in the list
 * already. A guest is asked to sign in first; the move happens once they have (their cart then
 * holds the merged lines: the page's `onMoved` finds the product's line as it is then). One hook
 * for the page, which outlives the lines, and a button for each line.
 */
import { useIntl } from 'react-intl'
import { useWishListActions, type WishListShopper } from '../hooks/use-wish-list-actions'
import { wishlistMessages as messages } from '../messages/wishlist'

export function useMoveToWishlist(shopper: WishListShopper, onMoved: (productId: string) => void) {
  const intl = useIntl()
  const wishlist = useWishListActions(shopper, { onAdded: onMoved })
  return function moveButton({ productId, productName }: { productId: string; productName: string }) {
    return (
      <button
        type="button"
        disabled={wishlist.busy}
        aria-label={intl.formatMessage(messages.moveFor, { productName })}
        onClick={() => wishlist.add(productId)}
        className="rounded-lg px-1 py-0.5 text-sm font-semibold text-primary underline underline-offset-2 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700 disabled:opacity-60"
      >
        {intl.formatMessage(messages.move)}
      </button>
    )
  }
}
