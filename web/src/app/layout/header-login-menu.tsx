import { Suspense } from 'react'
import { useIntl } from 'react-intl'
import { LoginMenu, type CustomerLoginEntry } from '@/features/identity/components/login-menu'
import { RegisteredItems, VisitorItems } from '@/features/identity/components/login-menu-items'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { useCustomerAuth, useCustomerGuid } from '@/features/identity/hooks/use-customer-auth'
import { loginMenuMessages } from '@/features/identity/messages/login-menu'
import { isLeaseSelectorDisabledPath, isPortalPath } from '@/features/portal/lib/portal-routes'
import { useProviderLogin } from '@/features/portal-login/hooks/use-provider-login'
import { CUSTOMER_LOGIN_PATH, customerLoginTarget } from '@/features/portal-login/lib/customer-login-target'
import { useCustomPreferences } from '@/features/prefs/api/get-custom-preferences'
import { prefsMessages } from '@/features/prefs/messages'
import { appLinks, useAppConfig } from '@/lib/app-config'
import { lazyPart } from '@/lib/lazy-part'
import { useSiteLocale } from '@/lib/use-site-locale'
import { useAccountLinks } from './account-links'
import { HEADER_PREFERENCE_IDS } from './header-preferences'

// Only a lease customer on a portal route gets the lease selector. Its code is in the portal's
// page module, which those routes have loaded already: nothing more to download.
const LeaseSelector = lazyPart(() => import('../routes/dashboard').then((module) => ({ default: module.HeaderLeaseSelector })))

/**
 * The account area's links, from here for the account pages too: this module loads on every page
 * right after it starts, so they cost the account pages nothing more (and the first load no
 * chunk of their own).
 */
export { useAccountLinks, useAccountNavLabel } from './account-links'

/**
 * Where Customer Login goes, as the preferences say — the legacy login, the identity provider's
 * login (the /customer-login page when opened in a new tab), or the /customer-login page; while
 * they load it is the /customer-login page; when they cannot be loaded the menu says so.
 */
function useCustomerLoginEntry(): CustomerLoginEntry {
  const intl = useIntl()
  const config = useAppConfig()
  const prefs = useCustomPreferences(HEADER_PREFERENCE_IDS)
  const providerLogin = useProviderLogin()
  if (prefs && 'error' in prefs) return { unavailable: intl.formatMessage(prefsMessages.loadError) }
  const target = customerLoginTarget(prefs?.customPreferences ?? {}, appLinks(config))
  return target.kind === 'legacy'
    ? { href: target.href, external: true }
    : target.kind === 'provider'
      ? { href: CUSTOMER_LOGIN_PATH, external: false, onNavigate: () => void providerLogin(target.loginUrl) }
      : { href: target.href, external: false }
}

/** The header's login menu, with where its Customer Login goes (header.tsx loads it lazily). */
export default function HeaderLoginMenu() {
  const customerLogin = useCustomerLoginEntry()
  const accountLinks = useAccountLinks()
  return <LoginMenu customerLogin={customerLogin} leaseSelector={<HeaderLeaseSelector />} accountLinks={accountLinks} />
}

/**
 * The login menu's items at the end of the phone's Menu drawer (loaded when the drawer first
 * shows them): a signed-in customer's account links, Dashboard and Logout; a visitor's Customer
 * Login, Retailer Login and Sign in / Create account. Each closes the drawer first.
 */
export function DrawerAccountMenu({ close }: { close: () => void }) {
  const intl = useIntl()
  const { status } = useAuth()
  const customerGuid = useCustomerGuid()
  const customerLogin = useCustomerLoginEntry()
  const accountLinks = useAccountLinks()
  if (status === 'loading') return null
  return (
    <nav aria-label={intl.formatMessage(loginMenuMessages.account)} className="mt-1 border-t border-neutral-200 pt-1">
      {status === 'registered' ? (
        <RegisteredItems leaseCustomer={!!customerGuid} accountLinks={accountLinks} beforeAction={close} />
      ) : (
        <VisitorItems customerLogin={customerLogin} beforeAction={close} />
      )}
    </nav>
  )
}

/**
 * The lease selector of an authenticated lease customer, on
 * customer-portal routes only; disabled on the routes of a flow about one lease.
 */
function HeaderLeaseSelector() {
  const { pathname } = useSiteLocale()
  const { customerId } = useAuth()
  const customerAuth = useCustomerAuth()
  if (customerAuth.status !== 'authenticated' || !customerId || !isPortalPath(pathname)) return null
  return (
    <Suspense fallback={null}>
      <LeaseSelector customerId={customerId} disabled={isLeaseSelectorDisabledPath(pathname)} />
    </Suspense>
  )
}
