/**
 * /checkout/confirmation/{orderNo}: the placed order and its lease (features/checkout), with the
 * checkout's reduced header and footer, and the way to the portal's dashboard where the lease
 * now shows. Not rendered by the server: the order is the customer's.
 */
import { useIntl } from 'react-intl'
import { useParams } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation'
import { useOrder } from '@/features/checkout/hooks/use-checkout'
import { checkoutMessages as m } from '@/features/checkout/messages/checkout'
import { useAppConfig } from '@/lib/app-config'
import { DASHBOARD_PATH } from '@/lib/portal'
import '@/styles/later.css'

export function CheckoutConfirmationPage() {
  const intl = useIntl()
  const config = useAppConfig()
  const { orderNo = '' } = useParams()
  const order = useOrder(orderNo)
  return (
    <section className="page-container py-3 md:py-5">
      <DocumentHead title={intl.formatMessage(m.confirmationDocumentTitle, { orderNo, brandName: config.brand.name })} />
      <h1 className="mb-2 text-3xl font-bold">{intl.formatMessage(m.confirmationTitle)}</h1>
      {order.data ? (
        <OrderConfirmation order={order.data} dashboardPath={DASHBOARD_PATH} />
      ) : order.isError ? (
        <p role="alert">{intl.formatMessage(m.orderLoadError)}</p>
      ) : (
        <InlineSpinner />
      )}
    </section>
  )
}
