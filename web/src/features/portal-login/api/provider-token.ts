/**
 * POST /idp/api/token {code, codeVerifier}  →  ProviderTokens {id_token, access_token, acr, …}
 *   400 provider_code_invalid: the code is unknown, used, expired, or the verifier is not the
 *   one of the challenge that began the sign-in (the code is burnt then).
 */
import { api } from '@/lib/api-client'
import { providerBody } from './provider-api'

export const exchangeProviderCode = (code: string, codeVerifier: string) =>
  providerBody(api.POST('/idp/api/token', { body: { code, codeVerifier } }))
