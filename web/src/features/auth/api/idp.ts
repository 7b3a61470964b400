/**
 * The identity provider (it plays Keycloak's part; same origin, not under /mobify):
 *
 *   POST /idp/api/password        {email, password}         → ProviderCode (acr email_password)
 *   POST /idp/api/sms/start       {phone, locale}           → ChallengeStarted (challengeId)
 *   POST /idp/api/sms/verify      {challengeId, code}       → ProviderCode (acr sms_otp)
 *   POST /idp/api/magic-link/start {email, siteId, locale}  → ChallengeStarted
 *   POST /idp/api/magic-link/verify {token}                 → ProviderCode (acr magick_link)
 *   POST /idp/api/session         (provider cookie)         → ProviderCode (acr cookie) | 401
 *   POST /idp/api/token           {code}                    → ProviderTokens (id_token, access_token)
 *   GET  /api/token-exchange?subject_token={access_token}   → TokenExchangeResponse + refresh cookie
 *   GET  /idp/logout?id_token_hint=&post_logout_redirect_uri=/path → 303 to the path
 *
 * Every sign-in method ends in a one-time provider code; `completeProviderSignIn`
 * (lib/provider-sign-in.ts) turns it into the shopper session. Error answers become ApiErrors
 * (message = the body's English `message`); a 429 also carries its Retry-After in seconds.
 */
import type { ChallengeStarted, ProviderCode, ProviderTokens, TokenExchangeResponse } from '@/api/types'
import { apiClient, apiUrl, ApiError, errorFromResponse } from '@/lib/api-client'
import { providerLogoutUrl } from '../lib/provider-logout-url'

/** An error answer of the provider; `retryAfterSeconds` comes from a 429's Retry-After header. */
export class ProviderApiError extends ApiError {
  readonly retryAfterSeconds: number | undefined

  constructor(error: ApiError, retryAfterSeconds?: number) {
    super(error.message, error.status, error.data)
    this.name = 'ProviderApiError'
    this.retryAfterSeconds = retryAfterSeconds
  }
}

async function providerPost<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'))
    throw new ProviderApiError(await errorFromResponse(response), retryAfter > 0 ? retryAfter : undefined)
  }
  return (await response.json()) as T
}

export const signInWithPassword = (email: string, password: string) =>
  providerPost<ProviderCode>('/idp/api/password', { email, password })

export const startSms = (phone: string, locale: string) =>
  providerPost<ChallengeStarted>('/idp/api/sms/start', { phone, locale })

export const verifySms = (challengeId: string, code: string) =>
  providerPost<ProviderCode>('/idp/api/sms/verify', { challengeId, code })

export const startMagicLink = (email: string, siteId: string, locale: string) =>
  providerPost<ChallengeStarted>('/idp/api/magic-link/start', { email, siteId, locale })

export const verifyMagicLink = (token: string) => providerPost<ProviderCode>('/idp/api/magic-link/verify', { token })

/** A browser with a live provider session gets a code (acr `cookie`); otherwise a 401 ApiError. */
export const resumeProviderSession = () => providerPost<ProviderCode>('/idp/api/session')

export const exchangeProviderCode = (code: string) => providerPost<ProviderTokens>('/idp/api/token', { code })

/** The provider's access token becomes a registered shopper session (the server sets the refresh cookie). */
export async function exchangeProviderToken(subjectToken: string): Promise<TokenExchangeResponse> {
  const body = await apiClient.get<TokenExchangeResponse>('/api/token-exchange', {
    query: { subject_token: subjectToken },
  })
  if (!('access_token' in body)) throw new ApiError('The token exchange returned no token', 204, undefined)
  return body
}

/**
 * Ends the provider session without leaving the page (used when a sign-in has to be undone):
 * the server clears its cookie on the 303, which is not followed.
 */
export async function endProviderSession(idToken: string): Promise<void> {
  await fetch(apiUrl(providerLogoutUrl(idToken, '/')), { credentials: 'same-origin', redirect: 'manual' })
}
