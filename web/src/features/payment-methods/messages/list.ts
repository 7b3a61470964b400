// /payment-methods: the saved methods, their actions, autopay, and the outcome of each change.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type Method = { method: string }

type ListMessagesValues = {
  heading: None
  documentTitle: { brandName: string }
  forLease: { number: string }
  savedHeading: None
  loading: None
  loadError: None
  retry: None
  emptyHeading: None
  emptyText: None
  add: None
  defaultBadge: None
  cardKind: None
  bankKind: None
  expires: { date: string }
  makeDefault: None
  makeDefaultNamed: Method
  remove: None
  removeNamed: Method
  closedNotice: None
  added: Method
  removed: Method
  madeDefault: Method
}

export const listMessages = defineMessages<ListMessagesValues>({
  heading: {
    id: 'paymentMethods.heading',
    defaultMessage: 'Payment Methods',
    description: 'Heading of the /payment-methods page of the customer portal',
  },
  documentTitle: {
    id: 'paymentMethods.documentTitle',
    defaultMessage: 'Payment Methods | {brandName}',
    description: 'Document title of /payment-methods; {brandName} is e.g. Northwind Lease',
  },
  forLease: {
    id: 'paymentMethods.forLease',
    defaultMessage: 'For lease #{number}',
    description: 'Under the heading of the payment-method pages: which lease the methods belong to; {number} is the lease number',
  },
  savedHeading: {
    id: 'paymentMethods.saved.heading',
    defaultMessage: 'Saved methods',
    description: "Heading of the list of the lease's saved payment methods",
  },
  loading: {
    id: 'paymentMethods.loading',
    defaultMessage: 'Loading your payment methods…',
    description: 'Accessible text while the payment methods load',
  },
  loadError: {
    id: 'paymentMethods.loadError',
    defaultMessage: "We couldn't load your payment methods.",
    description: 'Shown when the payment methods of the lease could not be loaded, above a retry button',
  },
  retry: {
    id: 'paymentMethods.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the payment methods again after a failure',
  },
  emptyHeading: {
    id: 'paymentMethods.empty.heading',
    defaultMessage: 'No payment methods yet',
    description: 'Heading shown when the lease has no saved payment method',
  },
  emptyText: {
    id: 'paymentMethods.empty.text',
    defaultMessage: 'Add a card or a bank account to pay faster and to turn on autopay.',
    description: 'Text shown when the lease has no saved payment method',
  },
  add: {
    id: 'paymentMethods.add',
    defaultMessage: 'Add a payment method',
    description: 'Link to the page that adds a card or a bank account',
  },
  defaultBadge: {
    id: 'paymentMethods.defaultBadge',
    defaultMessage: 'Default',
    description: "Badge on the lease's default payment method",
  },
  cardKind: {
    id: 'paymentMethods.kind.card',
    defaultMessage: 'Card',
    description: 'Kind of a saved payment method: a debit or credit card',
  },
  bankKind: {
    id: 'paymentMethods.kind.bank',
    defaultMessage: 'Bank account',
    description: 'Kind of a saved payment method: a bank account',
  },
  expires: {
    id: 'paymentMethods.expires',
    defaultMessage: 'Expires {date}',
    description: "A saved card's expiry; {date} is the month and year, e.g. 12/2030",
  },
  makeDefault: {
    id: 'paymentMethods.makeDefault',
    defaultMessage: 'Make default',
    description: 'Button that makes a saved payment method the default one',
  },
  makeDefaultNamed: {
    id: 'paymentMethods.makeDefault.named',
    defaultMessage: 'Make default: {method}',
    description: 'Accessible name of the Make default button; {method} names the method, e.g. Visa ending in 4242',
  },
  remove: {
    id: 'paymentMethods.remove',
    defaultMessage: 'Remove',
    description: 'Button that removes a saved payment method (asks for confirmation)',
  },
  removeNamed: {
    id: 'paymentMethods.remove.named',
    defaultMessage: 'Remove: {method}',
    description: 'Accessible name of the Remove button; {method} names the method, e.g. Visa ending in 4242',
  },
  closedNotice: {
    id: 'paymentMethods.closedNotice',
    defaultMessage: "This lease is closed, so its payment methods can't be changed.",
    description: 'Note on the payment-method pages of a paid-out, returned or charged-off lease',
  },
  added: {
    id: 'paymentMethods.done.added',
    defaultMessage: '{method} was added.',
    description: 'Announced after a method was added; {method} e.g. Visa ending in 4242',
  },
  removed: {
    id: 'paymentMethods.done.removed',
    defaultMessage: '{method} was removed.',
    description: 'Announced after a method was removed; {method} e.g. Visa ending in 4242',
  },
  madeDefault: {
    id: 'paymentMethods.done.madeDefault',
    defaultMessage: '{method} is now your default payment method.',
    description: 'Announced after a method was made the default; {method} e.g. Visa ending in 4242',
  },
})

type MethodLabelValues = {
  card: { brand: string; last4: string }
  cardSpoken: { brand: string; last4: string }
  bank: { accountType: string; last4: string }
  bankSpoken: { accountType: string; last4: string }
}

/** How a saved method is named: masked to its last 4 on screen, and in words for assistive technology. */
export const methodLabelMessages = defineMessages<MethodLabelValues>({
  card: {
    id: 'paymentMethods.label.card',
    defaultMessage: '{brand} •••• {last4}',
    description:
      "A saved card as shown: {brand} is the card's brand (Visa, Mastercard, American Express, Discover), {last4} its last 4 digits",
  },
  cardSpoken: {
    id: 'paymentMethods.label.cardSpoken',
    defaultMessage: '{brand} ending in {last4}',
    description: 'A saved card in words (screen readers, dialog titles): {brand} is the brand, {last4} the last 4 digits',
  },
  bank: {
    id: 'paymentMethods.label.bank',
    defaultMessage: '{accountType, select, savings {Savings} other {Checking}} •••• {last4}',
    description: 'A saved bank account as shown: its type (checking or savings) and {last4}, the last 4 digits of the account number',
  },
  bankSpoken: {
    id: 'paymentMethods.label.bankSpoken',
    defaultMessage: '{accountType, select, savings {Savings account} other {Checking account}} ending in {last4}',
    description: 'A saved bank account in words (screen readers, dialog titles): its type and the last 4 digits',
  },
})
