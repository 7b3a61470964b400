/**
 * A lease's cost in full, as the servicing rules originate it — never one figure without the
 * others (rental-purchase law): the cash price, the initial payment due today, the number,
 * frequency and amount of the payments, the total cost to own, the cost above the cash price, the
 * 90-day option, whether tax is in the payments, and that the shopper won't own it until every
 * payment is made. Shown open, never behind a control. `LeaseQuoteFigures` is the table (product
 * page, checkout); `LeaseQuoteSentence` the same figures in a sentence (a cart line).
 */
import { useIntl } from 'react-intl'
import type { LeaseQuote } from '@/api/types'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import { leaseQuoteMessages as m } from './lease-quote-messages'

function useCents() {
  const intl = useIntl()
  const money = moneyFormat(intl.locale, 'USD')
  return (cents: number) => money(fromCents(cents))
}

export function LeaseQuoteFigures({ quote, cashPriceLabel }: { quote: LeaseQuote; cashPriceLabel?: string }) {
  const intl = useIntl()
  const money = useCents()
  const last =
    quote.lastPaymentAmount === quote.paymentAmount
      ? ''
      : ` ${intl.formatMessage(m.lastPayment, { lastPayment: money(quote.lastPaymentAmount) })}`
  const rows: [string, string][] = [
    [cashPriceLabel ?? intl.formatMessage(m.cashPrice), money(quote.cashPrice)],
    [intl.formatMessage(m.initialPayment), money(quote.initialPayment)],
    [
      intl.formatMessage(m.payments, {
        count: quote.numberOfPayments,
        frequency: quote.payFrequency,
        payment: money(quote.paymentAmount),
      }) + last,
      money(quote.paymentAmount * (quote.numberOfPayments - 1) + quote.lastPaymentAmount),
    ],
    [intl.formatMessage(m.totalCostToOwn), money(quote.totalCostToOwn)],
    [intl.formatMessage(m.costAboveCash), money(quote.costAboveCashPrice)],
    [intl.formatMessage(m.earlyPurchase, { days: quote.earlyPurchase.days, amount: money(quote.earlyPurchase.amount) }), ''],
  ]
  return (
    <>
      <dl className="divide-y divide-neutral-200">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-2 py-0.5">
            <dt>{term}</dt>
            {value ? <dd className="shrink-0 font-semibold">{value}</dd> : <dd className="sr-only" />}
          </div>
        ))}
      </dl>
      <p className="mt-1 text-sm text-ink-muted">
        {quote.taxIncluded && quote.state ? intl.formatMessage(m.withTax, { state: quote.state }) : intl.formatMessage(m.beforeTax)}
      </p>
      <p className="mt-0.5 font-semibold">{intl.formatMessage(m.notOwned)}</p>
    </>
  )
}

export function LeaseQuoteSentence({ quote }: { quote: LeaseQuote }) {
  const intl = useIntl()
  const money = useCents()
  return (
    <>
      {intl.formatMessage(m.sentence, {
        initialPayment: money(quote.initialPayment),
        count: quote.numberOfPayments,
        frequency: quote.payFrequency,
        payment: money(quote.paymentAmount),
        total: money(quote.totalCostToOwn),
        above: money(quote.costAboveCashPrice),
        days: quote.earlyPurchase.days,
        earlyPurchase: money(quote.earlyPurchase.amount),
      })}{' '}
      {quote.taxIncluded && quote.state ? intl.formatMessage(m.withTax, { state: quote.state }) : intl.formatMessage(m.beforeTax)}{' '}
      <strong className="font-semibold">{intl.formatMessage(m.notOwned)}</strong>
    </>
  )
}
