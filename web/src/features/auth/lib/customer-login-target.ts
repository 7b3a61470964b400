import type { AuthLinks } from './auth-config'

/** The portal's own sign-in page (identity-provider sign-in: password, SMS code, magic link). */
export const CUSTOMER_LOGIN_PATH = '/customer-login'

export interface LoginPreferences {
  enableLegacyCustomerLogin?: unknown
  enableKeycloak?: unknown
}

export interface LinkTarget {
  href: string
  /** External targets are plain links (full navigation); internal ones are app paths. */
  external: boolean
}

/**
 * Where the header's "Customer Login" goes (storefront spec §2.7): the legacy external login
 * when enableLegacyCustomerLogin is on, else the identity-provider login when enableKeycloak
 * is on (the /customer-login page, whose methods sign in through the identity provider), else
 * the /customer-login page.
 */
export function customerLoginTarget(prefs: LoginPreferences, links: AuthLinks): LinkTarget {
  if (prefs.enableLegacyCustomerLogin === true && links.legacyCustomerLogin) {
    return { href: links.legacyCustomerLogin, external: true }
  }
  if (prefs.enableKeycloak === true) return { href: CUSTOMER_LOGIN_PATH, external: false }
  return { href: CUSTOMER_LOGIN_PATH, external: false }
}
