// /payments: the lease's payment history, its pager, and each payment's receipt.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type HistoryMessagesValues = {
  heading: None
  documentTitle: { brandName: string | number }
  forLease: { number: string | number }
  makePayment: None
  historyHeading: None
  loading: None
  loadError: None
  retry: None
  emptyHeading: None
  emptyText: None
  paymentSummary: { kind: string | number; method: string | number }
  viewReceipt: None
  viewReceiptNamed: { receiptNumber: string | number }
  pagerLabel: None
  pageOf: { page: string | number; pages: string | number }
  previous: None
  next: None
}

export const historyMessages = defineMessages<HistoryMessagesValues>({
  heading: {
    id: 'payments.heading',
    defaultMessage: 'Payments',
    description: 'Heading of the /payments page of the customer portal (payment history)',
  },
  documentTitle: {
    id: 'payments.documentTitle',
    defaultMessage: 'Payments | {brandName}',
    description: 'Document title of /payments; {brandName} is e.g. Northwind Lease',
  },
  forLease: {
    id: 'payments.forLease',
    defaultMessage: 'For lease #{number}',
    description: 'Under the heading of the payment pages: which lease; {number} is the lease number',
  },
  makePayment: {
    id: 'payments.makePayment',
    defaultMessage: 'Make a payment',
    description: 'Link from the payment history to /make-a-payment',
  },
  historyHeading: {
    id: 'payments.history.heading',
    defaultMessage: 'Payment history',
    description: 'Heading of the list of payments made on the lease',
  },
  loading: {
    id: 'payments.history.loading',
    defaultMessage: 'Loading your payments…',
    description: 'Accessible text while the payment history loads',
  },
  loadError: {
    id: 'payments.history.loadError',
    defaultMessage: "We couldn't load your payments.",
    description: 'Shown when the payment history could not be loaded, above a retry button',
  },
  retry: { id: 'payments.retry', defaultMessage: 'Try again', description: 'Button that loads the payment page again after a failure' },
  emptyHeading: {
    id: 'payments.history.empty.heading',
    defaultMessage: 'No payments yet',
    description: 'Heading shown when no payment was made online on the lease',
  },
  emptyText: {
    id: 'payments.history.empty.text',
    defaultMessage: 'Payments you make here show up in this list, each with its receipt.',
    description: 'Text shown when no payment was made online on the lease',
  },
  paymentSummary: {
    id: 'payments.history.item',
    defaultMessage: '{kind} with {method}',
    description: 'One payment of the history: {kind} is what was paid (e.g. Next payment), {method} the method masked to its last 4',
  },
  viewReceipt: {
    id: 'payments.history.viewReceipt',
    defaultMessage: 'View receipt',
    description: 'Button that opens the receipt of a settled payment',
  },
  viewReceiptNamed: {
    id: 'payments.history.viewReceiptNamed',
    defaultMessage: 'View receipt {receiptNumber}',
    description: 'Accessible name of the View receipt button; {receiptNumber} is the receipt number',
  },
  pagerLabel: {
    id: 'payments.pager.label',
    defaultMessage: 'Payment history pages',
    description: 'Accessible name of the pager of the payment history',
  },
  pageOf: {
    id: 'payments.pager.pageOf',
    defaultMessage: 'Page {page} of {pages}',
    description: 'Pager of the payment history: which page is shown; {page} and {pages} are numbers',
  },
  previous: {
    id: 'payments.pager.previous',
    defaultMessage: 'Newer payments',
    description: 'Pager button: the previous page (newer payments)',
  },
  next: { id: 'payments.pager.next', defaultMessage: 'Older payments', description: 'Pager button: the next page (older payments)' },
})

type StatusMessagesValues = {
  pending: None
  settled: None
  declined: None
  failed: None
}

export const statusMessages = defineMessages<StatusMessagesValues>({
  pending: {
    id: 'payments.status.pending',
    defaultMessage: 'Processing',
    description: 'Status of a payment the processor has not settled yet',
  },
  settled: { id: 'payments.status.settled', defaultMessage: 'Paid', description: 'Status of a settled payment' },
  declined: {
    id: 'payments.status.declined',
    defaultMessage: 'Declined, not charged',
    description: 'Status of a payment the issuer declined (nothing was charged)',
  },
  failed: {
    id: 'payments.status.failed',
    defaultMessage: 'Failed, not charged',
    description: 'Status of a payment that never went through (nothing was charged)',
  },
})

