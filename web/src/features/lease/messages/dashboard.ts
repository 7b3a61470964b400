// The portal dashboard: one sentence per lease status and its cards.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type DashboardMessagesValues = {
  selectedLease: { number: string }
  pending: { storeName: string }
  active: None
  pastDue: { days: number }
  paidOut: None
  returned: None
  chargedOff: { storeName: string }
  chargedOffDebtBuyer: { debtBuyer: string }
  nextPaymentHeading: None
  nextPaymentDue: { date: string }
  taxIncluded: { tax: string }
  nextPaymentTerms: { count: number; total: string }
  noNextPayment: None
  pastDueHeading: None
  pastDueDays: { days: number }
  catchUp: None
  payoffHeading: None
  payoffSameAsCash: { date: string }
  payoffEarlyPurchase: None
  payoffAsOf: { date: string }
  balance: { amount: string }
  totalPaid: { amount: string }
  merchandiseHeading: None
  merchandiseQuantity: { quantity: number }
  storeHeading: None
  planDetailsLink: None
}

export const dashboardMessages = defineMessages<DashboardMessagesValues>({
  selectedLease: {
    id: 'leaseDashboard.selectedLease',
    defaultMessage: 'Lease #{number}',
    description: 'Customer portal dashboard: heading of the selected lease; {number} is the lease number',
  },
  pending: {
    id: 'leaseDashboard.state.pending',
    defaultMessage: 'Your lease is being set up. Your payment schedule starts once {storeName} delivers your merchandise.',
    description: 'Customer portal dashboard: a Pending lease; {storeName} is the store',
  },
  active: {
    id: 'leaseDashboard.state.active',
    defaultMessage: 'Your lease is in good standing. Thank you for paying on time!',
    description: 'Customer portal dashboard: an Active lease',
  },
  pastDue: {
    id: 'leaseDashboard.state.pastDue',
    defaultMessage: 'Your lease is {days, plural, one {# day} other {# days}} past due. Catch up to keep your lease in good standing.',
    description: 'Customer portal dashboard: a PastDue lease; {days} is the number of days past due',
  },
  paidOut: {
    id: 'leaseDashboard.state.paidOut',
    defaultMessage: 'Congratulations, you own it! This lease is paid in full and nothing more is due.',
    description: 'Customer portal dashboard: a PaidOut lease',
  },
  returned: {
    id: 'leaseDashboard.state.returned',
    defaultMessage: 'The merchandise was returned and this lease is closed. Nothing more is due.',
    description: 'Customer portal dashboard: a Returned lease',
  },
  chargedOff: {
    id: 'leaseDashboard.state.chargedOff',
    defaultMessage: 'This lease was charged off for non-payment. Please contact {storeName} about this account.',
    description: 'Customer portal dashboard: a ChargedOff lease without a debt buyer; {storeName} is the store',
  },
  chargedOffDebtBuyer: {
    id: 'leaseDashboard.state.chargedOffDebtBuyer',
    defaultMessage:
      'This lease was charged off and its balance was sold to {debtBuyer}. Please contact {debtBuyer} about this account; we can no longer take payments for it.',
    description: 'Customer portal dashboard: a ChargedOff lease whose debt was sold; {debtBuyer} is the company that bought it',
  },
  nextPaymentHeading: {
    id: 'leaseDashboard.nextPayment.heading',
    defaultMessage: 'Next payment',
    description: 'Customer portal dashboard: heading of the next payment card',
  },
  nextPaymentDue: {
    id: 'leaseDashboard.nextPayment.due',
    defaultMessage: 'Due {date}',
    description: 'Customer portal dashboard: due date of the next payment; {date} is e.g. March 13, 2026',
  },
  taxIncluded: {
    id: 'leaseDashboard.taxIncluded',
    defaultMessage: 'Includes {tax} tax',
    description: 'Customer portal dashboard: the tax part of an amount; {tax} is e.g. $3.27',
  },
  nextPaymentTerms: {
    id: 'leaseDashboard.nextPayment.terms',
    defaultMessage: '{count, plural, one {# payment left} other {# payments left}} · total cost to own {total}',
    description:
      'Customer portal dashboard, next payment card: how many scheduled payments remain and what the lease costs in all to own; {count} is e.g. 12, {total} e.g. $1,487.52',
  },
  noNextPayment: {
    id: 'leaseDashboard.nextPayment.none',
    defaultMessage: 'No payment is scheduled.',
    description: 'Customer portal dashboard: the lease has no next payment',
  },
  pastDueHeading: {
    id: 'leaseDashboard.pastDue.heading',
    defaultMessage: 'Past due',
    description: 'Customer portal dashboard: heading of the past-due card',
  },
  pastDueDays: {
    id: 'leaseDashboard.pastDue.days',
    defaultMessage: '{days, plural, one {# day} other {# days}} late',
    description: 'Customer portal dashboard: how late the past-due amount is',
  },
  catchUp: {
    id: 'leaseDashboard.pastDue.catchUp',
    defaultMessage: 'Catch up on payments',
    description: 'Customer portal dashboard: link to the catch-up plans of a past-due lease',
  },
  payoffHeading: {
    id: 'leaseDashboard.payoff.heading',
    defaultMessage: 'Payoff quote',
    description: 'Customer portal dashboard: heading of the payoff card',
  },
  payoffSameAsCash: {
    id: 'leaseDashboard.payoff.sameAsCash',
    defaultMessage: 'Own your merchandise for its cash price plus a small fee: pay this amount by {date}.',
    description: 'Customer portal dashboard: the payoff inside the 90-day window; {date} is its last day',
  },
  payoffEarlyPurchase: {
    id: 'leaseDashboard.payoff.earlyPurchase',
    defaultMessage: 'Own your merchandise today and save on the remaining payments.',
    description: 'Customer portal dashboard: the early purchase payoff after the 90-day window',
  },
  payoffAsOf: {
    id: 'leaseDashboard.payoff.asOf',
    defaultMessage: 'Quote as of {date}, tax included.',
    description: 'Customer portal dashboard: the day the payoff quote is for; {date} is e.g. March 13, 2026',
  },
  balance: {
    id: 'leaseDashboard.balance',
    defaultMessage: 'Remaining balance: {amount}',
    description: 'Customer portal dashboard: everything still unpaid on the schedule',
  },
  totalPaid: {
    id: 'leaseDashboard.totalPaid',
    defaultMessage: 'Total paid: {amount}',
    description: 'Customer portal dashboard: what the customer paid on the lease so far',
  },
  merchandiseHeading: {
    id: 'leaseDashboard.merchandise.heading',
    defaultMessage: 'Merchandise',
    description: 'Customer portal dashboard: heading of the leased merchandise',
  },
  merchandiseQuantity: {
    id: 'leaseDashboard.merchandise.quantity',
    defaultMessage: 'Quantity: {quantity}',
    description: 'Customer portal dashboard: quantity of a merchandise line',
  },
  storeHeading: {
    id: 'leaseDashboard.store.heading',
    defaultMessage: 'Store',
    description: 'Customer portal dashboard: heading of the store where the lease was signed',
  },
  planDetailsLink: {
    id: 'leaseDashboard.planDetailsLink',
    defaultMessage: 'View plan details',
    description: 'Customer portal dashboard: link to the plan details page',
  },
})
