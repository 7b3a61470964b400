/**
 * /payments, /make-a-payment and /review-payment (the Payments item, also active
 * for /make-a-payment and /review-payment), in the dashboard layout, about the selected lease;
 * the portal's page module (../dashboard.tsx) loads them when one of their paths is opened.
 */
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { LeaseOption } from '@/features/lease/hooks/use-selected-lease'
import { isClosedStatus } from '@/features/lease/lib/lease-status'
import { MakePayment } from '@/features/payments/components/make-payment'
import { PaymentHistory } from '@/features/payments/components/payment-history'
import { ReviewPayment } from '@/features/payments/components/review-payment'
import { historyMessages, makeMessages, reviewMessages } from '@/features/payments/messages'
import { useAppConfig } from '@/lib/app-config'
import { MAKE_A_PAYMENT_PATH, REVIEW_PAYMENT_PATH } from '@/lib/portal'
import { DashboardLayout } from '../../layout/dashboard-layout'
import { PortalLeasePage } from '../../layout/portal-lease-page'

/** The page's frame: the layout, the title, which lease, and the page for it. */
function PaymentsFrame({
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
        subtitle={(lease) => intl.formatMessage(historyMessages.forLease, { number: lease.leaseNumber })}
      >
        {children}
      </PortalLeasePage>
    </DashboardLayout>
  )
}

/** The page of `path` (an app path without trailing slash: /payments, /make-a-payment or /review-payment). */
export default function PaymentsPages({ path }: { path: string }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const brandName = brand.name
  if (path === MAKE_A_PAYMENT_PATH) {
    return (
      <PaymentsFrame
        title={intl.formatMessage(makeMessages.heading)}
        documentTitle={intl.formatMessage(makeMessages.documentTitle, { brandName })}
      >
        {(lease) => <MakePayment key={lease.guid} leaseGuid={lease.guid} closed={isClosedStatus(lease.status)} />}
      </PaymentsFrame>
    )
  }
  if (path === REVIEW_PAYMENT_PATH) {
    return (
      <PaymentsFrame
        title={intl.formatMessage(reviewMessages.heading)}
        documentTitle={intl.formatMessage(reviewMessages.documentTitle, { brandName })}
      >
        {(lease) => <ReviewPayment key={lease.guid} leaseGuid={lease.guid} />}
      </PaymentsFrame>
    )
  }
  return (
    <PaymentsFrame
      title={intl.formatMessage(historyMessages.heading)}
      documentTitle={intl.formatMessage(historyMessages.documentTitle, { brandName })}
    >
      {(lease) => (
        <PaymentHistory key={lease.guid} leaseGuid={lease.guid} leaseNumber={lease.leaseNumber} closed={isClosedStatus(lease.status)} />
      )}
    </PaymentsFrame>
  )
}
