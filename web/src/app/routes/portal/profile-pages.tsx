/**
 * /profile and its pages ("/profile (own lease-flow layout) with children
 * /profile (exact), /plan-details, /profile/lease-agreement,
 * /profile/benefits-plus-confirmation-mobile"), in the lease-flow layout; the portal's page
 * module (../dashboard.tsx) loads them when one of their paths is opened.
 * /profile/plan-details is another address of /plan-details.
 */
import type { ComponentType } from 'react'
import { useIntl } from 'react-intl'
import { useCustomer } from '@/features/identity/api/get-customer'
import { BenefitsPlusConfirmation } from '@/features/lease/components/benefits-plus-confirmation'
import { LeaseAgreement } from '@/features/lease/components/lease-agreement'
import { PlanDetails } from '@/features/lease/components/plan-details'
import { ProfileLease } from '@/features/lease/components/profile-lease'
import { WithLeaseDetails } from '@/features/lease/components/with-lease-details'
import { agreementMessages, benefitsPlusMessages, planMessages, profileMessages } from '@/features/lease/messages'
import { useAppConfig } from '@/lib/app-config'
import {
  BENEFITS_PLUS_CONFIRMATION_PATH,
  LEASE_AGREEMENT_PATH,
  PLAN_DETAILS_PATH,
  PROFILE_PATH,
  PROFILE_PLAN_DETAILS_PATH,
} from '@/lib/portal'
import { LeaseFlowLayout } from '../../layout/lease-flow-layout'
import NotFoundPage from '../not-found'

function ContactInformation() {
  const intl = useIntl()
  const customer = useCustomer()
  const name = [customer.data?.firstName, customer.data?.lastName].filter(Boolean).join(' ')
  return (
    <section aria-labelledby="profile-contact-heading" className="rounded-card border border-neutral-200 bg-white p-2">
      <h2 id="profile-contact-heading" className="text-xl font-bold">
        {intl.formatMessage(profileMessages.contactHeading)}
      </h2>
      <dl className="mt-1 flex flex-col gap-1">
        <div>
          <dt className="text-sm text-ink-muted">{intl.formatMessage(profileMessages.name)}</dt>
          <dd className="font-semibold">{name}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{intl.formatMessage(profileMessages.email)}</dt>
          <dd className="font-semibold break-words">{customer.data?.email}</dd>
        </div>
      </dl>
    </section>
  )
}

/** /profile: the customer's contact information and the selected lease. */
function ProfileOverviewPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <LeaseFlowLayout
      title={intl.formatMessage(profileMessages.heading)}
      documentTitle={intl.formatMessage(profileMessages.documentTitle, { brandName: brand.name })}
    >
      {(lease) => (
        <div className="grid gap-2 md:grid-cols-2">
          <ContactInformation />
          <ProfileLease lease={lease} />
        </div>
      )}
    </LeaseFlowLayout>
  )
}

/** /plan-details: the selected lease's plan, Benefits Plus and payment schedule. */
function PlanDetailsPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <LeaseFlowLayout
      title={intl.formatMessage(planMessages.heading)}
      documentTitle={intl.formatMessage(planMessages.documentTitle, { brandName: brand.name })}
    >
      {(lease) => (
        <WithLeaseDetails key={lease.guid} lease={lease}>
          {(details) => <PlanDetails details={details} />}
        </WithLeaseDetails>
      )}
    </LeaseFlowLayout>
  )
}

/** /profile/lease-agreement: the selected lease's agreement, to read, print or download. */
function LeaseAgreementPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <LeaseFlowLayout
      title={intl.formatMessage(agreementMessages.heading)}
      documentTitle={intl.formatMessage(agreementMessages.documentTitle, { brandName: brand.name })}
    >
      {(lease) => <LeaseAgreement key={lease.guid} leaseGuid={lease.guid} />}
    </LeaseFlowLayout>
  )
}

/**
 * /profile/benefits-plus-confirmation-mobile: the Benefits Plus enrolment or cancellation of the
 * selected lease, confirmed on a page of its own (phones; wide screens confirm in a dialog on the
 * plan details).
 */
function BenefitsPlusConfirmationPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <LeaseFlowLayout
      title={intl.formatMessage(benefitsPlusMessages.heading)}
      documentTitle={intl.formatMessage(benefitsPlusMessages.mobileDocumentTitle, { brandName: brand.name })}
    >
      {(lease) => (
        <WithLeaseDetails key={lease.guid} lease={lease}>
          {(details) => <BenefitsPlusConfirmation details={details} />}
        </WithLeaseDetails>
      )}
    </LeaseFlowLayout>
  )
}

/** The page of each profile path (app paths, prefix removed). */
const PROFILE_PAGES: Readonly<Record<string, ComponentType>> = {
  [PROFILE_PATH]: ProfileOverviewPage,
  [PLAN_DETAILS_PATH]: PlanDetailsPage,
  [PROFILE_PLAN_DETAILS_PATH]: PlanDetailsPage,
  [LEASE_AGREEMENT_PATH]: LeaseAgreementPage,
  [BENEFITS_PLUS_CONFIRMATION_PATH]: BenefitsPlusConfirmationPage,
}

/** The profile page of `path` (an app path without trailing slash); not found for another. */
export default function ProfilePages({ path }: { path: string }) {
  const Page = PROFILE_PAGES[path] ?? NotFoundPage
  return <Page />
}
