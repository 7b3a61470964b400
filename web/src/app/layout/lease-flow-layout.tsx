import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import type { LeaseOption } from '@/features/lease/hooks/use-selected-lease'
import { profileMessages } from '@/features/lease/messages'
import { LEASE_AGREEMENT_PATH, PLAN_DETAILS_PATH, PROFILE_PATH, PROFILE_PLAN_DETAILS_PATH } from '@/lib/portal'
import { useSiteLocale } from '@/lib/use-site-locale'
import { DashboardLayout } from './dashboard-layout'
import { PortalLeasePage } from './portal-lease-page'

const SECTIONS = [
  { to: PROFILE_PATH, message: profileMessages.profile },
  { to: PLAN_DETAILS_PATH, message: profileMessages.planDetails },
  { to: LEASE_AGREEMENT_PATH, message: profileMessages.agreement },
] as const

/** The navigation between the profile pages. */
function ProfileSections() {
  const intl = useIntl()
  const { pathname } = useSiteLocale()
  const path = pathname.replace(/\/+$/, '')
  return (
    <nav aria-label={intl.formatMessage(profileMessages.sectionsLabel)} className="mb-2 border-b border-neutral-200 pb-1">
      <ul className="flex gap-1 overflow-x-auto">
        {SECTIONS.map(({ to, message }) => {
          const current = path === to || (to === PLAN_DETAILS_PATH && path === PROFILE_PLAN_DETAILS_PATH)
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                className={`inline-block rounded-lg px-1 py-0.5 font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-primary-700 ${
                  current ? 'bg-primary-50 text-primary' : 'text-ink hover:bg-primary-50'
                }`}
              >
                {intl.formatMessage(message)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * The lease-flow layout of /profile and its pages ("/profile (own lease-flow
 * layout) with children /profile, /plan-details, /profile/lease-agreement,
 * /profile/benefits-plus-confirmation-mobile"): inside the dashboard layout, the page's heading,
 * a navigation between the profile pages, and the page for the selected lease — or, instead,
 * what the lease list says (loading, failed, no leases), or who to contact for a lease with a
 * debt buyer.
 */
export function LeaseFlowLayout(props: { title: string; documentTitle: string; children: (lease: LeaseOption) => ReactNode }) {
  return (
    <DashboardLayout>
      <PortalLeasePage {...props} header={<ProfileSections />} />
    </DashboardLayout>
  )
}
