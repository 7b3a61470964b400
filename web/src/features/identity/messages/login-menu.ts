// The header's login menu.
import { defineMessages } from 'react-intl'

export const loginMenuMessages = defineMessages({
  logIn: { id: 'loginMenu.logIn', defaultMessage: 'Log in', description: 'Header: label of the login menu button for visitors' },
  account: {
    id: 'loginMenu.account',
    defaultMessage: 'My Account',
    description: 'Header: login menu button label for a signed-in customer whose name is unknown',
  },
  dashboard: {
    id: 'loginMenu.dashboard',
    defaultMessage: 'Dashboard',
    description: 'Header login menu: link to the customer portal dashboard',
  },
  logout: { id: 'loginMenu.logout', defaultMessage: 'Logout', description: 'Header login menu: logs the customer out' },
  customerLogin: {
    id: 'loginMenu.customerLogin',
    defaultMessage: 'Customer Login',
    description: 'Header login menu: sign-in for lease customers (customer portal)',
  },
  retailerLogin: {
    id: 'loginMenu.retailerLogin',
    defaultMessage: 'Retailer Login',
    description: 'Header login menu: external sign-in for retail partners',
  },
  shopperHeading: {
    id: 'loginMenu.shopperHeading',
    defaultMessage: 'Shopping with us?',
    description: 'Header login menu: small heading above the shopper sign-in entry',
  },
  signInOrCreate: {
    id: 'loginMenu.signInOrCreate',
    defaultMessage: 'Sign in / Create account',
    description: 'Header login menu: opens the sign-in modal for shoppers',
  },
})
