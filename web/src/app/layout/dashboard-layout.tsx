import { useEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useHref } from '@/components/link'
import { PageSpinner } from '@/components/ui/spinner'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { useCustomerAuth } from '@/features/identity/hooks/use-customer-auth'
import { PortalNav } from '@/features/portal/components/portal-nav'
import { CUSTOMER_LOGIN_PATH } from '@/features/portal-login/lib/customer-login-target'
import { useSiteLocale } from '@/lib/use-site-locale'

/**
 * The authenticated dashboard layout of the customer portal routes (portal spec §2 "Portal
 * routes (authenticated layout)", storefront spec §6 "flag isAuth"): only an authenticated lease
 * customer gets in, one whose lease-customer GUID is set (storefront spec §4.13: by the sign-in,
 * or restored from the profile of a flagged session). Anyone else — a guest, or a registered
 * shopper without a GUID — is sent to /customer-login (replace, keeping the site/locale prefix).
 * Inside: the portal navigation (left column on desktop, top bar on phones) beside the page.
 * `navDisabled`: every item disabled (lease data not loaded).
 */
export function DashboardLayout({ children, navDisabled = true }: { children: ReactNode; navDisabled?: boolean }) {
  const { loggingOut } = useAuth()
  const customerAuth = useCustomerAuth()
  const { pathname } = useSiteLocale()
  const customerLogin = useHref(CUSTOMER_LOGIN_PATH)
  const navigate = useNavigate()

  // While logging out the page stays as it is under the overlay: logout decides where to go.
  const redirect = customerAuth.status === 'anonymous' && !loggingOut
  useEffect(() => {
    if (redirect) void navigate(customerLogin, { replace: true })
  }, [redirect, customerLogin, navigate])

  if (customerAuth.status !== 'authenticated') return <PageSpinner />

  return (
    <div className="page-container flex flex-col gap-3 pb-6 lg:flex-row lg:gap-4 lg:pt-4">
      <PortalNav pathname={pathname} disabled={navDisabled} />
      <div className="min-w-0 grow">{children}</div>
    </div>
  )
}
