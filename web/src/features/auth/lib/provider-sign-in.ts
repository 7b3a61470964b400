/**
 * Completing an identity-provider sign-in (portal spec §4 "Identity-provider login"), shared
 * by every method (password, SMS code, magic link, a live provider session) and by
 * /idpcallback:
 *
 *   1. POST /idp/api/token {code} → id token + access token; the id token is kept in
 *      sessionStorage (`idp_id_token`) for the provider logout.
 *   2. GET /api/token-exchange → the registered shopper session is adopted (AuthSession).
 *   3. create_customer FIRST. If it fails: the failure is logged ("Customer auth
 *      identity-service login failed: …"), the sign-in is undone (platform logout, then the
 *      provider logout) and a ProviderSignInError('profile') is thrown.
 *   4. Then the login_source PATCH with the browser and method flags; none for acr `cookie`.
 *      Its failure is only logged (storefront spec §8 "Identity-provider failures: logged
 *      silently").
 *   5. `is_customer_logged_in` is set.
 *   6. With the GUID create_customer returned, the lease-customer sign-in is announced
 *      (lib/customer-auth-events: the shopper context gets `customQualifiers.customerGuid`).
 *      It is awaited, but its failure (logged as "Customer auth set shopper context failed: …"
 *      by the handler) does not fail the sign-in. The caller navigates to /dashboard.
 *
 * Failures of steps 1–2 are logged and thrown as ProviderSignInError('generic').
 */
import type { Acr } from '@/api/types'
import { runLeaseCustomerSignedIn } from '@/lib/customer-auth-events'
import { CUSTOMER_LOGGED_IN_KEY, IDP_ID_TOKEN_KEY, removeSession, writeSession } from '@/lib/session-storage'
import { createCustomer, type CustomerProfileParams, type StandardizedCustomer } from '../api/create-customer'
import { endProviderSession, exchangeProviderCode, exchangeProviderToken } from '../api/idp'
import { patchLoginSource } from '../api/login-source'
import type { AuthSession } from './auth-session'
import { currentBrowserFlags, loginSourceFlags, type BrowserFlags } from './browser-flags'

/** Steps named in auth failure logs (storefront spec §8 "Auth failure"). */
export const IDENTITY_LOGIN_STEP = 'identity-service login'
export const IDENTITY_LOGOUT_STEP = 'identity-service logout'

export type ProviderSignInFailure = 'profile' | 'generic'

export class ProviderSignInError extends Error {
  readonly reason: ProviderSignInFailure

  constructor(reason: ProviderSignInFailure, cause: unknown) {
    super(cause instanceof Error ? cause.message : `Provider sign-in failed (${reason})`, { cause })
    this.name = 'ProviderSignInError'
    this.reason = reason
  }
}

export interface ProviderSignInDeps {
  session: Pick<AuthSession, 'adoptSession' | 'logout' | 'getCustomerId' | 'getSnapshot'>
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

export async function completeProviderSignIn(code: string, deps: ProviderSignInDeps): Promise<ProviderSignInResult> {
  const { session, profile, log } = deps
  let idToken: string
  let acr: Acr
  try {
    const tokens = await exchangeProviderCode(code)
    idToken = tokens.id_token
    acr = tokens.acr
    writeSession(IDP_ID_TOKEN_KEY, idToken)
    await session.adoptSession(() => exchangeProviderToken(tokens.access_token))
  } catch (error) {
    removeSession(IDP_ID_TOKEN_KEY)
    await log(IDENTITY_LOGIN_STEP, error, session.getCustomerId())
    throw new ProviderSignInError('generic', error)
  }

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

  // Storefront spec §8 says a failing "set shopper context" is logged, then rethrown. The
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
  removeSession(IDP_ID_TOKEN_KEY, CUSTOMER_LOGGED_IN_KEY)
}
