// Plan details: the payoff quote and "Pay off now" (through the portal's payment pages).
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type PayoffMessagesValues = {
  heading: None
  quote: { amount: string; date: string }
  taxIncluded: { tax: string }
  payOffNow: None
}

export const payoffMessages = defineMessages<PayoffMessagesValues>({
  heading: {
    id: 'planDetails.payoff.heading',
    defaultMessage: 'Pay off your lease',
    description: 'Plan details: heading of the payoff quote and its Pay off now link',
  },
  quote: {
    id: 'planDetails.payoff.quote',
    defaultMessage: 'Own it today for {amount} (quote for {date}).',
    description: 'Plan details: the payoff quote; {amount} is the total with tax, {date} the day of the quote',
  },
  taxIncluded: {
    id: 'planDetails.payoff.taxIncluded',
    defaultMessage: 'Includes {tax} tax.',
    description: 'Plan details: the tax in the payoff quote',
  },
  payOffNow: {
    id: 'planDetails.payoff.payOffNow',
    defaultMessage: 'Pay off now',
    description: 'Plan details: link to make the payoff payment (review and submit follow)',
  },
})