type KindMessagesValues = {
  next_payment: None
  past_due: None
  payoff: None
  custom: None
}

/** What a payment in the history was (the kinds a customer pays, and autopay's). */
export const historyKindMessages = defineMessages<{ autopay: None }>({
  autopay: {
    id: 'payments.kind.autopay',
    defaultMessage: 'Autopay',
    description: 'History: a payment the nightly autopay charged on a due date',
  },
})

export const kindMessages = defineMessages<KindMessagesValues>({
  next_payment: { id: 'payments.kind.nextPayment', defaultMessage: 'Next payment', description: 'Amount kind: the next scheduled payment' },
  past_due: {
    id: 'payments.kind.pastDue',
    defaultMessage: 'Past-due amount',
    description: 'Amount kind: everything past due on the lease',
  },
  payoff: {
    id: 'payments.kind.payoff',
    defaultMessage: 'Payoff',
    description: 'Amount kind: paying the lease off (the early purchase quote)',
  },
  custom: { id: 'payments.kind.custom', defaultMessage: 'Other amount', description: 'Amount kind: an amount the customer types' },
})

type ReceiptMessagesValues = {
  title: None
  receiptNumber: None
  date: None
  lease: None
  kind: None
  method: None
  status: None
  amount: None
  tax: None
  total: None
  print: None
  close: None
}

export const receiptMessages = defineMessages<ReceiptMessagesValues>({
  title: {
    id: 'payments.receipt.title',
    defaultMessage: 'Payment receipt',
    description: 'Title of the receipt of a payment (dialog and printout)',
  },
  receiptNumber: { id: 'payments.receipt.number', defaultMessage: 'Receipt number', description: 'Receipt: label of the receipt number' },
  date: { id: 'payments.receipt.date', defaultMessage: 'Date', description: 'Receipt: label of the day and time the payment was made' },
  lease: { id: 'payments.receipt.lease', defaultMessage: 'Lease', description: 'Receipt: label of the lease number' },
  kind: {
    id: 'payments.receipt.kind',
    defaultMessage: 'Payment for',
    description: 'Receipt: label of what was paid (next payment, payoff, ...)',
  },
  method: {
    id: 'payments.receipt.method',
    defaultMessage: 'Paid with',
    description: 'Receipt: label of the payment method, masked to its last 4',
  },
  status: { id: 'payments.receipt.status', defaultMessage: 'Status', description: 'Receipt: label of the payment status' },
  amount: { id: 'payments.receipt.amount', defaultMessage: 'Amount', description: 'Receipt and review: label of the amount before tax' },
  tax: { id: 'payments.receipt.tax', defaultMessage: 'Tax', description: 'Receipt and review: label of the sales tax' },
  total: { id: 'payments.receipt.total', defaultMessage: 'Total', description: 'Receipt and review: label of the total charged' },
  print: { id: 'payments.receipt.print', defaultMessage: 'Print', description: 'Button that prints the receipt' },
  close: { id: 'payments.receipt.close', defaultMessage: 'Close', description: 'Button (and × label) that closes the receipt' },
})

/** A saved method named by its server label (`Checking •••• 6789`): masked to the last 4, in the page's words. */
type MethodMessagesValues = {
  card: { brand: string | number; last4: string | number }
  bank: { accountType: string | number; last4: string | number }
  cardSpoken: { brand: string | number; last4: string | number }
  bankSpoken: { accountType: string | number; last4: string | number }
}

export const methodMessages = defineMessages<MethodMessagesValues>({
  card: {
    id: 'payments.method.card',
    defaultMessage: '{brand} •••• {last4}',
    description: 'A card as shown: {brand} (Visa, Mastercard, ...) and {last4}, its last 4 digits',
  },
  bank: {
    id: 'payments.method.bank',
    defaultMessage: '{accountType, select, savings {Savings} other {Checking}} •••• {last4}',
    description: 'A bank account as shown: its type (checking or savings) and {last4}, the last 4 digits',
  },
  cardSpoken: {
    id: 'payments.method.cardSpoken',
    defaultMessage: '{brand} ending in {last4}',
    description: 'A card in words for screen readers: {brand} and {last4}',
  },
  bankSpoken: {
    id: 'payments.method.bankSpoken',
    defaultMessage: '{accountType, select, savings {Savings account} other {Checking account}} ending in {last4}',
    description: 'A bank account in words for screen readers: its type and {last4}',
  },
})
