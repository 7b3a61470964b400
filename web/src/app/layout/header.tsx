import { defineMessages, useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { CategoryDrawer, CategoryNav } from '@/features/catalog/components/category-menu'
import { LoginMenu, type CustomerLoginEntry } from '@/features/identity/components/login-menu'
import { LocaleSwitch } from '@/features/locale/components/locale-switch'
import { useProviderLogin } from '@/features/portal-login/hooks/use-provider-login'
import { CUSTOMER_LOGIN_PATH, customerLoginTarget } from '@/features/portal-login/lib/customer-login-target'
import { useCustomPreferences } from '@/features/prefs/api/get-custom-preferences'
import { prefsMessages } from '@/features/prefs/messages'
import { SearchBox } from '@/features/search/components/search-box'
import { appLinks, useAppConfig } from '@/lib/app-config'
import { LogoMark } from './logo'

/** Preferences the header's login menu decides on (storefront spec §2.7). */
export const HEADER_PREFERENCE_IDS = ['enableKeycloak', 'enableLegacyCustomerLogin'] as const

const messages = defineMessages<{ home: { brandName: string } }>({
  home: {
    id: 'header.homeLink',
    defaultMessage: '{brandName} home',
    description: 'Accessible name of the logo link to the home page; {brandName} is e.g. Northwind Lease',
  },
})

export function Header() {
  const intl = useIntl()
  const config = useAppConfig()
  const { brand } = config
  const prefs = useCustomPreferences(HEADER_PREFERENCE_IDS)
  const providerLogin = useProviderLogin()
  // Storefront spec §2.7: Customer Login goes where the preferences say — the legacy login, the
  // identity provider's login (the /customer-login page when opened in a new tab), or the
  // /customer-login page; while they load it is the /customer-login page; when they cannot be
  // loaded the menu says so (§8).
  let customerLogin: CustomerLoginEntry
  if (prefs && 'error' in prefs) {
    customerLogin = { unavailable: intl.formatMessage(prefsMessages.loadError) }
  } else {
    const target = customerLoginTarget(prefs?.customPreferences ?? {}, appLinks(config))
    customerLogin =
      target.kind === 'legacy'
        ? { href: target.href, external: true }
        : target.kind === 'provider'
          ? { href: CUSTOMER_LOGIN_PATH, external: false, onNavigate: () => void providerLogin(target.loginUrl) }
          : { href: target.href, external: false }
  }

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="page-container flex min-h-8 items-center justify-between gap-1 py-1 sm:gap-2">
        <div className="flex items-center gap-0.5">
          <CategoryDrawer />
          <Link
            to="/"
            aria-label={intl.formatMessage(messages.home, { brandName: brand.name })}
            className="flex items-center gap-1 rounded-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          >
            <LogoMark className="size-5" />
            <span className="hidden text-lg font-bold tracking-tight text-primary min-[400px]:inline">{brand.name}</span>
          </Link>
        </div>
        <SearchBox className="hidden max-w-[560px] flex-1 md:block" />
        <div className="flex items-center gap-1 sm:gap-2">
          <LocaleSwitch />
          <LoginMenu customerLogin={customerLogin} />
        </div>
      </div>
      <div className="page-container pb-1 md:hidden">
        <SearchBox />
      </div>
      <CategoryNav />
    </header>
  )
}
