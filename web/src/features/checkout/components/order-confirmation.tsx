/**
 * /checkout/confirmation/{orderNo}: the order, its lease in full (number, status, the initial
 * payment made, the payments with their number, the total cost to own and the 90-day option) and
 * the way to the portal, where the lease now shows.
 */
import { useIntl } from 'react-intl'
import type { Order } from '@/api/types'
import { leaseQuoteMessages as q } from '@/components/lease-quote/lease-quote-messages'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import { checkoutMessages as m } from '../messages/checkout'
import { OrderTotals } from './lease-quote'

export function OrderConfirmation({ order, dashboardPath }: { order: Order; dashboardPath: string }) {
  const intl = useIntl()
  const money = (cents: number) => moneyFormat(intl.locale, 'USD')(fromCents(cents))
  const lease = order.c_lease
  const last =
    lease.lastPaymentAmount === lease.paymentAmount
      ? ''
      : ` ${intl.formatMessage(q.lastPayment, { lastPayment: money(lease.lastPaymentAmount) })}`
  const rows: [string, string][] = [
    [intl.formatMessage(m.cashPrice), money(lease.cashPrice)],
    [intl.formatMessage(q.initialPayment), money(lease.initialPayment)],
    [
      intl.formatMessage(q.payments, {
        count: lease.numberOfPayments,
        frequency: lease.payFrequency,
        payment: money(lease.paymentAmount),
      }) + last,
      intl.formatMessage(m.firstDue, { date: intl.formatDate(`${lease.firstDueDate}T12:00:00`, { dateStyle: 'long' }) }),
    ],
    [intl.formatMessage(q.totalCostToOwn), money(lease.totalCostToOwn)],
    [intl.formatMessage(q.costAboveCash), money(lease.costAboveCashPrice)],
  ]
  if (lease.earlyPurchaseAmount !== null && lease.earlyPurchaseAmount !== undefined) {
    rows.push([intl.formatMessage(q.earlyPurchase, { days: lease.earlyPurchaseDays, amount: money(lease.earlyPurchaseAmount) }), ''])
  }
  return (
    <div className="grid gap-2 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="flex flex-col gap-1.5">
        <p className="text-lg">{intl.formatMessage(m.orderNumber, { orderNo: order.orderNo })}</p>
        <p>{intl.formatMessage(m.leaseNumber, { leaseNumber: lease.leaseNumber })}</p>
        <p>{intl.formatMessage(m.leaseStatus, { status: lease.status })}</p>
        <section aria-labelledby="confirmation-lease" className="rounded-card border border-neutral-200 bg-white p-2">
          <h2 id="confirmation-lease" className="text-lg font-bold">
            {intl.formatMessage(m.quoteHeading)}
          </h2>
          <dl className="mt-1 divide-y divide-neutral-200">
            {rows.map(([term, value]) => (
              <div key={term} className="flex flex-wrap justify-between gap-2 py-0.5">
                <dt>{term}</dt>
                {value ? <dd className="font-semibold">{value}</dd> : <dd className="sr-only" />}
              </div>
            ))}
          </dl>
          <p className="mt-1 text-sm text-ink-muted">{intl.formatMessage(q.withTax, { state: lease.stateCode })}</p>
          <p className="mt-0.5 font-semibold">{intl.formatMessage(q.notOwned)}</p>
        </section>
        <p>{intl.formatMessage(m.emailSent)}</p>
        <Link to={dashboardPath} reloadDocument className={`${buttonStyles.brand} self-start`}>
          {intl.formatMessage(m.toDashboard)}
        </Link>
      </div>
      <OrderTotals basket={order} />
    </div>
  )
}
