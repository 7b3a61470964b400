/**
 * The identity-provider part of logout, handed to
 * the shopper session's logout by src/app:
 *
 * - Called as the logout starts, with the customer id of the session: a session that did not
 *   come from the provider (lib/provider-session.ts; e.g. a shopper who signed in with the
 *   modal) answers null — the plain logout.
 * - Otherwise it answers a function the logout calls after the platform logout (SLAS logout:
 *   the server revokes the session and removes the refresh cookie). It forgets the provider
 *   sign-in, gets the id-token hint at that moment (POST /idp/api/id-token-hint, never stored)
 *   and gives the provider's logout URL,
 *   `/idp/logout?id_token_hint=…&post_logout_redirect_uri={prefixed home}`, which the logout
 *   opens as a full page load.
 * - No live provider session (401): null, nothing is left to end (the plain logout). Any other
 *   failure of the hint is logged (`Customer auth identity-service logout failed: …`) and the
 *   provider's logout URL is given without a hint: the provider ends its session by its cookie.
 */
import { ApiError } from '@/lib/api-context'
import { IDENTITY_LOGOUT_STEP } from './auth-steps'
import { forgetProviderSignIn, signedInThroughProvider } from './provider-session'

export type ProviderLogoutLog = (step: string, error: unknown, customerId: string | null) => Promise<void>

export function providerLogout(customerId: string | null, log: ProviderLogoutLog): ((homePath: string) => Promise<string | null>) | null {
  if (!signedInThroughProvider(customerId)) return null
  return async (homePath) => {
    forgetProviderSignIn()
    // Loaded when needed: the calls stay out of the first page load.
    const [{ getIdTokenHint }, { providerLogoutUrl }] = await Promise.all([
      import('../api/id-token-hint'),
      import('../api/provider-logout'),
    ])
    let hint: string | null = null
    try {
      hint = await getIdTokenHint()
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null
      await log(IDENTITY_LOGOUT_STEP, error, customerId)
    }
    return providerLogoutUrl(homePath, hint)
  }
}
