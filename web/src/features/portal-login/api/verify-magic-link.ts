/**
 * POST /idp/api/magic-link/verify {token}  →  ProviderCode (acr magick_link; the state of the start)
 *   400 link_invalid (used, expired or unknown).
 */
import { api } from '@/lib/api-client'
import { providerBody } from './provider-api'

export const verifyMagicLink = (token: string) => providerBody(api.POST('/idp/api/magic-link/verify', { body: { token } }))
