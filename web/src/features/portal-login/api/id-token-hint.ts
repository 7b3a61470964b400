/**
 * POST /idp/api/id-token-hint {} (the provider's HttpOnly `lf_idp` cookie, path /idp)
 *   →  {id_token} for the provider logout's `id_token_hint`; 401 without a live provider session.
 *
 * The hint is obtained at logout time, never kept
 * in the page.
 */
import { api } from '@/lib/api-client'
import { providerBody } from './provider-api'

export async function getIdTokenHint(): Promise<string> {
  const { id_token } = await providerBody(
    // The operation declares no body; `{}` goes as application/json (the provider refuses other
    // content types).
    api.POST('/idp/api/id-token-hint', { body: {} as never }),
  )
  return id_token
}
