/**
 * POST /mobify/proxy/api/shopper/auth/v1/organizations/{org}/oauth2/login
 *   Authorization: Basic base64(email:password); form {client_id, channel_id, redirect_uri,
 *   code_challenge, usid}  →  303 {redirect_uri}?code=&usid=;  401 'Unauthorized', 429 locked
 *
 * A registered customer's authorization code (PKCE). The guest's usid is kept: the web app's
 * refresh cookie proves it.
 */
import { api, FORM } from '@/lib/api-client'
import { codeFromRedirect, type SlasParams } from './slas'

/** base64 of the UTF-8 bytes (btoa alone rejects characters outside Latin-1). */
function base64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function loginRegistered(
  p: SlasParams,
  credentials: { email: string; password: string },
  codeChallenge: string,
  usid?: string | null,
) {
  return codeFromRedirect(
    api.POST('/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/login', {
      params: { path: { organization_id: p.organizationId } },
      body: {
        client_id: p.clientId,
        channel_id: p.siteId,
        redirect_uri: p.redirectUri,
        code_challenge: codeChallenge,
        usid,
      },
      ...FORM,
      headers: {
        ...FORM.headers,
        Authorization: `Basic ${base64Utf8(`${credentials.email}:${credentials.password}`)}`,
      },
      parseAs: 'text',
    }),
  )
}
