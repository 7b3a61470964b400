/**
 * Completing an identity-provider sign-in, shared
 * by every method (password, SMS code, magic link, a live provider session) and by
 * /idpcallback and /login-redirect:
 *
 *   0. The provider code's state must be this browser's pending state (lib/pending-sign-in.ts);
 *      otherwise nothing is called and a ProviderSignInError('binding') is thrown (a code made
 *      in another browser, or a forged callback: login CSRF).
 *   1. POST /idp/api/token {code, codeVerifier} → id token + access token; the pending sign-in
 *      is cleared. A `provider_code_invalid` answer (e.g. the code began in another browser) is
 *      ProviderSignInError('binding'). The id token stays in memory (for undoing the sign-in),
 *      never in the page's storage.
 *   2. GET /api/token-exchange → the registered shopper session is adopted (AuthSession); the
 *      browser remembers that this session came from the provider (lib/provider-session.ts).
 *   3. create_customer FIRST. If it fails: the failure is logged ("Customer auth
 *      identity-service login failed: …"), the sign-in is undone (platform logout, then the
 *      provider logout) and a ProviderSignInError('profile') is thrown.
 *   4. Then the login_source PATCH with the browser and method flags; none for acr `cookie`.
 *      Its failure is only logged.
 *   5. `is_customer_logged_in` is set.
 *   6. With the GUID create_customer returned, the lease-customer sign-in is announced
 *      (lib/customer-auth-events: the shopper context gets `customQualifiers.customerGuid`).
 *      It is awaited, but its failure (logged as "Customer auth set shopper context failed: …"
 *      by the handler) does not fail the sign-in. The caller navigates to /dashboard.
 *
 * Failures of steps 1–2 are logged and thrown as ProviderSignInError('generic') (or 'binding').
 */
import type { Acr, ProviderCode, StandardizedCustomer, TokenExchangeResponse } from '@/api/types'
import { ApiError } from '@/lib/api-client'
import { runLeaseCustomerSignedIn } from '@/lib/customer-auth-events'
import { CUSTOMER_LOGGED_IN_KEY, removeSession, writeSession } from '@/lib/session-storage'
import { createCustomer, type CustomerProfileParams } from '../api/create-customer'
import { patchLoginSource } from '../api/login-source'
import { endProviderSession } from '../api/provider-logout'
import { exchangeProviderCode } from '../api/provider-token'
import { exchangeProviderToken } from '../api/token-exchange'
import { IDENTITY_LOGIN_STEP, IDENTITY_LOGOUT_STEP } from './auth-steps'
import { currentBrowserFlags, loginSourceFlags, type BrowserFlags } from './browser-flags'
import { clearPendingSignIn, SignInBindingError, verifierFor } from './pending-sign-in'
import { forgetProviderSignIn, rememberProviderSignIn } from './provider-session'

/**
 * `binding`: the code cannot be used in this browser (no pending sign-in, another state, or the
 * provider refused the verifier); `profile`: create_customer failed (signed out again);
 * `generic`: anything else.
 */
export type ProviderSignInFailure = 'profile' | 'generic' | 'binding'

export class ProviderSignInError extends Error {
  readonly reason: ProviderSignInFailure

  constructor(reason: ProviderSignInFailure, cause: unknown) {
    super(cause instanceof Error ? cause.message : `Provider sign-in failed (${reason})`, { cause })
    this.name = 'ProviderSignInError'
    this.reason = reason
  }
}

/** The provider's answer of a sign-in method (or the callback's query): a code and its state. */
export type ProviderCodeAnswer = Pick<ProviderCode, 'code'> & { state: string | null | undefined }

/** The token fields of the exchanged session. */
export type ExchangedTokens = Pick<TokenExchangeResponse, 'access_token' | 'customer_id' | 'usid' | 'expires_in'>

/**
 * What the sign-in needs from the shopper session (features/identity's AuthSession has it; the
 * app hands it in): adopt the exchanged session, undo it, and read its ids.
 */
