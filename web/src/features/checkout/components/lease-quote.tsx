/**
 * The lease's cost in full — never one figure without the others: the cash price, the initial
 * payment due today, the number, frequency and amount of the payments, the total cost to own,
 * the cost above the cash price, the early purchase option, and that the customer won't own it
 * until every payment is made. Shown open, never behind a control.
 */
import { useIntl } from 'react-intl'
import type { Basket, LeaseCheckout } from '@/api/types'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import { checkoutMessages as m } from '../messages/checkout'

type Quote = NonNullable<LeaseCheckout['quote']>

export function LeaseQuote({ quote }: { quote: Quote }) {
  const intl = useIntl()
  const money = (cents: number) => moneyFormat(intl.locale, 'USD')(fromCents(cents))
  const rows = [
    [intl.formatMessage(m.cashPrice), money(quote.cashPrice)],
    [intl.formatMessage(m.initialPayment), money(quote.initialPayment)],
    [
      intl.formatMessage(m.regularPayments, {
        count: quote.numberOfPayments,
        frequency: quote.payFrequency,
        payment: money(quote.paymentAmount),
      }),
      money(quote.paymentAmount * (quote.numberOfPayments - 1) + quote.lastPaymentAmount),
    ],
    [intl.formatMessage(m.totalCostToOwn), money(quote.totalCostToOwn)],
    [intl.formatMessage(m.costAboveCash), money(quote.costAboveCashPrice)],
    [intl.formatMessage(m.earlyPurchase, { days: quote.earlyPurchase.days, amount: money(quote.earlyPurchase.amount) }), ''],
  ] as const
  return (
    <section aria-labelledby="lease-quote-heading" className="rounded-card border border-neutral-200 bg-white p-2">
      <h3 id="lease-quote-heading" className="text-lg font-bold">
        {intl.formatMessage(m.quoteHeading)}
      </h3>
      {!quote.taxIncluded && <p className="text-sm text-neutral-700">{intl.formatMessage(m.quoteBeforeTax)}</p>}
      <dl className="mt-1 divide-y divide-neutral-200">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-2 py-0.5">
            <dt>{term}</dt>
            {value ? <dd className="font-semibold">{value}</dd> : <dd className="sr-only" />}
          </div>
        ))}
      </dl>
      <p className="mt-1 font-semibold">{intl.formatMessage(m.notOwned)}</p>
    </section>
  )
}

/** The basket's lines and cash totals (subtotal, delivery, sales tax, total). */
export function OrderTotals({
  basket,
}: {
  basket: Pick<Basket, 'productItems' | 'productSubTotal' | 'shippingTotal' | 'taxTotal' | 'orderTotal' | 'currency'>
}) {
  const intl = useIntl()
  const money = moneyFormat(intl.locale, basket.currency)
  const rows: [string, string][] = [[intl.formatMessage(m.subtotal), money(basket.productSubTotal)]]
  if (basket.shippingTotal !== undefined && basket.shippingTotal !== null) {
    rows.push([intl.formatMessage(m.shipping), basket.shippingTotal === 0 ? intl.formatMessage(m.free) : money(basket.shippingTotal)])
  }
  if (basket.taxTotal !== undefined && basket.taxTotal !== null) rows.push([intl.formatMessage(m.tax), money(basket.taxTotal)])
  rows.push([intl.formatMessage(m.orderTotal), money(basket.orderTotal)])
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-card border border-neutral-200 bg-white p-2">
      <h2 id="order-summary-heading" className="text-lg font-bold">
        {intl.formatMessage(m.orderSummary)}
      </h2>
      <ul className="mt-1 text-sm">
        {basket.productItems
          .filter((item) => item.c_available)
          .map((item) => (
            <li key={item.itemId} className="flex justify-between gap-2 py-0.5">
              <span>{intl.formatMessage(m.lineQuantity, { name: item.productName, quantity: item.quantity })}</span>
              <span>{money(item.price)}</span>
            </li>
          ))}
      </ul>
      <dl className="mt-1 divide-y divide-neutral-200 border-t border-neutral-200">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-2 py-0.5">
            <dt>{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
