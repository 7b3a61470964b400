/**
 * Add to wishlist / Remove from wishlist on the product page, with the toasts of the wish list.
 * A guest is asked to sign in first (`requireSignIn`, from the page); the product is added once
 * they have ("Item is already in wishlist" when it was there).
 */
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { useWishListActions, type WishListShopper } from '../hooks/use-wish-list-actions'
import { wishlistMessages as messages } from '../messages/wishlist'

export interface WishlistButtonProps extends WishListShopper {
  productId: string
}

export function WishlistButton({ productId, ...shopper }: WishlistButtonProps) {
  const intl = useIntl()
  const wishlist = useWishListActions(shopper)
  const inList = Boolean(wishlist.itemOf(productId))
  return (
    <button
      type="button"
      onClick={() => (inList ? wishlist.remove(productId) : wishlist.add(productId))}
      aria-pressed={inList}
      disabled={wishlist.busy || (shopper.registered && !wishlist.loaded)}
      className={`${buttonStyles.secondary} mt-1 w-full sm:w-auto sm:min-w-[240px]`}
    >
      {intl.formatMessage(inList ? messages.remove : messages.add)}
    </button>
  )
}
