/**
 * A real shopper session (features/identity's AuthSession) against the fake SLAS server of
 * testing/auth.ts, for tests of features that are handed the session (the portal's sign-in).
 */
import { AuthSession } from '@/features/identity/lib/auth-session'

export function createShopperSession(params: { organizationId: string; siteId: string }): AuthSession {
  return new AuthSession({ ...params, clientId: 'northwind-web', redirectUri: `${window.location.origin}/callback` })
}
