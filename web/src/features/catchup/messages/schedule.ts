// A catch-up plan's payments (with their derived values) and its schedule interval.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type ScheduleMessagesValues = {
  paymentOf: { number: number; count: number }
  regularPayment: None
  catchUpShare: None
  tax: None
  eachPayment: None
  totalOfPayments: None
  installments: None
}

export const scheduleMessages = defineMessages<ScheduleMessagesValues>({
  paymentOf: {
    id: 'catchUp.payment.of',
    defaultMessage: 'Payment {number} of {count}',
    description: 'Catch-up plan: which payment of the plan a card shows; {number} is its position, {count} the number of payments',
  },
  regularPayment: {
    id: 'catchUp.payment.regular',
    defaultMessage: 'Regular payment',
    description: 'Catch-up plan payment: the payment that was due anyway (total rent minus the catch-up amount, before tax)',
  },
  catchUpShare: {
    id: 'catchUp.payment.share',
    defaultMessage: 'Catch-up amount',
    description: 'Catch-up plan payment: the part of the past-due amount this payment pays (before tax)',
  },
  tax: { id: 'catchUp.payment.tax', defaultMessage: 'Tax', description: 'Catch-up plan payment: the tax of the payment' },
  eachPayment: {
    id: 'catchUp.payment.total',
    defaultMessage: 'Payment total',
    description: 'Catch-up plan payment: what is charged on that day (total rent plus tax)',
  },
  totalOfPayments: {
    id: 'catchUp.totalOfPayments',
    defaultMessage: 'Total of these payments',
    description: "Catch-up plan: the sum of the plan's payments, tax included",
  },
  installments: {
    id: 'catchUp.installments',
    defaultMessage: 'Number of payments',
    description: 'Catch-up plan: how many payments the plan has',
  },
})

/** The schedule interval in words, by the API's pay frequency. */
export const intervalMessages = defineMessages({
  weekly: {
    id: 'catchUp.interval.weekly',
    defaultMessage: 'Every week',
    description: 'Schedule interval of a catch-up plan on a weekly lease',
  },
  bi_weekly: {
    id: 'catchUp.interval.biWeekly',
    defaultMessage: 'Every two weeks',
    description: 'Schedule interval of a catch-up plan on a bi-weekly lease',
  },
  semi_monthly: {
    id: 'catchUp.interval.semiMonthly',
    defaultMessage: 'Twice a month',
    description: 'Schedule interval of a catch-up plan on a semi-monthly lease',
  },
  monthly: {
    id: 'catchUp.interval.monthly',
    defaultMessage: 'Every month',
    description: 'Schedule interval of a catch-up plan on a monthly lease',
  },
})
