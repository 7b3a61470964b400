// A lease's cost as the storefront states it wherever a payment is (product page, cart lines,
// checkout): every figure together, never one alone.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const leaseQuoteMessages = defineMessages<{
  payFrequency: NoMessageValues
  payFrequencyOption: { frequency: string }
  cashPrice: NoMessageValues
  initialPayment: NoMessageValues
  payments: { count: number; frequency: string; payment: string }
  lastPayment: { lastPayment: string }
  totalCostToOwn: NoMessageValues
  costAboveCash: NoMessageValues
  earlyPurchase: { days: number; amount: string }
  beforeTax: NoMessageValues
  withTax: { state: string }
  notOwned: NoMessageValues
  sentence: {
    initialPayment: string
    count: number
    frequency: string
    payment: string
    total: string
    above: string
    days: number
    earlyPurchase: string
  }
  text: {
    cashPrice: string
    initialPayment: string
    count: number
    frequency: string
    payment: string
    lastDiffers: string
    lastPayment: string
    total: string
    above: string
    days: number
    earlyPurchase: string
  }
}>({
  payFrequency: {
    id: 'leaseQuote.payFrequency',
    defaultMessage: 'How often are you paid?',
    description: 'Label of the choice of pay frequency the lease payments follow (the payments fall on paydays)',
  },
  payFrequencyOption: {
    id: 'leaseQuote.payFrequencyOption',
    defaultMessage: '{frequency, select, weekly {Weekly} bi_weekly {Every two weeks} semi_monthly {Twice a month} other {Monthly}}',
    description: 'A choice of the pay frequency list; {frequency} is weekly, bi_weekly, semi_monthly or monthly',
  },
  cashPrice: { id: 'leaseQuote.cashPrice', defaultMessage: 'Cash price', description: 'Lease quote row: the price paid without a lease' },
  initialPayment: {
    id: 'leaseQuote.initialPayment',
    defaultMessage: 'Initial payment due today',
    description: 'Lease quote row: what is paid when the lease is signed',
  },
  payments: {
    id: 'leaseQuote.payments',
    defaultMessage:
      '{count} {frequency, select, weekly {weekly} bi_weekly {every-two-weeks} semi_monthly {twice-monthly} other {monthly}} payments of {payment}',
    description:
      'Lease quote row: the number of payments after the initial one, how often, and each amount, e.g. 52 weekly payments of $19.60',
  },
  lastPayment: {
    id: 'leaseQuote.lastPayment',
    defaultMessage: '(the last one {lastPayment})',
    description: 'Lease quote: the last payment carries the cents the even split left over, e.g. (the last one $19.98)',
  },
  totalCostToOwn: {
    id: 'leaseQuote.totalCostToOwn',
    defaultMessage: 'Total cost to own',
    description: 'Lease quote row: everything paid to own the item by making every payment',
  },
  costAboveCash: {
    id: 'leaseQuote.costAboveCash',
    defaultMessage: 'Cost above the cash price (before tax)',
    description: 'Lease quote row: what leasing costs more than paying the cash price',
  },
  earlyPurchase: {
    id: 'leaseQuote.earlyPurchase',
    defaultMessage: '{days}-day option: own it for {amount} in total',
    description: 'Lease quote row: paying it off within the early purchase window (90 days), e.g. own it for $557.99 in total',
  },
  beforeTax: {
    id: 'leaseQuote.beforeTax',
    defaultMessage: 'Payments are shown before sales tax.',
    description: 'Lease quote: the shopper’s state is not known, so no tax is in the payments',
  },
  withTax: {
    id: 'leaseQuote.withTax',
    defaultMessage: 'Payments include {state} sales tax.',
    description: 'Lease quote: the payments include the shopper’s state’s tax; {state} is two letters, e.g. TX',
  },
  notOwned: {
    id: 'leaseQuote.notOwned',
    defaultMessage: 'You won’t own it until all payments are made.',
    description: 'Lease quote: ownership disclosure (required wherever a lease payment is stated)',
  },
  sentence: {
    id: 'leaseQuote.sentence',
    defaultMessage:
      'Lease it: {initialPayment} today, then {count} {frequency, select, weekly {weekly} bi_weekly {every-two-weeks} semi_monthly {twice-monthly} other {monthly}} payments of {payment}. Total cost to own {total}, {above} more than the cash price. {days}-day option: own it for {earlyPurchase}.',
    description:
      'Cart line: the lease of the line in one sentence, every figure together; e.g. $49.00 today, 52 weekly payments of $19.60, total $1,068.58, $520.59 more, 90-day option $557.99',
  },
  text: {
    id: 'leaseQuote.text',
    defaultMessage:
      'Lease to own for {cashPrice}: {initialPayment} due today, then {count} {frequency, select, weekly {weekly} bi_weekly {every-two-weeks} semi_monthly {twice-monthly} other {monthly}} payments of {payment}{lastDiffers, select, yes { (the last one {lastPayment})} other {}}. Total cost to own {total}, {above} more than the cash price. {days}-day option: own it for {earlyPurchase}.',
    description:
      'The lease of a price in plain text, every figure together (read by search engines with the product page price); {lastDiffers} is yes when the last payment differs; e.g. Lease to own for $547.99: $49.00 due today, then 52 weekly payments of $19.60 (the last one $19.98). Total cost to own $1,068.58, $520.59 more than the cash price. 90-day option: own it for $557.99.',
  },
})
