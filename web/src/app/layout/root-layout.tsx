import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { ToastProvider } from '@/components/toast/toast-provider'
import { AuthProvider, AuthSessionProvider } from '@/features/identity/components/auth-provider'
import { SignInModalProvider } from '@/features/identity/components/sign-in-modal-provider'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { useGatedAction } from '@/features/identity/hooks/use-gated-action'
import { useProviderLogout } from '@/features/portal-login/hooks/use-provider-logout'
import { I18nProvider } from '@/i18n/i18n-provider'
import { setApiSiteLocale } from '@/lib/api-context'
import { ShopperCustomer } from '@/lib/shopper-customer'
import { useSiteLocale } from '@/lib/use-site-locale'
import { SessionShopperContext } from './session-shopper-context'

/** The session's customer id for everything below (lib/shopper-customer.tsx). */
function SessionCustomer({ children }: { children: ReactNode }) {
  const { customerId, isRegistered } = useAuth()
  const requireSignIn = useGatedAction()
  return (
    <ShopperCustomer customerId={customerId} registered={isRegistered} requireSignIn={requireSignIn}>
      {children}
    </ShopperCustomer>
  )
}

/**
 * Providers that depend on the URL (the locale, the site's shopper session), above every page
 * and the shell, and the session's shopper context. The session's logout ends an
 * identity-provider session too (features/portal-login).
 */
export function RootLayout() {
  const { site, locale } = useSiteLocale()
  // Set while rendering, not in an effect: children's queries start in their own effects,
  // which run before this component's. The assignment is idempotent.
  setApiSiteLocale({ siteId: site.id, locale: locale.id })
  const providerLogout = useProviderLogout()
  return (
    <AuthSessionProvider>
      <I18nProvider locale={locale.id}>
        <ToastProvider>
          <AuthProvider externalLogout={providerLogout}>
            <SessionShopperContext />
            <SignInModalProvider>
              <SessionCustomer>
                <Outlet />
              </SessionCustomer>
            </SignInModalProvider>
          </AuthProvider>
        </ToastProvider>
      </I18nProvider>
    </AuthSessionProvider>
  )
}
