/**
 * What the portal's sign-in needs from the shopper session, which it does not own (the session
 * is features/identity's; src/app provides it here, see app/layout/portal-login-bridge.tsx).
 */
import { createContext, use } from 'react'
import type { PortalShopperSession } from '../lib/provider-sign-in'

export interface PortalLoginSession {
  /** The shopper session the completed sign-in is adopted into. */
  session: PortalShopperSession
  /** True while the customer is being logged out (no silent provider sign-in then). */
  loggingOut: boolean
  /** Run after a completed sign-in, before going to /dashboard (the app re-reads the profile). */
  afterSignIn: () => Promise<void>
}

export const PortalLoginSessionContext = createContext<PortalLoginSession | null>(null)

export function usePortalLoginSession(): PortalLoginSession {
  const value = use(PortalLoginSessionContext)
  if (!value) throw new Error('usePortalLoginSession must be used within a PortalLoginSessionContext provider')
  return value
}
