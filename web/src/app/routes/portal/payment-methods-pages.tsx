/**
 * /payment-methods and /add-payment-method (the Payment Methods item, also
 * active for /add-payment-method), in the dashboard layout, about the selected lease; the
 * portal's page module (../dashboard.tsx) loads them when one of their paths is opened.
 */
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { LeaseOption } from '@/features/lease/hooks/use-selected-lease'
import { isClosedStatus } from '@/features/lease/lib/lease-status'
import { AddPaymentMethod } from '@/features/payment-methods/components/add-payment-method'
import { PaymentMethodsOverview } from '@/features/payment-methods/components/payment-methods-overview'
import { addMessages, listMessages } from '@/features/payment-methods/messages'
import { useAppConfig } from '@/lib/app-config'
import { ADD_PAYMENT_METHOD_PATH } from '@/lib/portal'
import { DashboardLayout } from '../../layout/dashboard-layout'
import { PortalLeasePage } from '../../layout/portal-lease-page'

/** The page's frame: the layout, the title, which lease, and the page for it. */
function PaymentMethodsFrame({
  title,
  documentTitle,
  children,
}: {
  title: string
  documentTitle: string
  children: (lease: LeaseOption) => ReactNode
}) {
  const intl = useIntl()
  return (
    <DashboardLayout>
      <PortalLeasePage
        title={title}
        documentTitle={documentTitle}
        subtitle={(lease) => intl.formatMessage(listMessages.forLease, { number: lease.leaseNumber })}
      >
        {children}
      </PortalLeasePage>
    </DashboardLayout>
  )
}

/** /payment-methods: the selected lease's saved methods and autopay. */
function PaymentMethodsPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <PaymentMethodsFrame
      title={intl.formatMessage(listMessages.heading)}
      documentTitle={intl.formatMessage(listMessages.documentTitle, { brandName: brand.name })}
    >
      {(lease) => <PaymentMethodsOverview key={lease.guid} leaseGuid={lease.guid} closed={isClosedStatus(lease.status)} />}
    </PaymentMethodsFrame>
  )
}

/** /add-payment-method: a card or a bank account for the selected lease. */
function AddPaymentMethodPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <PaymentMethodsFrame
      title={intl.formatMessage(addMessages.heading)}
      documentTitle={intl.formatMessage(addMessages.documentTitle, { brandName: brand.name })}
    >
      {(lease) => <AddPaymentMethod key={lease.guid} leaseGuid={lease.guid} closed={isClosedStatus(lease.status)} />}
    </PaymentMethodsFrame>
  )
}

/** The page of `path` (an app path without trailing slash: /payment-methods or /add-payment-method). */
export default function PaymentMethodsPages({ path }: { path: string }) {
  return path === ADD_PAYMENT_METHOD_PATH ? <AddPaymentMethodPage /> : <PaymentMethodsPage />
}
