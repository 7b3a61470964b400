/**
 * POST /idp/api/password {email, password, codeChallenge, state}  →  ProviderCode (acr email_password)
 *   400 email_required | password_required | binding_invalid; 401 'Unauthorized'; 429 locked
 */
import { api } from '@/lib/api-client'
import { providerBody, type SignInBinding } from './provider-api'

export const signInWithPassword = (email: string, password: string, binding: SignInBinding) =>
  providerBody(api.POST('/idp/api/password', { body: { email, password, ...binding } }))
