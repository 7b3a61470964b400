/**
 * SLAS-style shopper authentication (public client, PKCE), under
 * /mobify/proxy/api/shopper/auth/v1/organizations/{org}/oauth2/:
 *
 *   GET  authorize?hint=guest…     → 303 {redirect_uri}?code=&usid=   (guest)
 *   POST login (Basic email:password, form body) → 303 {redirect_uri}?code=&usid=   (registered)
 *   POST token  grant_type=authorization_code_pkce | refresh_token     → TokenResponse
 *   GET  logout (Bearer)                                               → 200, clears the cookie
 *
 * The web client never sees a refresh token: the server keeps it in an HttpOnly cookie, so
 * every call is same-origin with credentials. Redirects are followed and the code is read
 * from the final URL (the server serves the SPA at /callback).
 */
import { apiUrl, errorFromResponse, type QueryParams } from '@/lib/api-client'

export interface SlasParams {
  organizationId: string
  clientId: string
  /** The channel: the current site id. */
  siteId: string
  /** `{origin}/callback`. */
  redirectUri: string
}

export interface TokenResponse {
  access_token: string
  id_token?: string
  token_type: string
  expires_in: number
  usid: string
  customer_id: string
  enc_user_id?: string
  refresh_token_expires_in?: number
}

export interface AuthorizationCode {
  code: string
  usid: string | null
}

export const slasPath = (organizationId: string, endpoint: string) =>
  `/mobify/proxy/api/shopper/auth/v1/organizations/${encodeURIComponent(organizationId)}/oauth2/${endpoint}`

export const callbackUri = () => `${window.location.origin}/callback`

const form = (fields: QueryParams) => {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.set(key, String(value))
  }
  return body
}

/** base64 of the UTF-8 bytes (btoa alone rejects characters outside Latin-1). */
function base64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

async function codeFromRedirect(response: Response): Promise<AuthorizationCode> {
  if (!response.ok) throw await errorFromResponse(response)
  const params = new URL(response.url).searchParams
  const code = params.get('code')
  if (!code) throw new Error(params.get('error_description') ?? params.get('error') ?? 'No authorization code')
  return { code, usid: params.get('usid') }
}

async function tokenFrom(response: Response): Promise<TokenResponse> {
  if (!response.ok) throw await errorFromResponse(response)
  const body = (await response.json()) as Partial<TokenResponse>
  if (typeof body.access_token !== 'string') throw new Error('The token response has no access token')
  return body as TokenResponse
}

/** Guest: GET authorize with hint=guest; returns the code from the redirect. */
export async function authorizeGuest(p: SlasParams, codeChallenge: string, usid?: string | null) {
  const url = apiUrl(slasPath(p.organizationId, 'authorize'), {
    client_id: p.clientId,
    channel_id: p.siteId,
    redirect_uri: p.redirectUri,
    response_type: 'code',
    code_challenge: codeChallenge,
    hint: 'guest',
    usid,
  })
  return codeFromRedirect(await fetch(url, { credentials: 'same-origin', redirect: 'follow' }))
}

/** Registered customer: POST login with Basic credentials; returns the code from the redirect. */
export async function loginRegistered(
  p: SlasParams,
  credentials: { email: string; password: string },
  codeChallenge: string,
  usid?: string | null,
) {
  const response = await fetch(apiUrl(slasPath(p.organizationId, 'login')), {
    method: 'POST',
    credentials: 'same-origin',
    redirect: 'follow',
    headers: {
      Authorization: `Basic ${base64Utf8(`${credentials.email}:${credentials.password}`)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: form({
      client_id: p.clientId,
      channel_id: p.siteId,
      redirect_uri: p.redirectUri,
      code_challenge: codeChallenge,
      usid,
    }),
  })
  return codeFromRedirect(response)
}

async function postToken(p: SlasParams, fields: QueryParams): Promise<TokenResponse> {
  const response = await fetch(apiUrl(slasPath(p.organizationId, 'token')), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form(fields),
  })
  return tokenFrom(response)
}

export function exchangeCode(p: SlasParams, code: AuthorizationCode, codeVerifier: string) {
  return postToken(p, {
    grant_type: 'authorization_code_pkce',
    code: code.code,
    code_verifier: codeVerifier,
    redirect_uri: p.redirectUri,
    client_id: p.clientId,
    channel_id: p.siteId,
    usid: code.usid,
  })
}

/** The refresh token is the server's HttpOnly cookie; none is sent in the body. */
export function refreshAccessToken(p: SlasParams) {
  return postToken(p, { grant_type: 'refresh_token', client_id: p.clientId, channel_id: p.siteId })
}

export async function logoutCustomer(p: SlasParams, accessToken: string): Promise<void> {
  const url = apiUrl(slasPath(p.organizationId, 'logout'), { client_id: p.clientId, channel_id: p.siteId })
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
  })
  if (!response.ok) throw await errorFromResponse(response)
}
