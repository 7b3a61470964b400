/**
 * POST /idp/api/magic-link/start {email, siteId, locale, codeChallenge, state}  →  ChallengeStarted
 *   The same answer whether the email belongs to a customer or not. The link only completes in
 *   this browser (it holds the verifier of the challenge).
 */
import { api } from '@/lib/api-client'
import { providerBody, type SignInBinding } from './provider-api'

export const startMagicLink = (email: string, siteId: string, locale: string, binding: SignInBinding) =>
  providerBody(api.POST('/idp/api/magic-link/start', { body: { email, siteId, locale, ...binding } }))
