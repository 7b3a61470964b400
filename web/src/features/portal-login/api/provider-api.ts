/**
 * The identity provider (it plays Keycloak's part; same origin, not under /mobify), shared by
 * its endpoint files:
 *
 *   POST /idp/api/password         {email, password, codeChallenge, state}        → ProviderCode (acr email_password)
 *   POST /idp/api/sms/start        {phone, locale, codeChallenge, state}          → ChallengeStarted (challengeId)
 *   POST /idp/api/sms/verify       {challengeId, code}                            → ProviderCode (acr sms_otp)
 *   POST /idp/api/magic-link/start {email, siteId, locale, codeChallenge, state}  → ChallengeStarted
 *   POST /idp/api/magic-link/verify {token}                                       → ProviderCode (acr magick_link)
 *   POST /idp/api/session          {codeChallenge, state} (provider cookie)       → ProviderCode (acr cookie) | 401
 *   POST /idp/api/token            {code, codeVerifier}                           → ProviderTokens | 400 provider_code_invalid
 *   GET  /api/token-exchange?subject_token={access_token}                         → TokenExchangeResponse + refresh cookie
 *   POST /idp/api/id-token-hint    {} (provider cookie)                           → {id_token} | 401
 *   GET  /idp/logout?id_token_hint=&post_logout_redirect_uri=/path                → 303 to the path
 *
 * Every sign-in start carries the browser's binding (lib/pending-sign-in.ts): the PKCE S256
 * challenge and a state. Every method ends in a one-time provider code with that state; it is
 * redeemed only with the verifier of the challenge (lib/provider-sign-in.ts). Error answers
 * become ApiErrors (message = the body's English `message`, `data.reason` machine-readable); a
 * 429 also carries its Retry-After in seconds.
 */
import { ApiError, apiErrorOf, body, type Answer } from '@/lib/api-client'

/** What binds a sign-in start to this browser (lib/pending-sign-in.ts makes it). */
export interface SignInBinding {
  /** base64url(sha256(verifier)), 43 characters. */
  codeChallenge: string
  /** 8–256 characters of [A-Za-z0-9-._~]. */
  state: string
}

/** An error answer of the provider; `retryAfterSeconds` comes from a 429's Retry-After header. */
export class ProviderApiError extends ApiError {
  readonly retryAfterSeconds: number | undefined

  constructor(error: ApiError, retryAfterSeconds?: number) {
    super(error.message, error.status, error.data)
    this.name = 'ProviderApiError'
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The body of a provider answer; an error answer throws a ProviderApiError. */
export async function providerBody<D>(call: Promise<Answer<D>>): Promise<D> {
  const answer = await call
  if (!answer.response.ok) {
    const retryAfter = Number(answer.response.headers.get('Retry-After'))
    throw new ProviderApiError(apiErrorOf(answer.response, answer.error), retryAfter > 0 ? retryAfter : undefined)
  }
  return body(Promise.resolve(answer))
}
