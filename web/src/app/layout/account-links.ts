/**
 * The account area's pages, each /account plus its path: the account itself (the profile), the
 * wish list, the orders and the addresses. The header's menu lists them for a signed-in customer,
 * and the account pages show them beside the page. Only lazily loaded code imports this module.
 */
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { ACCOUNT_PATH } from './account-paths'

const messages = defineMessages<{
  nav: NoMessageValues
  account: NoMessageValues
  wishlist: NoMessageValues
  orders: NoMessageValues
  addresses: NoMessageValues
}>({
  nav: { id: 'accountNav.label', defaultMessage: 'My account', description: 'Accessible name of the account pages’ navigation' },
  account: { id: 'accountNav.account', defaultMessage: 'Account', description: 'Link to the account page (the customer’s profile)' },
  wishlist: { id: 'accountNav.wishlist', defaultMessage: 'Wishlist', description: 'Link to the customer’s wish list' },
  orders: { id: 'accountNav.orders', defaultMessage: 'Orders', description: 'Link to the customer’s orders' },
  addresses: { id: 'accountNav.addresses', defaultMessage: 'Addresses', description: 'Link to the customer’s saved addresses' },
})

const PAGES = [
  ['', 'account'],
  ['/wishlist', 'wishlist'],
  ['/orders', 'orders'],
  ['/addresses', 'addresses'],
] as const

export interface AccountLink {
  /** An app path: `/account`, `/account/wishlist`, … */
  to: string
  label: string
}

/** The account area's links, in the order they are shown. */
export function useAccountLinks(): AccountLink[] {
  const intl = useIntl()
  return PAGES.map(([path, message]) => ({ to: `${ACCOUNT_PATH}${path}`, label: intl.formatMessage(messages[message]) }))
}

/** The accessible name of the account pages' navigation. */
export function useAccountNavLabel(): string {
  return useIntl().formatMessage(messages.nav)
}
