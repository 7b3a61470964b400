/**
 * The pending sign-in (the issue "Login CSRF / session swap"): what binds an identity-provider
 * sign-in to the browser that began it.
 *
 * - `{state, verifier, createdAt}` in localStorage (per browser, not per tab: a magic link
 *   opened in a new tab of the same browser completes), for 20 minutes after the last start.
 * - Every sign-in start sends the PKCE S256 challenge of the verifier and the state
 *   (beginSignIn). A start while a sign-in is pending reuses it (and restarts its 20 minutes),
 *   so every method on the page, the provider's /idp/auth round trip and a magic link sent
 *   earlier share one binding.
 * - Every provider code comes back with the state of its start; it is redeemed (with the
 *   verifier) only when that state is the pending one (verifierFor). A code whose state does
 *   not match, or a browser with no pending sign-in, is refused without any call.
 * - Once a code was redeemed, the pending sign-in is cleared.
 *
 * The state is 43 random base64url characters; the verifier the 128-character PKCE verifier.
 */
import { codeChallengeFor, createCodeVerifier } from '@/lib/pkce'
import type { SignInBinding } from '../api/provider-api'

export const PENDING_SIGN_IN_KEY = 'idp_pending_sign_in'
/** How long a pending sign-in lasts after its last start (a magic link lives 15 minutes). */
export const PENDING_SIGN_IN_TTL_MS = 20 * 60_000
export const STATE_LENGTH = 43

export interface PendingSignIn {
  state: string
  verifier: string
  /** When it was last started, ms since the epoch. */
  createdAt: number
}

const STATE_PATTERN = /^[A-Za-z0-9\-._~]{8,256}$/
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function isPendingSignIn(value: unknown): value is PendingSignIn {
  if (!value || typeof value !== 'object') return false
  const { state, verifier, createdAt } = value as Partial<PendingSignIn>
  return (
    typeof state === 'string' &&
    STATE_PATTERN.test(state) &&
    typeof verifier === 'string' &&
    VERIFIER_PATTERN.test(verifier) &&
    typeof createdAt === 'number' &&
    Number.isFinite(createdAt)
  )
}

/** The pending sign-in of this browser, or null (none, unreadable, or expired: then removed). */
export function readPendingSignIn(now: number = Date.now()): PendingSignIn | null {
  const store = storage()
  const raw = store?.getItem(PENDING_SIGN_IN_KEY)
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = null
  }
  if (!isPendingSignIn(parsed) || now - parsed.createdAt > PENDING_SIGN_IN_TTL_MS || parsed.createdAt > now + 60_000) {
    store?.removeItem(PENDING_SIGN_IN_KEY)
    return null
  }
  return parsed
}

export function clearPendingSignIn(): void {
  storage()?.removeItem(PENDING_SIGN_IN_KEY)
}

/**
 * The binding of a sign-in start: the pending sign-in (reused, its 20 minutes restarted) or a
 * new one, stored before anything is sent.
 */
export async function beginSignIn(now: number = Date.now()): Promise<SignInBinding> {
  const current = readPendingSignIn(now)
  const pending: PendingSignIn = current
    ? { ...current, createdAt: now }
    : { state: createCodeVerifier(STATE_LENGTH), verifier: createCodeVerifier(), createdAt: now }
  storage()?.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending))
  return { state: pending.state, codeChallenge: await codeChallengeFor(pending.verifier) }
}

/** Why a provider code is refused before it is redeemed. */
export type BindingFailure = 'no-pending-sign-in' | 'state-mismatch'

export class SignInBindingError extends Error {
  readonly failure: BindingFailure

  constructor(failure: BindingFailure) {
    super(failure === 'no-pending-sign-in' ? 'No sign-in is pending in this browser' : 'The sign-in state does not match')
    this.name = 'SignInBindingError'
    this.failure = failure
  }
}

/**
 * The verifier to redeem a provider code whose start sent `state`: the pending sign-in's, when
 * its state is exactly `state`; otherwise throws SignInBindingError (the code must not be used).
 */
export function verifierFor(state: string | null | undefined, now: number = Date.now()): string {
  const pending = readPendingSignIn(now)
  if (!pending) throw new SignInBindingError('no-pending-sign-in')
  if (!state || !timingSafeEqual(state, pending.state)) throw new SignInBindingError('state-mismatch')
  return pending.verifier
}

/** String equality that does not stop at the first difference. */
function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}
