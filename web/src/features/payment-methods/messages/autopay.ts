// The autopay switch of /payment-methods.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type AutopayMessagesValues = {
  heading: None
  label: None
  description: { method: string }
  descriptionNoDefault: None
  noMethodHint: None
  turnedOn: None
  turnedOff: None
}

export const autopayMessages = defineMessages<AutopayMessagesValues>({
  heading: {
    id: 'paymentMethods.autopay.heading',
    defaultMessage: 'Autopay',
    description: 'Heading of the autopay section of /payment-methods',
  },
  label: {
    id: 'paymentMethods.autopay.label',
    defaultMessage: 'Pay automatically',
    description: 'Label of the switch that turns autopay on or off',
  },
  description: {
    id: 'paymentMethods.autopay.description',
    defaultMessage: 'Each scheduled payment is charged to your default method, {method}, on its due date.',
    description: 'What autopay does; {method} is the default method, e.g. Visa ending in 4242',
  },
  descriptionNoDefault: {
    id: 'paymentMethods.autopay.descriptionNoDefault',
    defaultMessage: 'Each scheduled payment is charged to your default method on its due date.',
    description: 'What autopay does, while the lease has no payment method',
  },
  noMethodHint: {
    id: 'paymentMethods.autopay.noMethodHint',
    defaultMessage: 'Add a payment method to turn on autopay.',
    description: 'Why the autopay switch is disabled: the lease has no payment method',
  },
  turnedOn: {
    id: 'paymentMethods.autopay.turnedOn',
    defaultMessage: 'Autopay is on.',
    description: 'Announced after autopay was turned on',
  },
  turnedOff: {
    id: 'paymentMethods.autopay.turnedOff',
    defaultMessage: 'Autopay is off.',
    description: 'Announced after autopay was turned off',
  },
})
