// Failures of the payment-method calls, in our own words (never the server's English text); a
// closed lease's refusal (409 lease_closed) says what listMessages.closedNotice says.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type ErrorMessagesValues = {
  noPaymentMethod: None
  methodGone: None
  declined: None
  unavailable: None
  changeUnavailable: None
  generic: None
}

export const errorMessages = defineMessages<ErrorMessagesValues>({
  noPaymentMethod: {
    id: 'paymentMethods.error.noPaymentMethod',
    defaultMessage: 'Add a payment method before turning on autopay.',
    description: 'Autopay could not be turned on: the lease has no payment method (409 no_payment_method)',
  },
  methodGone: {
    id: 'paymentMethods.error.methodGone',
    defaultMessage: 'This payment method is no longer on your lease. The list has been updated.',
    description: 'A change named a method that was already removed (404)',
  },
  declined: {
    id: 'paymentMethods.error.declined',
    defaultMessage: 'The bank or card issuer declined this method. Try another one.',
    description: 'Adding a method failed: the processor declined it',
  },
  unavailable: {
    id: 'paymentMethods.error.unavailable',
    defaultMessage: "We couldn't reach our payment processor, so nothing was added. What you typed is still here: try again in a moment.",
    description: 'Adding a method failed: the processor or the network did not answer (503); the form keeps what was typed',
  },
  changeUnavailable: {
    id: 'paymentMethods.error.changeUnavailable',
    defaultMessage: "We couldn't save this change. Try again in a moment.",
    description: 'A change of the saved methods or autopay failed: the server or the network did not answer',
  },
  generic: {
    id: 'paymentMethods.error.generic',
    defaultMessage: 'Something went wrong. Try again.',
    description: 'Any other failure of a payment-method change',
  },
})
