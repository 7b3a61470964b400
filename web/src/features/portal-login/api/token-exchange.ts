/**
 * GET /api/token-exchange?subject_token={the provider's access token}
 *   →  TokenExchangeResponse {access_token, customer_id, usid, expires_in}; the server sets the
 *   web app's refresh cookie. Each subject token works once (a second use is 401).
 */
import type { TokenExchangeResponse } from '@/api/types'
import { api, body } from '@/lib/api-client'

export const exchangeProviderToken = (subjectToken: string): Promise<TokenExchangeResponse> =>
  body(api.GET('/api/token-exchange', { params: { query: { subject_token: subjectToken } } }))
