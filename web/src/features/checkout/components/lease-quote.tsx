/**
 * The lease's cost in full (components/lease-quote: every figure together, open, never behind a
 * control), the cash price being the order's products and delivery; and the order's cash totals.
 */
import { useIntl } from 'react-intl'
import type { Basket, LeaseCheckout } from '@/api/types'
import { LeaseQuoteFigures } from '@/components/lease-quote/lease-quote-figures'
import { moneyFormat } from '@/lib/money-format'
import { checkoutMessages as m } from '../messages/checkout'

type Quote = NonNullable<LeaseCheckout['quote']>

export function LeaseQuote({ quote }: { quote: Quote }) {
  const intl = useIntl()
  return (
    <section aria-labelledby="lease-quote-heading" className="rounded-card border border-neutral-200 bg-white p-2">
      <h3 id="lease-quote-heading" className="text-lg font-bold">
        {intl.formatMessage(m.quoteHeading)}
      </h3>
      <div className="mt-1">
        <LeaseQuoteFigures quote={quote} cashPriceLabel={intl.formatMessage(m.cashPrice)} />
      </div>
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
