/**
 * The heart on a listing's product tiles: adds the product to the shopper's wish list, or takes it
 * out when it is there (filled), with the wish list's toasts; a guest is asked to sign in first
 * and the product is added once they have. One hook for the page (the list, the toasts), and for
 * each tile a single button: the listing repeats it up to a hundred times, and the server renders
 * it too — as an empty heart for everyone, since whose list it is is known only after hydration.
 */
import { useIntl } from 'react-intl'
import { useWishListActions, type WishListShopper } from '../hooks/use-wish-list-actions'
import { wishlistTileMessages as messages } from '../messages/wishlist-tile'
import './tile-wishlist.css'

/** The page's heart buttons: `(productId, productName) => the button` for each tile. */
export function useTileWishlist(shopper: WishListShopper) {
  const intl = useIntl()
  const wishlist = useWishListActions(shopper)
  return function heartButton(productId: string, productName: string) {
    const inList = Boolean(wishlist.itemOf(productId))
    return (
      <button
        type="button"
        className={inList ? 'tile-wish tile-wish-on' : 'tile-wish'}
        aria-label={intl.formatMessage(inList ? messages.remove : messages.add, { productName })}
        disabled={wishlist.busy}
        onClick={() => (inList ? wishlist.remove(productId) : wishlist.add(productId))}
      />
    )
  }
}
