/**
 * GET /mobify/proxy/api/shopper/auth/v1/organizations/{org}/oauth2/authorize
 *   ?client_id=&channel_id=&redirect_uri=&response_type=code&code_challenge=&hint=guest[&usid=]
 *   → 303 {redirect_uri}?code=&usid=
 *
 * A guest session's authorization code (PKCE). A `usid` asked for is kept only when the session
 * proves it (its bearer token or the refresh cookie); otherwise the server makes one.
 */
import { api } from '@/lib/api-client'
import { codeFromRedirect, slasQuery, type SlasParams } from './slas'

export function authorizeGuest(p: SlasParams, codeChallenge: string, usid?: string | null) {
  return codeFromRedirect(
    api.GET('/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/authorize', {
      params: { path: { organization_id: p.organizationId } },
      querySerializer: slasQuery({
        client_id: p.clientId,
        channel_id: p.siteId,
        redirect_uri: p.redirectUri,
        response_type: 'code',
        code_challenge: codeChallenge,
        hint: 'guest',
        usid,
      }),
      parseAs: 'text',
    }),
  )
}
