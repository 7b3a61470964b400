import '@/styles/later.css'
import { lazy } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { ActiveCatchUpPlanCard } from '@/features/catchup/components/active-plan'
import { useCustomer } from '@/features/identity/api/get-customer'
import { LeaseListNotice } from '@/features/lease/components/lease-list-notice'
import { LeaseOverview } from '@/features/lease/components/lease-overview'
import { useSelectedLease } from '@/features/lease/hooks/use-selected-lease'
import { useAppConfig } from '@/lib/app-config'
import { CATCHUP_PATHS, DASHBOARD_PATH, PAYMENT_METHOD_PATHS, PAYMENT_PATHS } from '@/lib/portal'
import { useSiteLocale } from '@/lib/use-site-locale'
import { DashboardLayout } from '../layout/dashboard-layout'

// The profile pages load when one of them is opened (they carry the plan, the agreement and its PDF),
// and so do the payment-method pages (their forms and rules).
const ProfilePages = lazy(() => import('./portal/profile-pages'))
const PaymentMethodsPages = lazy(() => import('./portal/payment-methods-pages'))
const PaymentsPages = lazy(() => import('./portal/payments-pages'))
const CatchupPages = lazy(() => import('./portal/catchup-pages'))

/** The app paths of each group of pages whose module is loaded only when one of them is opened. */
const PAYMENT_METHOD_PAGE_PATHS: ReadonlySet<string> = new Set(PAYMENT_METHOD_PATHS)
const PAYMENT_PAGE_PATHS: ReadonlySet<string> = new Set(PAYMENT_PATHS)
const CATCHUP_PAGE_PATHS: ReadonlySet<string> = new Set(CATCHUP_PATHS)

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
  if (lease.status !== 'ready') return <LeaseListNotice state={lease} />
  const { selected } = lease
  const catchUp = mayHaveCatchUpPlan(selected.status) ? <ActiveCatchUpPlanCard leaseGuid={selected.guid} /> : null
  return <LeaseOverview key={selected.guid} lease={selected} catchUp={catchUp} />
}

/**
 * /dashboard: the portal home: a welcome, then the selected lease (its status,
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
 * The page module of the customer portal's routes (the dashboard layout):
 * routes.tsx mounts it at each of them, and it shows the page of the path — /dashboard, the
 * payment-method pages, or one of the profile's lease-flow pages. One module for the portal keeps
 * the first load's route table small.
 */
export default function PortalPage() {
  const { pathname } = useSiteLocale()
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === DASHBOARD_PATH) return <DashboardPage />
  if (PAYMENT_METHOD_PAGE_PATHS.has(path)) return <PaymentMethodsPages path={path} />
  if (PAYMENT_PAGE_PATHS.has(path)) return <PaymentsPages path={path} />
  if (CATCHUP_PAGE_PATHS.has(path)) return <CatchupPages path={path} />
  return <ProfilePages path={path} />
}
