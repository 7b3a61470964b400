import { defineMessages } from 'react-intl'

/** The badges' words (badge.tsx), also the home page's tile's own "New" (features/home). */
export const badgeMessages = defineMessages({
  new: { id: 'badge.new', defaultMessage: 'New', description: 'Badge on products or retailers that were recently added' },
  sale: { id: 'badge.sale', defaultMessage: 'Sale', description: 'Badge on products that are on sale' },
})
