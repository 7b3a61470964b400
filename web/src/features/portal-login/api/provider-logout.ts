/**
 * GET /idp/logout?id_token_hint=&post_logout_redirect_uri=/path  →  303 to the path (only a target
 * on our own origin; anything else goes home). Ends the provider session (its cookie is cleared).
 *
 * providerLogoutUrl() is the URL the logout opens as a full page load; endProviderSession()
 * calls it without leaving the page (when a sign-in has to be undone): the 303 is not followed.
 */
import { api } from '@/lib/api-client'

export const PROVIDER_LOGOUT_PATH = '/idp/logout'

export function providerLogoutUrl(postLogoutPath: string, idTokenHint?: string | null): string {
  const query = new URLSearchParams({
    ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
    post_logout_redirect_uri: postLogoutPath,
  })
  return `${PROVIDER_LOGOUT_PATH}?${query.toString()}`
}

export async function endProviderSession(idTokenHint?: string | null): Promise<void> {
  await api.GET(PROVIDER_LOGOUT_PATH, {
    params: { query: { ...(idTokenHint ? { id_token_hint: idTokenHint } : {}), post_logout_redirect_uri: '/' } },
    redirect: 'manual',
    parseAs: 'text',
  })
}
