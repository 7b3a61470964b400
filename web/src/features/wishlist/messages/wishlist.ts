// The wish list: adding from the product page and moving from the cart, its toasts.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const wishlistMessages = defineMessages<{
  add: NoMessageValues
  remove: NoMessageValues
  added: { n: number }
  already: NoMessageValues
  removed: NoMessageValues
  failed: NoMessageValues
  move: NoMessageValues
  moveFor: { productName: string }
}>({
  add: {
    id: 'wishlist.add',
    defaultMessage: 'Add to wishlist',
    description: 'Product page: button that keeps the product in the wish list',
  },
  remove: {
    id: 'wishlist.remove',
    defaultMessage: 'Remove from wishlist',
    description: 'Product page: button that takes the product out of the wish list',
  },
  added: {
    id: 'wishlist.added',
    defaultMessage: '{n} item(s) added to wishlist',
    description: 'Toast after adding to the wish list; {n} is how many',
  },
  already: {
    id: 'wishlist.already',
    defaultMessage: 'Item is already in wishlist',
    description: 'Toast when the product was in the wish list already',
  },
  removed: { id: 'wishlist.removed', defaultMessage: 'Item removed from wishlist', description: 'Toast after removing from the wish list' },
  failed: {
    id: 'wishlist.failed',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Toast when adding to or removing from the wish list failed',
  },
  move: {
    id: 'wishlist.move',
    defaultMessage: 'Move to wishlist',
    description: 'Cart: button that puts a line’s product in the wish list and takes the line out of the cart',
  },
  moveFor: {
    id: 'wishlist.moveFor',
    defaultMessage: 'Move to wishlist: {productName}',
    description: 'Cart: accessible name of a line’s Move to wishlist button',
  },
})
