import { useEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useHref } from '@/components/link'
import { PageSpinner } from '@/components/ui/spinner'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { CUSTOMER_LOGIN_PATH } from '@/features/auth/lib/customer-login-target'
import { PortalNav } from '@/features/portal/components/portal-nav'
import { useSiteLocale } from '@/lib/use-site-locale'

/**
 * The authenticated dashboard layout of the customer portal routes (portal spec §2 "Portal
 * routes (authenticated layout)", storefront spec §6 "flag isAuth"): a visitor who is not a
 * registered customer is sent to /customer-login (replace, keeping the site/locale prefix);
 * a registered customer gets the portal navigation (left column on desktop, top bar on
 * phones) beside the page. `navDisabled`: every item disabled (lease data not loaded).
 */
export function DashboardLayout({ children, navDisabled = true }: { children: ReactNode; navDisabled?: boolean }) {
  const { status, loggingOut } = useAuth()
  const { pathname } = useSiteLocale()
  const customerLogin = useHref(CUSTOMER_LOGIN_PATH)
  const navigate = useNavigate()

  // While logging out the page stays as it is under the overlay: logout decides where to go.
  const redirect = status === 'guest' && !loggingOut
  useEffect(() => {
    if (redirect) void navigate(customerLogin, { replace: true })
  }, [redirect, customerLogin, navigate])

  if (status !== 'registered') return <PageSpinner />

  return (
    <div className="page-container flex flex-col gap-3 pb-6 lg:flex-row lg:gap-4 lg:pt-4">
      <PortalNav pathname={pathname} disabled={navDisabled} />
      <div className="min-w-0 grow">{children}</div>
    </div>
  )
}
