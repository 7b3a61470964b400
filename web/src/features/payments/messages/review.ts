// /review-payment: the review, the submit and its outcome.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type ReviewMessagesValues = {
  heading: None
  documentTitle: { brandName: string | number }
  loading: None
  loadError: None
  nothing: None
  start: None
  change: None
  changeNamed: None
  kind: None
  method: None
  totalNote: None
  authorizationHeading: None
  authorizationAccept: None
  authorizationRequired: None
  pay: { total: string | number }
  paying: None
  stillPending: None
  startOver: None
}

export const reviewMessages = defineMessages<ReviewMessagesValues>({
  heading: { id: 'payments.review.heading', defaultMessage: 'Review your payment', description: 'Heading of /review-payment' },
  documentTitle: {
    id: 'payments.review.documentTitle',
    defaultMessage: 'Review Payment | {brandName}',
    description: 'Document title of /review-payment; {brandName} is e.g. Northwind Lease',
  },
  loading: {
    id: 'payments.review.loading',
    defaultMessage: 'Working out the tax and total…',
    description: 'Accessible text while the review loads',
  },
  loadError: {
    id: 'payments.review.loadError',
    defaultMessage: "We couldn't get the total of this payment.",
    description: 'The review could not be loaded, above a retry button',
  },
  nothing: {
    id: 'payments.review.nothing',
    defaultMessage: 'There is no payment to review.',
    description: 'Shown on /review-payment when no payment was started in this tab',
  },
  start: { id: 'payments.review.start', defaultMessage: 'Start a payment', description: 'Link to /make-a-payment' },
  change: {
    id: 'payments.review.change',
    defaultMessage: 'Change',
    description: 'Link back to /make-a-payment to change the amount or method',
  },
  changeNamed: {
    id: 'payments.review.changeNamed',
    defaultMessage: 'Change the amount or method',
    description: 'Accessible name of the Change link',
  },
  kind: {
    id: 'payments.review.kind',
    defaultMessage: 'Paying',
    description: 'Review: label of what is being paid (next payment, payoff, ...)',
  },
  method: { id: 'payments.review.method', defaultMessage: 'Pay with', description: 'Review: label of the payment method' },
  totalNote: {
    id: 'payments.review.totalNote',
    defaultMessage: 'This total is what will be charged today.',
    description: 'Under the total of the review',
  },
  authorizationHeading: {
    id: 'payments.review.authorizationHeading',
    defaultMessage: 'Bank debit authorization',
    description: 'Heading of the one-time bank debit authorization on the review',
  },
  authorizationAccept: {
    id: 'payments.review.authorizationAccept',
    defaultMessage: 'I have read and agree to this authorization',
    description: 'Checkbox the customer checks to accept the one-time bank debit authorization',
  },
  authorizationRequired: {
    id: 'payments.review.authorizationRequired',
    defaultMessage: 'Read and accept the debit authorization to pay from a bank account.',
    description: 'Error when the authorization checkbox is not checked',
  },
  pay: {
    id: 'payments.review.pay',
    defaultMessage: 'Pay {total}',
    description: 'Submit button of the review; {total} is the total charged',
  },
  paying: { id: 'payments.review.paying', defaultMessage: 'Paying…', description: 'The submit button while the payment is sent' },
  stillPending: {
    id: 'payments.review.stillPending',
    defaultMessage: 'A payment you sent from this page may still be going through. Check your payment history before you pay again.',
    description: 'Shown on /review-payment after a reload when the last submit got no final answer',
  },
  startOver: {
    id: 'payments.review.startOver',
    defaultMessage: 'Start a new payment',
    description: 'Button that forgets the payment in progress and goes to /make-a-payment',
  },
})

type ResultMessagesValues = {
  successHeading: None
  successText: { total: string | number; method: string | number }
  receiptNumber: { receiptNumber: string | number }
  history: None
  dashboard: None
  declinedHeading: None
  nothingCharged: None
  declinedNext: None
  tryAnother: None
  unavailableHeading: None
  unavailableText: None
  retry: None
  failed: None
}

export const resultMessages = defineMessages<ResultMessagesValues>({
  successHeading: {
    id: 'payments.result.successHeading',
    defaultMessage: 'Payment received. Thank you!',
    description: 'Heading after a settled payment',
  },
  successText: {
    id: 'payments.result.successText',
    defaultMessage: '{total} was paid with {method}. A receipt was emailed to you.',
    description: 'After a settled payment; {total} the total charged, {method} the method masked',
  },
  receiptNumber: {
    id: 'payments.result.receiptNumber',
    defaultMessage: 'Receipt number: {receiptNumber}',
    description: 'After a settled payment: its receipt number',
  },
  history: { id: 'payments.result.history', defaultMessage: 'See your payment history', description: 'Link to /payments after a payment' },
  dashboard: {
    id: 'payments.result.dashboard',
    defaultMessage: 'Back to your dashboard',
    description: 'Link to /dashboard after a payment',
  },
  declinedHeading: {
    id: 'payments.result.declinedHeading',
    defaultMessage: 'Your payment was declined',
    description: 'Heading after a declined payment (402)',
  },
  nothingCharged: {
    id: 'payments.result.nothingCharged',
    defaultMessage: 'Nothing was charged.',
    description: 'After a declined payment: nothing was charged',
  },
  declinedNext: {
    id: 'payments.result.declinedNext',
    defaultMessage: 'Try another payment method, or contact your bank or card issuer.',
    description: 'After a declined payment: what to do next',
  },
  tryAnother: {
    id: 'payments.result.tryAnother',
    defaultMessage: 'Try another payment method',
    description: 'Link back to /make-a-payment after a decline (the amount is kept)',
  },
  unavailableHeading: {
    id: 'payments.result.unavailableHeading',
    defaultMessage: "We didn't hear back from the payment processor",
    description: 'Heading after a submit that got no final answer (503 or the network)',
  },
  unavailableText: {
    id: 'payments.result.unavailableText',
    defaultMessage:
      'Your payment may still go through. Try again: sending it again will not charge you twice. If it still fails, check your payment history in a few minutes before paying again.',
    description: 'After a 503 processor_unavailable: the payment may still go through; retrying reuses the same key',
  },
  retry: {
    id: 'payments.result.retry',
    defaultMessage: 'Try again',
    description: 'Sends the same payment again (same idempotency key) after a 503',
  },
  failed: {
    id: 'payments.result.failed',
    defaultMessage: "We couldn't take this payment. Nothing was charged. Try again later.",
    description: 'Any other refusal of the payment',
  },
})

type DeclineMessagesValues = {
  insufficient_funds: None
  expired_card: None
  do_not_honor: None
  account_closed: None
}

export const declineMessages = defineMessages<DeclineMessagesValues>({
  insufficient_funds: {
    id: 'payments.decline.insufficientFunds',
    defaultMessage: 'The issuer says there are not enough funds.',
    description: 'Decline reason insufficient_funds',
  },
  expired_card: { id: 'payments.decline.expiredCard', defaultMessage: 'The card has expired.', description: 'Decline reason expired_card' },
  do_not_honor: {
    id: 'payments.decline.doNotHonor',
    defaultMessage: 'The issuer declined the payment without giving a reason.',
    description: 'Decline reason do_not_honor',
  },
  account_closed: {
    id: 'payments.decline.accountClosed',
    defaultMessage: 'The bank account is closed.',
    description: 'Decline reason account_closed',
  },
})
