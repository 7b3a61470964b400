// The customer portal navigation's messages.
import { defineMessages } from 'react-intl'

export const portalNavMessages = defineMessages({
  label: {
    id: 'portalNav.label',
    defaultMessage: 'Customer portal',
    description: 'Accessible name of the customer portal navigation (left column on desktop, top bar on phones)',
  },
  home: { id: 'portalNav.home', defaultMessage: 'Home', description: 'Customer portal navigation: the dashboard' },
  payments: { id: 'portalNav.payments', defaultMessage: 'Payments', description: 'Customer portal navigation: payments' },
  paymentMethods: {
    id: 'portalNav.paymentMethods',
    defaultMessage: 'Payment Methods',
    description: 'Customer portal navigation: saved payment methods',
  },
  profile: { id: 'portalNav.profile', defaultMessage: 'Profile', description: 'Customer portal navigation: profile and lease details' },
})