export interface PortalShopperSession {
  /** Runs `obtain` (the token exchange) once the session is settled and adopts its tokens. */
  adoptSession(obtain: () => Promise<ExchangedTokens>): Promise<void>
  /** The platform logout (its failure is logged by the session, then thrown). */
  logout(): Promise<void>
  getCustomerId(): string | null
  getSnapshot(): { usid: string | null; customerId: string | null }
}

export interface ProviderSignInDeps {
  session: PortalShopperSession
  /** Organization, site and locale of the profile calls. */
  profile: CustomerProfileParams
  /** The logger call: `Customer auth {step} failed: {message}` with the customer id. */
  log: (step: string, error: unknown, customerId: string | null) => Promise<void>
  /** The browser flags (default: detected from `navigator`). */
  browser?: () => BrowserFlags
}

export interface ProviderSignInResult {
  acr: Acr
  customer: StandardizedCustomer
}

/** The provider refused the code: unknown, used, expired, or not this browser's verifier. */
const isCodeInvalid = (error: unknown) =>
  error instanceof ApiError && typeof error.data === 'object' && error.data.reason === 'provider_code_invalid'

export async function completeProviderSignIn({ code, state }: ProviderCodeAnswer, deps: ProviderSignInDeps): Promise<ProviderSignInResult> {
  const { session, profile, log } = deps
  let verifier: string
  try {
    verifier = verifierFor(state)
  } catch (error) {
    if (error instanceof SignInBindingError) throw new ProviderSignInError('binding', error)
    throw error
  }

  let idToken: string
  let acr: Acr
  try {
    const tokens = await exchangeProviderCode(code, verifier)
    clearPendingSignIn()
    idToken = tokens.id_token
    acr = tokens.acr
    await session.adoptSession(() => exchangeProviderToken(tokens.access_token))
  } catch (error) {
    await log(IDENTITY_LOGIN_STEP, error, session.getCustomerId())
    throw new ProviderSignInError(isCodeInvalid(error) ? 'binding' : 'generic', error)
  }
  const signedInAs = session.getCustomerId()
  if (signedInAs) rememberProviderSignIn(signedInAs)

  let customer: StandardizedCustomer
  try {
    customer = (await createCustomer(profile)).standardized
  } catch (error) {
    await log(IDENTITY_LOGIN_STEP, error, session.getCustomerId())
    await undoSignIn(idToken, deps)
    throw new ProviderSignInError('profile', error)
  }

  const flags = loginSourceFlags(acr, (deps.browser ?? currentBrowserFlags)())
  if (flags) {
    try {
      await patchLoginSource(profile, flags)
    } catch (error) {
      await log(IDENTITY_LOGIN_STEP, error, session.getCustomerId())
    }
  }

  writeSession(CUSTOMER_LOGGED_IN_KEY, 'true')

  // A failing "set shopper context" is logged, then rethrown. The
  // handler logs and rethrows; the runner ends it there (console), because no caller here can
  // recover from it: failing the sign-in for it would leave a signed-in customer on the
  // error page. The context is set again from the profile's GUID on the next page load.
  const { usid, customerId } = session.getSnapshot()
  if (customer.customer_guid && usid && customerId) {
    await runLeaseCustomerSignedIn({ usid, customerId, customerGuid: customer.customer_guid })
  }
  return { acr, customer }
}

/** Platform logout (its failure is logged by the session), then the provider logout. */
async function undoSignIn(idToken: string, { session, log }: ProviderSignInDeps): Promise<void> {
  try {
    await session.logout()
  } catch {
    // Logged by the session as `Customer auth platform logout failed: …`.
  }
  try {
    await endProviderSession(idToken)
  } catch (error) {
    await log(IDENTITY_LOGOUT_STEP, error, null)
  }
  forgetProviderSignIn()
  removeSession(CUSTOMER_LOGGED_IN_KEY)
}
