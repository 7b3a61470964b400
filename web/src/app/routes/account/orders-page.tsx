/**
 * /account/orders: the customer's orders (the orders feature), and /account/orders/{orderNo}: one
 * order with its lease in full (the checkout's order view), each with the way to the lease in the
 * portal. The account page module (../account.tsx) loads it.
 */
import { useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { Link } from '@/components/link'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation'
import { useOrder } from '@/features/checkout/hooks/use-checkout'
import { OrderList } from '@/features/orders/components/order-list'
import { ordersMessages as m } from '@/features/orders/messages/orders'
import { useAppConfig } from '@/lib/app-config'
import { DASHBOARD_PATH } from '@/lib/portal/paths'
import { useShopperCustomerId } from '@/lib/shopper-customer'
import { useSiteLocale } from '@/lib/use-site-locale'
import { ACCOUNT_ORDERS_PATH } from './sub-paths'

function OrderPage({ orderNo }: { orderNo: string }) {
  const intl = useIntl()
  const order = useOrder(orderNo)
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">{intl.formatMessage(m.orderTitle, { orderNo })}</h1>
      <Link to={ACCOUNT_ORDERS_PATH} className="mb-2 inline-block font-semibold text-primary underline">
        {intl.formatMessage(m.back)}
      </Link>
      {order.data ? (
        <OrderConfirmation order={order.data} dashboardPath={DASHBOARD_PATH} />
      ) : order.isError ? (
        <p role="alert">{intl.formatMessage(m.loadError)}</p>
      ) : (
        <InlineSpinner />
      )}
    </>
  )
}

export default function AccountOrdersPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { pathname } = useSiteLocale()
  const customerId = useShopperCustomerId()
  const rest = pathname.replace(/\/$/, '').slice(ACCOUNT_ORDERS_PATH.length + 1)
  const orderNo = rest ? decodeURIComponent(rest) : null
  return (
    <>
      <DocumentHead title={intl.formatMessage(m.documentTitle, { brandName: brand.name })} />
      {orderNo ? (
        <OrderPage orderNo={orderNo} />
      ) : (
        <>
          <h1 className="mb-2 text-3xl font-bold">{intl.formatMessage(m.title)}</h1>
          <OrderList
            customerId={customerId}
            orderPath={(number) => `${ACCOUNT_ORDERS_PATH}/${encodeURIComponent(number)}`}
            dashboardPath={DASHBOARD_PATH}
          />
        </>
      )}
    </>
  )
}
