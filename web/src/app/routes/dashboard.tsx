import '@/styles/portal.css'
import { lazy } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { ActiveCatchUpPlanCard } from '@/features/catchup/components/active-plan'
import { CatchUpCustomerContext } from '@/features/catchup/hooks/use-catchup-customer'
import { CATCH_UP_PATHS } from '@/features/catchup/lib/paths'
import { useCustomer } from '@/features/identity/api/get-customer'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { LeaseListNotice } from '@/features/lease/components/lease-list-notice'
import { LeaseOverview } from '@/features/lease/components/lease-overview'
import { useSelectedLease } from '@/features/lease/hooks/use-selected-lease'
import { ADD_PAYMENT_METHOD_PATH, PAYMENT_METHODS_PATH } from '@/features/payment-methods/lib/paths'
import { MAKE_A_PAYMENT_PATH, PAYMENTS_PATH, REVIEW_PAYMENT_PATH } from '@/features/payments/lib/paths'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import { DashboardLayout } from '../layout/dashboard-layout'

// The profile pages load when one of them is opened (they carry the plan, the agreement and its PDF),
// and so do the payment-method pages (their forms and rules).
const ProfilePages = lazy(() => import('./portal/profile-pages'))
const PaymentMethodsPages = lazy(() => import('./portal/payment-methods-pages'))
const PaymentsPages = lazy(() => import('./portal/payments-pages'))
const CatchUpPages = lazy(() => import('./portal/catch-up-pages'))

/** The app paths of the payment-method pages (their module is loaded only when one is opened). */
const PAYMENT_METHOD_PATHS: ReadonlySet<string> = new Set([PAYMENT_METHODS_PATH, ADD_PAYMENT_METHOD_PATH])
/** The app paths of the payment pages (history, make, review), loaded the same way. */
const PAYMENT_PATHS: ReadonlySet<string> = new Set([PAYMENTS_PATH, MAKE_A_PAYMENT_PATH, REVIEW_PAYMENT_PATH])
/** The app paths of the catch-up pages (their module too). */
const CATCH_UP_PAGE_PATHS: ReadonlySet<string> = new Set(CATCH_UP_PATHS)

/**
 * The header's lease selector (features/lease), exported from here so the header loads it from
 * the portal's chunk, which every portal route has loaded (app/layout/header-login-menu.tsx).
 */
export { default as HeaderLeaseSelector } from '@/features/lease/components/lease-selector'

const messages = defineMessages<{
  documentTitle: { brandName: string }
  welcome: { firstName: string }
  welcomeNoName: Record<string, never>
}>({
  documentTitle: {
    id: 'dashboard.documentTitle',
    defaultMessage: 'Dashboard | {brandName}',
    description: 'Document title of the customer portal dashboard; {brandName} is e.g. Northwind Lease',
  },
  welcome: {
    id: 'dashboard.welcome',
    defaultMessage: 'Welcome, {firstName}!',
    description: "Heading of the customer portal dashboard; {firstName} is the customer's first name",
  },
  welcomeNoName: {
    id: 'dashboard.welcomeNoName',
    defaultMessage: 'Welcome!',
    description: "Heading of the customer portal dashboard while (or when) the customer's name is unknown",
  },
})

/** Open leases that may have a catch-up plan to show (one being kept, or one that ended). */
const mayHaveCatchUpPlan = (status: string) => status === 'Active' || status === 'PastDue'

/** Inside the layout: the selected lease (with its catch-up plan, when one is kept), or what the lease list says instead. */
function DashboardLease() {
  const lease = useSelectedLease()
  const { customerId } = useAuth()
  if (lease.status !== 'ready') return <LeaseListNotice state={lease} />
  const { selected } = lease
  const catchUp = mayHaveCatchUpPlan(selected.status) ? (
    <CatchUpCustomerContext value={customerId}>
      <ActiveCatchUpPlanCard leaseGuid={selected.guid} />
    </CatchUpCustomerContext>
  ) : null
  return <LeaseOverview key={selected.guid} lease={selected} catchUp={catchUp} />
}

/**
 * /dashboard: the portal home (portal spec §2): a welcome, then the selected lease (its status,
 * next payment, past-due amount with a way to catch up, payoff, merchandise and store); the
 * header's lease selector switches it. Without leases (204) it says so; a failed lease call
 * shows a retry (and is reported to the error log by the call).
 */
function DashboardPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const customer = useCustomer()
  const firstName = customer.data?.firstName?.trim()

  return (
    <DashboardLayout>
      <title>{intl.formatMessage(messages.documentTitle, { brandName: brand.name })}</title>
      <h1 className="text-2xl font-bold md:text-3xl">
        {firstName ? intl.formatMessage(messages.welcome, { firstName }) : intl.formatMessage(messages.welcomeNoName)}
      </h1>
      <DashboardLease />
    </DashboardLayout>
  )
}

/**
 * The page module of the customer portal's routes (the dashboard layout, portal spec §2):
 * routes.tsx mounts it at each of them, and it shows the page of the path — /dashboard, the
 * payment-method pages, or one of the profile's lease-flow pages. One module for the portal keeps
 * the first load's route table small.
 */
export default function PortalPage() {
  const { pathname } = useSiteLocale()
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/dashboard') return <DashboardPage />
  if (PAYMENT_METHOD_PATHS.has(path)) return <PaymentMethodsPages path={path} />
  if (PAYMENT_PATHS.has(path)) return <PaymentsPages path={path} />
  if (CATCH_UP_PAGE_PATHS.has(path)) return <CatchUpPages path={path} />
  return <ProfilePages path={path} />
}
