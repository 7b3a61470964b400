// The lease's own words: status names, the selector's label, errors and empty states, pay frequencies.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type Brand = { brandName: string }

export const leaseStatusMessages = defineMessages({
  Pending: { id: 'leaseStatus.pending', defaultMessage: 'Pending', description: 'Lease status: signed, merchandise not delivered yet' },
  Active: { id: 'leaseStatus.active', defaultMessage: 'Active', description: 'Lease status: in good standing' },
  PastDue: { id: 'leaseStatus.pastDue', defaultMessage: 'Past due', description: 'Lease status: a payment is late' },
  PaidOut: {
    id: 'leaseStatus.paidOut',
    defaultMessage: 'Paid out',
    description: 'Lease status: paid in full, the customer owns the merchandise',
  },
  Returned: {
    id: 'leaseStatus.returned',
    defaultMessage: 'Returned',
    description: 'Lease status: the merchandise was returned, the lease is closed',
  },
  ChargedOff: {
    id: 'leaseStatus.chargedOff',
    defaultMessage: 'Charged off',
    description: 'Lease status: closed for non-payment (its debt may have been sold to a debt buyer)',
  },
})

type LeaseMessagesValues = {
  label: { number: string; storeName: string; status: string }
  storeAddress: { address1: string; city: string; stateCode: string; postalCode: string }
  loadError: None
  detailsError: None
  retry: None
  noLeasesHeading: None
  noLeasesText: Brand
  startShopping: None
  debtBuyerNotice: { debtBuyer: string }
  backToDashboard: None
}

export const leaseMessages = defineMessages<LeaseMessagesValues>({
  label: {
    id: 'lease.label',
    defaultMessage: 'Lease #{number} {storeName} ({status})',
    description:
      'Lease list label in the lease selector; {number} is the lease number, {storeName} the store name cut to 10 characters with an ellipsis, {status} the lease status word',
  },
  storeAddress: {
    id: 'lease.storeAddress',
    defaultMessage: '{address1}, {city}, {stateCode} {postalCode}',
    description: 'A store address on one line',
  },
  loadError: {
    id: 'lease.loadError',
    defaultMessage: "We couldn't load your leases right now.",
    description: 'Customer portal: the lease list could not be loaded',
  },
  detailsError: {
    id: 'lease.detailsError',
    defaultMessage: "We couldn't load the details of this lease.",
    description: 'Customer portal: the selected lease details could not be loaded',
  },
  retry: { id: 'lease.retry', defaultMessage: 'Try again', description: 'Customer portal: button that loads the failed lease data again' },
  noLeasesHeading: {
    id: 'lease.noLeases.heading',
    defaultMessage: "You don't have any leases yet",
    description: 'Customer portal: heading shown to a customer without leases',
  },
  noLeasesText: {
    id: 'lease.noLeases.text',
    defaultMessage: 'When you lease merchandise with {brandName}, your lease shows up here.',
    description: 'Customer portal: text shown to a customer without leases; {brandName} is e.g. Northwind Lease',
  },
  startShopping: {
    id: 'lease.noLeases.startShopping',
    defaultMessage: 'Start shopping',
    description: 'Customer portal: link to the storefront home for a customer without leases',
  },
  debtBuyerNotice: {
    id: 'lease.debtBuyerNotice',
    defaultMessage: 'This lease is managed by {debtBuyer}. Please contact {debtBuyer} about this account.',
    description: 'Customer portal: shown instead of lease pages for a lease whose debt was sold; {debtBuyer} is the company that bought it',
  },
  backToDashboard: {
    id: 'lease.backToDashboard',
    defaultMessage: 'Back to Home',
    description: 'Customer portal: link back to the dashboard (the Home item of the portal navigation)',
  },
})

export const leaseSelectorMessages = defineMessages({
  label: { id: 'leaseSelector.label', defaultMessage: 'Lease', description: 'Header: label of the lease selector (customer portal)' },
  loading: {
    id: 'leaseSelector.loading',
    defaultMessage: 'Loading leases…',
    description: 'Header: the lease selector while the lease list loads',
  },
  disabledHint: {
    id: 'leaseSelector.disabledHint',
    defaultMessage: 'You can switch leases on your dashboard.',
    description: 'Header: note under the lease selector on pages where it is disabled (a payment, a plan, the agreement)',
  },
})

export const payFrequencyMessages = defineMessages({
  weekly: { id: 'payFrequency.weekly', defaultMessage: 'Weekly', description: 'Pay frequency: every week' },
  bi_weekly: { id: 'payFrequency.biWeekly', defaultMessage: 'Every two weeks', description: 'Pay frequency: bi-weekly' },
  semi_monthly: { id: 'payFrequency.semiMonthly', defaultMessage: 'Twice a month', description: 'Pay frequency: semi-monthly' },
  monthly: { id: 'payFrequency.monthly', defaultMessage: 'Monthly', description: 'Pay frequency: every month' },
})
