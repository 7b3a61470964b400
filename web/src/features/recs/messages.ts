// Rows of recommended products: their headings, where the storefront shows them.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const recsMessages = defineMessages<{
  completeTheSet: NoMessageValues
  mightAlsoLike: NoMessageValues
  recentlyViewed: NoMessageValues
  mayAlsoLike: NoMessageValues
  topSellers: NoMessageValues
  mostViewed: NoMessageValues
  homeTopSellers: NoMessageValues
}>({
  completeTheSet: {
    id: 'recs.completeTheSet',
    defaultMessage: 'Complete the set',
    description: 'Product page: heading of the other pieces of the sets this product belongs to',
  },
  mightAlsoLike: {
    id: 'recs.mightAlsoLike',
    defaultMessage: 'You might also like',
    description: 'Product page and added-to-cart window: heading of products similar to this one',
  },
  recentlyViewed: {
    id: 'recs.recentlyViewed',
    defaultMessage: 'Recently viewed',
    description: 'Product page and cart: heading of the products this shopper looked at last',
  },
  mayAlsoLike: {
    id: 'recs.mayAlsoLike',
    defaultMessage: 'You may also like',
    description: 'Cart: heading of products often viewed or leased with the ones in the cart',
  },
  topSellers: {
    id: 'recs.topSellers',
    defaultMessage: 'Top sellers',
    description: 'Search with no results: heading of the best-selling products',
  },
  mostViewed: {
    id: 'recs.mostViewed',
    defaultMessage: 'Most viewed products',
    description: 'Search with no results: heading of the most viewed product of each category',
  },
  homeTopSellers: {
    id: 'recs.homeTopSellers',
    defaultMessage: 'Shoppers’ favorites',
    description: 'Home page: heading of the products leased most',
  },
})
