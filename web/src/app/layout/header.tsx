import { defineMessages, useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { LoginMenu } from '@/features/auth/components/login-menu'
import { useCustomPreferences } from '@/features/prefs/api/get-custom-preferences'
import { LocaleSwitch } from '@/features/locale/components/locale-switch'
import { useAppConfig } from '@/lib/app-config'
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
  const { brand } = useAppConfig()
  const prefs = useCustomPreferences(HEADER_PREFERENCE_IDS)
  const loginPreferences = prefs && 'customPreferences' in prefs ? prefs.customPreferences : {}

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="page-container flex min-h-8 items-center justify-between gap-2 py-1">
        <Link
          to="/"
          aria-label={intl.formatMessage(messages.home, { brandName: brand.name })}
          className="flex items-center gap-1 rounded-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        >
          <LogoMark className="size-5" />
          <span className="text-lg font-bold tracking-tight text-primary">{brand.name}</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <LocaleSwitch />
          <LoginMenu preferences={loginPreferences} />
        </div>
      </div>
    </header>
  )
}
