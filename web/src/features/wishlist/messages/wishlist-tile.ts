// The heart on a listing's product tiles.
import { defineMessages } from 'react-intl'

export const wishlistTileMessages = defineMessages<{ add: { productName: string }; remove: { productName: string } }>({
  add: {
    id: 'wishlist.tile.add',
    defaultMessage: 'Add {productName} to wishlist',
    description: 'Product tile of a listing: accessible name of the heart button that keeps the product in the wish list',
  },
  remove: {
    id: 'wishlist.tile.remove',
    defaultMessage: 'Remove {productName} from wishlist',
    description: 'Product tile of a listing: accessible name of the filled heart button that takes the product out of the wish list',
  },
})
