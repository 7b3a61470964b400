/**
 * Which shopper session came from the identity provider (only such a session ends the provider's session too; any other runs the plain
 * logout). The provider sign-in remembers the customer id here (localStorage: the refresh
 * cookie and the provider's cookie are the browser's, so every tab shares them); the logout
 * forgets it. Only the customer id is kept — never a token.
 */
export const PROVIDER_SESSION_CUSTOMER_KEY = 'idp_session_customer'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function rememberProviderSignIn(customerId: string): void {
  storage()?.setItem(PROVIDER_SESSION_CUSTOMER_KEY, customerId)
}

/** Whether the session of `customerId` began with a provider sign-in in this browser. */
export function signedInThroughProvider(customerId: string | null | undefined): boolean {
  return !!customerId && storage()?.getItem(PROVIDER_SESSION_CUSTOMER_KEY) === customerId
}

export function forgetProviderSignIn(): void {
  storage()?.removeItem(PROVIDER_SESSION_CUSTOMER_KEY)
}
