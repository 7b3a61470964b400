import { Outlet } from 'react-router'
import { ToastProvider } from '@/components/toast/toast-provider'
import { AuthProvider, AuthSessionProvider } from '@/features/auth/components/auth-provider'
import { SignInModalProvider } from '@/features/auth/components/sign-in-modal-provider'
import { I18nProvider } from '@/i18n/i18n-provider'
import { setApiSiteLocale } from '@/lib/api-client'
import { useSiteLocale } from '@/lib/use-site-locale'
import { SessionShopperContext } from './session-shopper-context'

/**
 * Providers that depend on the URL (the locale, the site's shopper session), above every page
 * and the shell, and the session's shopper context.
 */
export function RootLayout() {
  const { site, locale } = useSiteLocale()
  // Set while rendering, not in an effect: children's queries start in their own effects,
  // which run before this component's. The assignment is idempotent.
  setApiSiteLocale({ siteId: site.id, locale: locale.id })
  return (
    <AuthSessionProvider>
      <I18nProvider locale={locale.id}>
        <ToastProvider>
          <AuthProvider>
            <SessionShopperContext />
            <SignInModalProvider>
              <Outlet />
            </SignInModalProvider>
          </AuthProvider>
        </ToastProvider>
      </I18nProvider>
    </AuthSessionProvider>
  )
}
