import { createContext, use, useSyncExternalStore } from 'react'
import type { LeaseCustomerSignedInEvent } from '@/lib/customer-auth-events'
import type { RegistrationData } from '../api/register-customer'
import { LOADING_SNAPSHOT, type AuthSession, type AuthSnapshot, type AuthStatus } from '../lib/auth-session'

export interface AuthContextValue {
  session: AuthSession
  /** True from the start of logout until its overlay is removed (2 s after the redirect). */
  loggingOut: boolean
  logout: () => Promise<void>
  /**
   * The last lease-customer sign-in announced (lib/customer-auth-events) since the last logout:
   * the GUID a sign-in set. Only counts for its own customer id.
   */
  leaseCustomerSignIn: LeaseCustomerSignedInEvent | null
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export interface UseAuth {
  status: AuthStatus
  isRegistered: boolean
  customerId: string | null
  usid: string | null
  accessToken: string | null
  /** Set when no session could be started at all (server unreachable). */
  error: Error | null
  loggingOut: boolean
  /** Throws the API error (401 'Unauthorized', 429, …) to the caller. */
  login: (email: string, password: string) => Promise<void>
  /** Creates the account, then signs in. */
  register: (data: RegistrationData) => Promise<void>
  /** Blocking overlay, SLAS logout, new guest session, redirect home. Rejects when it failed. */
  logout: () => Promise<void>
  getAccessToken: () => Promise<string | null>
}

export function useAuthContext(): AuthContextValue {
  const context = use(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}

/** The AuthSession instance itself (for flows that drive it, like the identity-provider sign-in). */
export function useAuthSession(): AuthSession {
  return useAuthContext().session
}

/** The server's snapshot (and the hydrating client's): the session is the visitor's, never in the server's HTML. */
const serverSnapshot = (): AuthSnapshot => LOADING_SNAPSHOT

export function useAuthSnapshot(): AuthSnapshot {
  const { session } = useAuthContext()
  return useSyncExternalStore(session.subscribe, session.getSnapshot, serverSnapshot)
}

/** The shopper session: status ('loading' | 'guest' | 'registered'), ids, token and actions. */
export function useAuth(): UseAuth {
  const { session, loggingOut, logout } = useAuthContext()
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, serverSnapshot)
  return {
    status: snapshot.status,
    isRegistered: snapshot.status === 'registered',
    customerId: snapshot.customerId,
    usid: snapshot.usid,
    accessToken: snapshot.accessToken,
    error: snapshot.error,
    loggingOut,
    login: (email, password) => session.login(email, password),
    register: (data) => session.register(data),
    logout,
    getAccessToken: () => session.getAccessToken(),
  }
}
