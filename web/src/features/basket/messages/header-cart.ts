// The header's cart link (the header is on the first load: its words alone).
import { defineMessages, type NoMessageValues } from 'react-intl'

export const headerCartMessages = defineMessages<{ cart: NoMessageValues; cartCount: { count: number } }>({
  cart: { id: 'basket.header.cart', defaultMessage: 'Cart', description: 'Header: the cart link' },
  cartCount: {
    id: 'basket.header.cartCount',
    defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}',
    description: 'Header: accessible name of the cart link once the number of items is known',
  },
})
