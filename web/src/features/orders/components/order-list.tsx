/**
 * A customer's orders, newest first, ten a page (Previous / Next): each with when it was placed,
 * its items and cash total, and the lease that pays for it — its number, its status now, and its
 * payments with their number and the total cost to own (never the amount alone) — with links to
 * the order and to the lease in the portal.
 */
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { Order } from '@/api/types'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import { ORDERS_PAGE_SIZE, useCustomerOrders } from '../api/get-orders'
import { ordersMessages as m } from '../messages/orders'

function OrderCard({ order, orderPath, dashboardPath }: { order: Order; orderPath: string; dashboardPath: string }) {
  const intl = useIntl()
  const money = moneyFormat(intl.locale, order.currency)
  const cents = (value: number) => moneyFormat(intl.locale, 'USD')(fromCents(value))
  const lease = order.c_lease
  const count = order.productItems.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <li className="rounded-card border border-neutral-200 bg-white p-2">
      <h2 className="text-lg font-bold">
        <Link to={orderPath} className="text-primary underline">
          {intl.formatMessage(m.viewOrder, { orderNo: order.orderNo })}
        </Link>
      </h2>
      <p className="text-sm text-neutral-700">
        {intl.formatMessage(m.placedOn, { date: intl.formatDate(order.creationDate, { dateStyle: 'long' }) })} ·{' '}
        {intl.formatMessage(m.items, { count })} · {intl.formatMessage(m.cashTotal, { total: money(order.orderTotal) })}
      </p>
      <ul className="mt-0.5 text-sm">
        {order.productItems.map((item) => (
          <li key={item.itemId}>
            {item.productName} × {item.quantity}
          </li>
        ))}
      </ul>
      <p className="mt-1 font-semibold">
        {intl.formatMessage(m.lease, { leaseNumber: lease.leaseNumber })} · {intl.formatMessage(m.status, { status: lease.status })}
      </p>
      <p>
        {intl.formatMessage(m.payments, {
          count: lease.numberOfPayments,
          payment: cents(lease.paymentAmount),
          total: cents(lease.totalCostToOwn),
        })}
      </p>
      <Link to={dashboardPath} reloadDocument className="mt-1 inline-block font-semibold text-primary underline">
        {intl.formatMessage(m.toLease)}
      </Link>
    </li>
  )
}

export function OrderList({
  customerId,
  orderPath,
  dashboardPath,
}: {
  customerId: string | null
  orderPath: (orderNo: string) => string
  dashboardPath: string
}) {
  const intl = useIntl()
  const [offset, setOffset] = useState(0)
  const orders = useCustomerOrders(customerId, offset)
  if (orders.isError) {
    return (
      <div role="alert">
        <p>{intl.formatMessage(m.loadError)}</p>
        <button type="button" className={`${buttonStyles.secondary} mt-1`} onClick={() => void orders.refetch()}>
          {intl.formatMessage(m.retry)}
        </button>
      </div>
    )
  }
  if (!orders.data) return <InlineSpinner />
  const { data, total } = orders.data
  if (total === 0) {
    return (
      <div>
        <p>{intl.formatMessage(m.empty)}</p>
        <Link to="/" className={`${buttonStyles.brand} mt-1.5`}>
          {intl.formatMessage(m.shop)}
        </Link>
      </div>
    )
  }
  const pages = Math.ceil(total / ORDERS_PAGE_SIZE)
  const page = Math.floor(offset / ORDERS_PAGE_SIZE) + 1
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {data.map((order) => (
          <OrderCard key={order.orderNo} order={order} orderPath={orderPath(order.orderNo)} dashboardPath={dashboardPath} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={intl.formatMessage(m.pagination)} className="flex items-center gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={page === 1}
            onClick={() => setOffset(offset - ORDERS_PAGE_SIZE)}
          >
            {intl.formatMessage(m.previous)}
          </button>
          <span aria-live="polite">{intl.formatMessage(m.pageOf, { page, pages })}</span>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={page === pages}
            onClick={() => setOffset(offset + ORDERS_PAGE_SIZE)}
          >
            {intl.formatMessage(m.next)}
          </button>
        </nav>
      ) : null}
    </div>
  )
}
