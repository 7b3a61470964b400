// /make-a-payment: the amount and the method.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type MakeMessagesValues = {
  heading: None
  documentTitle: { brandName: string | number }
  loading: None
  loadError: None
  closed: None
  amountLegend: None
  dueOn: { date: string | number }
  pastDueHint: None
  payoffHint: { date: string | number }
  withTax: { amount: string | number; tax: string | number }
  customHint: { min: string | number; max: string | number }
  customLabel: None
  methodLegend: None
  defaultBadge: None
  noMethods: None
  addMethod: None
  methodRequired: None
  review: None
  reviewing: None
  cancel: None
  error: None
}

export const makeMessages = defineMessages<MakeMessagesValues>({
  heading: { id: 'payments.make.heading', defaultMessage: 'Make a payment', description: 'Heading of /make-a-payment' },
  documentTitle: {
    id: 'payments.make.documentTitle',
    defaultMessage: 'Make a Payment | {brandName}',
    description: 'Document title of /make-a-payment; {brandName} is e.g. Northwind Lease',
  },
  loading: {
    id: 'payments.make.loading',
    defaultMessage: 'Loading what you can pay…',
    description: 'Accessible text while the payment options load',
  },
  loadError: {
    id: 'payments.make.loadError',
    defaultMessage: "We couldn't load your payment options.",
    description: 'Shown when the payment options could not be loaded, above a retry button',
  },
  closed: {
    id: 'payments.make.closed',
    defaultMessage: 'This lease takes no more payments.',
    description: 'Shown on /make-a-payment for a paid-out, returned or charged-off lease',
  },
  amountLegend: {
    id: 'payments.make.amountLegend',
    defaultMessage: 'How much do you want to pay?',
    description: 'Legend of the amount choices',
  },
  dueOn: { id: 'payments.make.dueOn', defaultMessage: 'Due {date}', description: 'Under the next payment choice: its due date' },
  pastDueHint: {
    id: 'payments.make.pastDueHint',
    defaultMessage: 'Everything past due, with fees',
    description: 'Under the past-due choice',
  },
  payoffHint: {
    id: 'payments.make.payoffHint',
    defaultMessage: 'Own it today: quote for {date}',
    description: 'Under the payoff choice; {date} is the day of the quote',
  },
  withTax: {
    id: 'payments.make.withTax',
    defaultMessage: '{amount} + {tax} tax',
    description: 'Under an amount choice: the amount before tax and the tax; the total is shown large',
  },
  customHint: {
    id: 'payments.make.customHint',
    defaultMessage: 'Between {min} and {max} before tax. Tax is added on the next step.',
    description: 'Under the other amount choice: its smallest and largest amount',
  },
  customLabel: {
    id: 'payments.make.customLabel',
    defaultMessage: 'Amount before tax',
    description: 'Label of the field where the customer types another amount',
  },
  methodLegend: {
    id: 'payments.make.methodLegend',
    defaultMessage: 'Pay with',
    description: 'Legend of the saved payment methods to choose from',
  },
  defaultBadge: { id: 'payments.make.defaultBadge', defaultMessage: 'Default', description: 'Badge on the default payment method' },
  noMethods: {
    id: 'payments.make.noMethods',
    defaultMessage: 'You have no saved payment method on this lease yet. Add a card or a bank account to pay.',
    description: 'Shown instead of the methods when the lease has none',
  },
  addMethod: { id: 'payments.make.addMethod', defaultMessage: 'Add a payment method', description: 'Link to /add-payment-method' },
  methodRequired: {
    id: 'payments.make.methodRequired',
    defaultMessage: 'Choose how you want to pay.',
    description: 'Error when no method is chosen',
  },
  review: { id: 'payments.make.review', defaultMessage: 'Review payment', description: 'Button that goes on to the review of the payment' },
  reviewing: {
    id: 'payments.make.reviewing',
    defaultMessage: 'Checking the amount…',
    description: 'The review button while the amount is checked with the server',
  },
  cancel: { id: 'payments.make.cancel', defaultMessage: 'Cancel', description: 'Link back to the payment history' },
  error: {
    id: 'payments.make.error',
    defaultMessage: "We couldn't check this payment. Try again in a moment.",
    description: 'The review of the amount failed (server or network)',
  },
})

/** The amount field's problems: the client's check and the server's 400 reason, the same words. */
type Bounds = { min: string | number; max: string | number }
type AmountErrorMessagesValues = {
  required: Bounds
  zero: Bounds
  negative: Bounds
  not_a_number: Bounds
  too_many_decimals: Bounds
  above_maximum: Bounds
  below_minimum: Bounds
  amount_changed: Bounds
  invalid: Bounds
}

export const amountErrorMessages = defineMessages<AmountErrorMessagesValues>({
  required: {
    id: 'payments.amountError.required',
    defaultMessage: 'Enter an amount.',
    description: 'Other amount left empty (reason required)',
  },
  zero: { id: 'payments.amountError.zero', defaultMessage: 'Enter an amount greater than zero.', description: 'Other amount is zero' },
  negative: {
    id: 'payments.amountError.negative',
    defaultMessage: "The amount can't be negative.",
    description: 'Other amount is negative',
  },
  not_a_number: {
    id: 'payments.amountError.notANumber',
    defaultMessage: 'Enter the amount as a number, like 25.00.',
    description: 'Other amount is not a number',
  },
  too_many_decimals: {
    id: 'payments.amountError.tooManyDecimals',
    defaultMessage: 'The amount can have at most two decimals (cents).',
    description: 'Other amount has more than two decimals',
  },
  above_maximum: {
    id: 'payments.amountError.aboveMaximum',
    defaultMessage: 'The most you can pay is {max}, the payoff.',
    description: 'Other amount above the payoff; {max} is the payoff before tax',
  },
  below_minimum: {
    id: 'payments.amountError.belowMinimum',
    defaultMessage: 'The least you can pay is {min}.',
    description: 'Other amount below the minimum; {min} e.g. $1.00',
  },
  amount_changed: {
    id: 'payments.amountError.amountChanged',
    defaultMessage: 'This amount is no longer what is due. Choose the amount again.',
    description: 'The amount due changed since the page loaded (reason amount_changed)',
  },
  invalid: {
    id: 'payments.amountError.invalid',
    defaultMessage: 'Check the amount and try again.',
    description: 'The server refused the amount for a reason the app does not know',
  },
})
