// The wish list's page (/account/wishlist).
import { defineMessages, type NoMessageValues } from 'react-intl'

export const wishlistPageMessages = defineMessages<{
  documentTitle: { brandName: string }
  title: NoMessageValues
  itemCount: { count: number }
  empty: NoMessageValues
  emptyText: NoMessageValues
  continueShopping: NoMessageValues
  remove: { productName: string }
  unavailable: NoMessageValues
  unavailableName: NoMessageValues
  priceRange: { min: string; max: string }
  leaseFor: { initial: string; count: number; frequency: string; payment: string; total: string }
  leaseFrom: { initial: string; count: number; frequency: string; payment: string; total: string }
  notLeasable: NoMessageValues
  leaseNote: NoMessageValues
  loadError: NoMessageValues
  retry: NoMessageValues
  pages: NoMessageValues
  previous: NoMessageValues
  next: NoMessageValues
  pageOf: { page: number; pageCount: number }
  chooseOptions: NoMessageValues
  chooseOptionsFor: { productName: string }
  addToCartFor: { productName: string }
}>({
  documentTitle: {
    id: 'wishlist.page.documentTitle',
    defaultMessage: 'Wishlist | {brandName}',
    description: 'Browser tab title of the wish list page; {brandName} is e.g. Northwind Lease',
  },
  title: { id: 'wishlist.page.title', defaultMessage: 'Wishlist', description: 'Heading of the wish list page' },
  itemCount: {
    id: 'wishlist.page.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Wish list page: how many products the list holds',
  },
  empty: { id: 'wishlist.page.empty', defaultMessage: 'Your wishlist is empty.', description: 'Wish list page without items' },
  emptyText: {
    id: 'wishlist.page.emptyText',
    defaultMessage: 'Tap the heart on a product to keep it here for later.',
    description: 'Wish list page without items: how products get here',
  },
  continueShopping: {
    id: 'wishlist.page.continueShopping',
    defaultMessage: 'Continue shopping',
    description: 'Wish list page without items: link to the home page',
  },
  remove: {
    id: 'wishlist.page.remove',
    defaultMessage: 'Remove {productName}',
    description: 'Wish list page: button that takes a product out',
  },
  unavailable: {
    id: 'wishlist.page.unavailable',
    defaultMessage: 'This product is no longer available online.',
    description: 'Wish list page: a kept product is no longer sold online',
  },
  unavailableName: {
    id: 'wishlist.page.unavailableName',
    defaultMessage: 'Unavailable product',
    description: 'Wish list page: stands for the name of a product no longer sold online',
  },
  priceRange: {
    id: 'wishlist.page.priceRange',
    defaultMessage: '{min} – {max}',
    description: 'Wish list page: the prices of a product with options, lowest to highest; {min} and {max} e.g. $925.99',
  },
  leaseFor: {
    id: 'wishlist.page.leaseFor',
    defaultMessage:
      'or lease for {initial} today, then {count} {frequency, select, weekly {weekly} bi_weekly {every-two-weeks} semi_monthly {twice-monthly} other {monthly}} payments of {payment}: {total} total cost to own',
    description:
      'Wish list page: the lease of a product — the initial payment, the number, frequency and amount of the payments and the total cost to own (the law requires them together); e.g. $49.00, 52, weekly, $19.60, $1,068.58',
  },
  leaseFrom: {
    id: 'wishlist.page.leaseFrom',
    defaultMessage:
      'or lease from {initial} today, then {count} {frequency, select, weekly {weekly} bi_weekly {every-two-weeks} semi_monthly {twice-monthly} other {monthly}} payments of {payment}: {total} total cost to own',
    description:
      'Wish list page: the lease of the lowest price of a product with options, every figure together; e.g. $49.00, 52, weekly, $19.60, $1,068.58',
  },
  notLeasable: {
    id: 'wishlist.page.notLeasable',
    defaultMessage: 'Not available to lease',
    description: 'Wish list page: a product a lease cannot pay for',
  },
  leaseNote: {
    id: 'wishlist.page.leaseNote',
    defaultMessage: 'Leasing costs more than paying the cash price. You won’t own it until all payments are made.',
    description: 'Wish list page: the note under the lease figures',
  },
  loadError: {
    id: 'wishlist.page.loadError',
    defaultMessage: 'We couldn’t load your wishlist.',
    description: 'Wish list page: the list failed to load',
  },
  retry: { id: 'wishlist.page.retry', defaultMessage: 'Try again', description: 'Wish list page: loads the list again' },
  pages: { id: 'wishlist.page.pages', defaultMessage: 'Wishlist pages', description: 'Accessible name of the wish list’s page links' },
  previous: { id: 'wishlist.page.previous', defaultMessage: 'Previous', description: 'Wish list page: link to the previous page of items' },
  next: { id: 'wishlist.page.next', defaultMessage: 'Next', description: 'Wish list page: link to the next page of items' },
  pageOf: {
    id: 'wishlist.page.pageOf',
    defaultMessage: 'Page {page} of {pageCount}',
    description: 'Wish list page: which page of items is shown',
  },
  chooseOptions: {
    id: 'wishlist.page.chooseOptions',
    defaultMessage: 'Choose options',
    description:
      'Wish list page: link to the page of a product with options (colour, size), where they are chosen before adding it to the cart',
  },
  chooseOptionsFor: {
    id: 'wishlist.page.chooseOptionsFor',
    defaultMessage: 'Choose options for {productName}',
    description: 'Wish list page: accessible name of the Choose options link',
  },
  addToCartFor: {
    id: 'wishlist.page.addToCartFor',
    defaultMessage: 'Add to cart: {productName}',
    description: 'Wish list page: accessible name of a product’s Add to cart button (its text is Add to cart)',
  },
})
