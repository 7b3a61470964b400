/**
 * GET /mobify/proxy/api/shopper/auth/v1/organizations/{org}/oauth2/logout?client_id=&channel_id=
 *   (Bearer)  →  200; the server revokes the session and clears the refresh cookie
 *
 * The platform logout (the
 * refresh token is the HttpOnly cookie the server removes).
 */
import { api, ok } from '@/lib/api-client'
import { slasQuery, type SlasParams } from './slas'

export async function logoutCustomer(p: SlasParams, accessToken: string): Promise<void> {
  await ok(
    api.GET('/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/logout', {
      params: { path: { organization_id: p.organizationId } },
      querySerializer: slasQuery({ client_id: p.clientId, channel_id: p.siteId }),
      headers: { Authorization: `Bearer ${accessToken}` },
    }),
  )
}
