import { useEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useHref } from '@/components/link'
import { PageSpinner } from '@/components/ui/spinner'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { useCustomerAuth } from '@/features/identity/hooks/use-customer-auth'
import { useRefetchLeasesAfterProfile } from '@/features/lease/hooks/use-refetch-after-profile'
import { useSelectedLease, type SelectedLeaseState } from '@/features/lease/hooks/use-selected-lease'
import { PortalNav } from '@/features/portal/components/portal-nav'
import { isProfilePath, type PortalNavLeaseState } from '@/features/portal/lib/portal-nav'
import { CUSTOMER_LOGIN_PATH } from '@/features/portal-login/lib/customer-login-target'
import { PortalCustomer } from '@/lib/portal'
import { useSiteLocale } from '@/lib/use-site-locale'

/** The navigation's view of the lease list. */
function navLeaseState(lease: SelectedLeaseState): PortalNavLeaseState {
  if (lease.status === 'ready') return lease.selected.debtBuyer ? 'debtBuyer' : 'ready'
  return lease.status
}

/** Inside the layout, once the lease customer is known: the navigation and the page. */
function PortalFrame({ children }: { children: ReactNode }) {
  const { pathname } = useSiteLocale()
  const lease = useSelectedLease()
  useRefetchLeasesAfterProfile(isProfilePath(pathname))
  return (
    <div className="page-container flex flex-col gap-3 pb-6 lg:flex-row lg:gap-4 lg:pt-4">
      <PortalNav pathname={pathname} leaseState={navLeaseState(lease)} />
      <div className="min-w-0 grow">{children}</div>
    </div>
  )
}

/**
 * The authenticated dashboard layout of the customer portal routes: only an authenticated lease
 * customer gets in, one whose lease-customer GUID is set (by the sign-in,
 * or restored from the profile of a flagged session). Anyone else — a guest, or a registered
 * shopper without a GUID — is sent to /customer-login (replace, keeping the site/locale prefix).
 * Inside: the portal customer for every portal feature (their calls and cache keys), the portal
 * navigation (left column on desktop, top bar on phones; its items follow the lease list) beside
 * the page, and the lease list refetched on return from the profile pages.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { loggingOut, customerId } = useAuth()
  const customerAuth = useCustomerAuth()
  const customerLogin = useHref(CUSTOMER_LOGIN_PATH)
  const navigate = useNavigate()

  // While logging out the page stays as it is under the overlay: logout decides where to go.
  const redirect = customerAuth.status === 'anonymous' && !loggingOut
  useEffect(() => {
    if (redirect) void navigate(customerLogin, { replace: true })
  }, [redirect, customerLogin, navigate])

  if (customerAuth.status !== 'authenticated' || !customerId) return <PageSpinner />

  return (
    <PortalCustomer customerId={customerId}>
      <PortalFrame>{children}</PortalFrame>
    </PortalCustomer>
  )
}
