/**
 * SLAS-style shopper authentication (public client, PKCE), under
 * /mobify/proxy/api/shopper/auth/v1/organizations/{org}/oauth2/ — what the endpoint files
 * share: the parameters of the web client and reading the code from a followed redirect.
 *
 *   GET  authorize?hint=guest…     → 303 {redirect_uri}?code=&usid=   (slas-authorize.ts)
 *   POST login (Basic email:password, form body) → 303 {redirect_uri}?code=&usid=   (slas-login.ts)
 *   POST token  grant_type=authorization_code_pkce | refresh_token     → TokenResponse (slas-token.ts)
 *   GET  logout (Bearer)                                               → 200, clears the cookie (slas-logout.ts)
 *
 * The web client never sees a refresh token: the server keeps it in an HttpOnly cookie, so
 * every call is same-origin with credentials. The SLAS bodies are forms. Redirects are
 * followed and the code is read from the final URL (the server serves the SPA at /callback).
 */
import { apiErrorOf, formBody, type Answer } from '@/lib/api-context'

export interface SlasParams {
  organizationId: string
  clientId: string
  /** The channel: the current site id. */
  siteId: string
  /** `{origin}/callback`. */
  redirectUri: string
}

export interface AuthorizationCode {
  code: string
  usid: string | null
}

export const callbackUri = () => `${window.location.origin}/callback`

/**
 * The query of the SLAS GET calls. The OpenAPI document does not list their query parameters
 * (authorize's and logout's), so the client is handed the serialized form as its query.
 */
export const slasQuery = (fields: Parameters<typeof formBody>[0]) => () => formBody(fields).toString()

/** The code (and usid) of the followed redirect; a non-OK answer throws its ApiError. */
export async function codeFromRedirect(call: Promise<Answer<string>>): Promise<AuthorizationCode> {
  const { response, error } = await call
  if (!response.ok) throw apiErrorOf(response, error)
  const params = new URL(response.url).searchParams
  const code = params.get('code')
  if (!code) throw new Error(params.get('error_description') ?? params.get('error') ?? 'No authorization code')
  return { code, usid: params.get('usid') }
}
