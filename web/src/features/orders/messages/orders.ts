// A customer's orders (/account/orders) and an order's page.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const ordersMessages = defineMessages<{
  documentTitle: { brandName: string }
  title: NoMessageValues
  orderTitle: { orderNo: string }
  empty: NoMessageValues
  shop: NoMessageValues
  loadError: NoMessageValues
  retry: NoMessageValues
  placedOn: { date: string }
  items: { count: number }
  cashTotal: { total: string }
  lease: { leaseNumber: string }
  status: { status: string }
  payments: { count: number; payment: string; total: string }
  viewOrder: { orderNo: string }
  toLease: NoMessageValues
  previous: NoMessageValues
  next: NoMessageValues
  pageOf: { page: number; pages: number }
  pagination: NoMessageValues
  back: NoMessageValues
}>({
  documentTitle: {
    id: 'orders.documentTitle',
    defaultMessage: 'Orders | {brandName}',
    description: 'Browser tab title of /account/orders',
  },
  title: { id: 'orders.title', defaultMessage: 'Orders', description: 'Heading of /account/orders' },
  orderTitle: { id: 'orders.orderTitle', defaultMessage: 'Order {orderNo}', description: 'Heading of an order’s page' },
  empty: { id: 'orders.empty', defaultMessage: "You haven't placed an order yet.", description: 'No orders' },
  shop: { id: 'orders.shop', defaultMessage: 'Start shopping', description: 'Link home from an empty order list' },
  loadError: {
    id: 'orders.loadError',
    defaultMessage: "We couldn't load your orders. Please try again.",
    description: 'The orders failed to load',
  },
  retry: { id: 'orders.retry', defaultMessage: 'Try again', description: 'Button that loads the orders again' },
  placedOn: { id: 'orders.placedOn', defaultMessage: 'Placed {date}', description: 'When the order was placed' },
  items: {
    id: 'orders.items',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'How many items the order has',
  },
  cashTotal: { id: 'orders.cashTotal', defaultMessage: 'Cash total {total}', description: 'The order’s cash total with tax' },
  lease: { id: 'orders.lease', defaultMessage: 'Lease #{leaseNumber}', description: 'The lease that pays for the order' },
  status: {
    id: 'orders.status',
    defaultMessage:
      '{status, select, Pending {Pending delivery} Active {Active} PastDue {Past due} PaidOut {Paid out} Returned {Returned} other {Charged off}}',
    description: 'The lease’s status now',
  },
  payments: {
    id: 'orders.payments',
    defaultMessage: '{count} payments of {payment}, {total} total cost to own',
    description: 'The lease’s payments: never the amount without their number and the total cost to own',
  },
  viewOrder: { id: 'orders.viewOrder', defaultMessage: 'View order {orderNo}', description: 'Link to an order’s page' },
  toLease: { id: 'orders.toLease', defaultMessage: 'See the lease in your account', description: 'Link to the portal’s dashboard' },
  previous: { id: 'orders.previous', defaultMessage: 'Previous', description: 'Orders: the previous page' },
  next: { id: 'orders.next', defaultMessage: 'Next', description: 'Orders: the next page' },
  pageOf: { id: 'orders.pageOf', defaultMessage: 'Page {page} of {pages}', description: 'Orders: which page this is' },
  pagination: { id: 'orders.pagination', defaultMessage: 'Order pages', description: 'Accessible name of the orders’ page navigation' },
  back: { id: 'orders.back', defaultMessage: 'All orders', description: 'Link from an order back to the list' },
})
