/**
 * POST /mobify/proxy/api/shopper/auth/v1/organizations/{org}/oauth2/token  (form)
 *   grant_type=authorization_code_pkce {code, code_verifier, redirect_uri, client_id, channel_id, usid}
 *   grant_type=refresh_token {client_id, channel_id} (the refresh token is the HttpOnly cookie)
 *   → TokenResponse (the refresh cookie is set or rotated)
 */
import type { SlasForm, TokenResponse } from '@/api/types'
import { api, body, FORM } from '@/lib/api-client'
import type { AuthorizationCode, SlasParams } from './slas'

async function postToken(p: SlasParams, form: SlasForm): Promise<TokenResponse> {
  const tokens = await body(
    api.POST('/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/token', {
      params: { path: { organization_id: p.organizationId } },
      body: form,
      ...FORM,
    }),
  )
  if (typeof tokens.access_token !== 'string') throw new Error('The token response has no access token')
  return tokens
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
