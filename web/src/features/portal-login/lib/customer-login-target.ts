import type { AppLinks } from '@/lib/app-config'

/** The portal's own sign-in page (identity-provider sign-in: password, SMS code, magic link). */
export const CUSTOMER_LOGIN_PATH = '/customer-login'

export interface LoginPreferences {
  enableLegacyCustomerLogin?: unknown
  enableKeycloak?: unknown
}

/**
 * Where the header's "Customer Login" goes:
 * - `legacy`: the legacy external login, when enableLegacyCustomerLogin is on (and configured);
 * - `provider`: else, when enableKeycloak is on (and configured), the identity provider's
 *   login (`links.keycloakLogin`, a full page load with the sign-in's binding, see
 *   lib/provider-login.ts);
 * - `page`: else the /customer-login page.
 */
export type CustomerLoginTarget =
  { kind: 'legacy'; href: string } | { kind: 'provider'; loginUrl: string } | { kind: 'page'; href: typeof CUSTOMER_LOGIN_PATH }

export function customerLoginTarget(prefs: LoginPreferences, links: AppLinks): CustomerLoginTarget {
  if (prefs.enableLegacyCustomerLogin === true && links.legacyCustomerLogin) {
    return { kind: 'legacy', href: links.legacyCustomerLogin }
  }
  if (prefs.enableKeycloak === true && links.keycloakLogin) return { kind: 'provider', loginUrl: links.keycloakLogin }
  return { kind: 'page', href: CUSTOMER_LOGIN_PATH }
}
