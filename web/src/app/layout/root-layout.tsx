import { Outlet } from 'react-router'
import { ToastProvider } from '@/components/toast/toast-provider'
import { AuthProvider, AuthSessionProvider } from '@/features/auth/components/auth-provider'
import { SignInModalProvider } from '@/features/auth/components/sign-in-modal-provider'
import { I18nProvider } from '@/i18n/i18n-provider'
import { useSiteLocale } from '@/lib/use-site-locale'

/**
 * Providers that depend on the URL (the locale, the site's shopper session), above every page
 * and the shell.
 */
export function RootLayout() {
  const { locale } = useSiteLocale()
  return (
    <AuthSessionProvider>
      <I18nProvider locale={locale.id}>
        <ToastProvider>
          <AuthProvider>
            <SignInModalProvider>
              <Outlet />
            </SignInModalProvider>
          </AuthProvider>
        </ToastProvider>
      </I18nProvider>
    </AuthSessionProvider>
  )
}
