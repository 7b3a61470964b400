/**
 * A lease's cost in full as plain text, in the page's language: the cash price, the initial
 * payment, the number, frequency and amount of the payments (the last one's when the even split
 * left it different), the total cost to own, the cost above the cash price, the early purchase
 * option, whether tax is in the payments, and that the item is not owned until every payment is
 * made. For where markup
 * cannot go: the product's structured data for search engines states the lease with its price.
 */
import type { IntlShape } from 'react-intl'
import type { LeaseQuote } from '@/api/types'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import { leaseQuoteMessages as m } from './lease-quote-messages'

export function leaseQuoteText(intl: IntlShape, quote: LeaseQuote): string {
  const format = moneyFormat(intl.locale, 'USD')
  const money = (cents: number) => format(fromCents(cents))
  return [
    intl.formatMessage(m.text, {
      cashPrice: money(quote.cashPrice),
      initialPayment: money(quote.initialPayment),
      count: quote.numberOfPayments,
      frequency: quote.payFrequency,
      payment: money(quote.paymentAmount),
      lastDiffers: quote.lastPaymentAmount === quote.paymentAmount ? 'no' : 'yes',
      lastPayment: money(quote.lastPaymentAmount),
      total: money(quote.totalCostToOwn),
      above: money(quote.costAboveCashPrice),
      days: quote.earlyPurchase.days,
      earlyPurchase: money(quote.earlyPurchase.amount),
    }),
    quote.taxIncluded && quote.state ? intl.formatMessage(m.withTax, { state: quote.state }) : intl.formatMessage(m.beforeTax),
    intl.formatMessage(m.notOwned),
  ].join(' ')
}
