/**
 * POST /idp/api/session {codeChallenge, state} (the provider's HttpOnly cookie)
 *   →  ProviderCode (acr cookie) for a browser with a live provider session; 401 otherwise.
 */
import { api } from '@/lib/api-client'
import { providerBody, type SignInBinding } from './provider-api'

export const resumeProviderSession = (binding: SignInBinding) => providerBody(api.POST('/idp/api/session', { body: binding }))
