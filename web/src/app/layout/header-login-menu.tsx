import { useIntl } from 'react-intl'
import { LoginMenu, type CustomerLoginEntry } from '@/features/identity/components/login-menu'
import { useProviderLogin } from '@/features/portal-login/hooks/use-provider-login'
import { CUSTOMER_LOGIN_PATH, customerLoginTarget } from '@/features/portal-login/lib/customer-login-target'
import { useCustomPreferences } from '@/features/prefs/api/get-custom-preferences'
import { prefsMessages } from '@/features/prefs/messages'
import { appLinks, useAppConfig } from '@/lib/app-config'

/** Preferences the header's login menu decides on (storefront spec §2.7). */
export const HEADER_PREFERENCE_IDS = ['enableKeycloak', 'enableLegacyCustomerLogin'] as const

/** The header's login menu, with where its Customer Login goes (header.tsx loads it lazily). */
export default function HeaderLoginMenu() {
  const intl = useIntl()
  const config = useAppConfig()
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

  return <LoginMenu customerLogin={customerLogin} />
}
