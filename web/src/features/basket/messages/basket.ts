// The cart: adding to it, its page, its count in the header.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const basketMessages = defineMessages<{
  addToCart: NoMessageValues
  adding: NoMessageValues
  addError: NoMessageValues
  onlyLeft: { stockLevel: number; productName: string }
  outOfStock: NoMessageValues
  notEnough: { productName: string }
  overLimit: NoMessageValues
  addedTitle: NoMessageValues
  viewCart: NoMessageValues
  checkout: NoMessageValues
  continueShopping: NoMessageValues
  close: NoMessageValues
  subtotal: NoMessageValues
  cartTitle: NoMessageValues
  documentTitle: { brandName: string }
  empty: NoMessageValues
  loadError: NoMessageValues
  retry: NoMessageValues
  quantity: { productName: string }
  remove: { productName: string }
  removed: NoMessageValues
  changeError: NoMessageValues
  stale: NoMessageValues
  each: { price: string }
  lineNotLeasable: NoMessageValues
  lineNotQuoted: NoMessageValues
  leaseNote: NoMessageValues
  itemCount: { count: number }
}>({
  addToCart: {
    id: 'basket.addToCart',
    defaultMessage: 'Add to cart',
    description: 'Product page: button that adds the chosen product to the cart',
  },
  adding: {
    id: 'basket.adding',
    defaultMessage: 'Adding…',
    description: 'Product page: the add-to-cart button while the product is being added',
  },
  addError: {
    id: 'basket.addError',
    defaultMessage: 'We couldn’t add this to your cart. Please try again.',
    description: 'Product page: adding to the cart failed for another reason',
  },
  onlyLeft: {
    id: 'basket.onlyLeft',
    defaultMessage: 'Only {stockLevel} left for {productName}!',
    description: 'Cart: more was asked than is in stock; {stockLevel} is a number, {productName} the product',
  },
  outOfStock: { id: 'basket.outOfStock', defaultMessage: 'Out of stock', description: 'Cart: the product is out of stock' },
  notEnough: {
    id: 'basket.notEnough',
    defaultMessage: 'Your cart already has all the {productName} we have in stock.',
    description: 'Cart: adding more would be more than is in stock (how many are left is not known here)',
  },
  overLimit: {
    id: 'basket.overLimit',
    defaultMessage: 'At most 99 of one product fit in a cart.',
    description: 'Cart: more of one product was asked than a cart holds',
  },
  addedTitle: {
    id: 'basket.added.title',
    defaultMessage: 'Added to your cart',
    description: 'Title of the window shown after adding to the cart',
  },
  viewCart: { id: 'basket.added.viewCart', defaultMessage: 'View cart', description: 'Link in the added-to-cart window to the cart page' },
  checkout: {
    id: 'basket.checkout',
    defaultMessage: 'Checkout',
    description: 'Link to the checkout, in the added-to-cart window and the cart',
  },
  continueShopping: {
    id: 'basket.continueShopping',
    defaultMessage: 'Continue shopping',
    description: 'Closes the added-to-cart window; on an empty cart, the link back to the shop',
  },
  close: {
    id: 'basket.added.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the close button of the added-to-cart window',
  },
  subtotal: { id: 'basket.subtotal', defaultMessage: 'Subtotal', description: 'Cart: the sum of the lines before shipping and tax' },
  cartTitle: { id: 'basket.cart.title', defaultMessage: 'Your cart', description: 'Heading of the cart page' },
  documentTitle: {
    id: 'basket.cart.documentTitle',
    defaultMessage: 'Cart | {brandName}',
    description: 'Browser tab title of the cart page',
  },
  empty: { id: 'basket.cart.empty', defaultMessage: 'Your cart is empty.', description: 'Cart page without items' },
  loadError: {
    id: 'basket.cart.loadError',
    defaultMessage: 'We couldn’t load your cart.',
    description: 'Cart page: the cart failed to load',
  },
  retry: { id: 'basket.cart.retry', defaultMessage: 'Try again', description: 'Cart page: loads the cart again' },
  quantity: {
    id: 'basket.cart.quantity',
    defaultMessage: 'Quantity of {productName}',
    description: 'Cart: label of a line’s quantity select',
  },
  remove: { id: 'basket.cart.remove', defaultMessage: 'Remove {productName}', description: 'Cart: button that removes a line' },
  removed: {
    id: 'basket.cart.removed',
    defaultMessage: 'Item removed from cart',
    description: 'Toast after a line was removed from the cart',
  },
  changeError: {
    id: 'basket.cart.changeError',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Toast when changing or removing a cart line failed',
  },
  stale: {
    id: 'basket.cart.stale',
    defaultMessage: 'Some items are no longer available online and will be removed from your cart.',
    description: 'Cart: lines whose products are no longer sold online are being removed',
  },
  each: {
    id: 'basket.cart.each',
    defaultMessage: '{price} each',
    description: 'Cart: the price of one, under a line of several; {price} e.g. $547.99',
  },
  lineNotLeasable: {
    id: 'basket.cart.lineNotLeasable',
    defaultMessage: 'Not available to lease: a lease can’t pay for this item.',
    description: 'Cart: a line whose product a lease cannot pay for',
  },
  lineNotQuoted: {
    id: 'basket.cart.lineNotQuoted',
    defaultMessage: 'No lease for this line: it costs more than a lease can pay for, or lease-to-own isn’t offered in your shipping state.',
    description: 'Cart: a leasable line with no lease quote (more than an approval can be for, or a shipping state without lease-to-own)',
  },
  leaseNote: {
    id: 'basket.cart.leaseNote',
    defaultMessage: 'Leasing costs more than paying the cash price. You won’t own it until all payments are made.',
    description: 'Cart: the note under the lease figures',
  },
  itemCount: {
    id: 'basket.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Cart: how many items it holds',
  },
})
