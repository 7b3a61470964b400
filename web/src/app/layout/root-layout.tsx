import { Outlet } from 'react-router'
import { ToastProvider } from '@/components/toast/toast-provider'
import { I18nProvider } from '@/i18n/i18n-provider'
import { useSiteLocale } from '@/lib/use-site-locale'

/** Providers that depend on the URL (the locale), above every page and the shell. */
export function RootLayout() {
  const { locale } = useSiteLocale()
  return (
    <I18nProvider locale={locale.id}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </I18nProvider>
  )
}
