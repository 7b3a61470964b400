import { defineMessages, useIntl } from 'react-intl'
import { useCustomer } from '@/features/identity/api/get-customer'
import { useAppConfig } from '@/lib/app-config'
import { DashboardLayout } from '../layout/dashboard-layout'

const messages = defineMessages<{
  documentTitle: { brandName: string }
  welcome: { firstName: string }
  welcomeNoName: Record<string, never>
  leasesPlaceholder: Record<string, never>
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
  leasesPlaceholder: {
    id: 'dashboard.leasesPlaceholder',
    defaultMessage: 'Your leases will appear here.',
    description: 'Customer portal dashboard: note where the lease list will be shown',
  },
})

/** /dashboard: the portal home (portal spec §2). The lease data comes with a later slice. */
export default function DashboardPage() {
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
      <div className="mt-3 rounded-card border border-dashed border-neutral-300 bg-surface p-3 text-ink-muted">
        <p>{intl.formatMessage(messages.leasesPlaceholder)}</p>
      </div>
    </DashboardLayout>
  )
}
