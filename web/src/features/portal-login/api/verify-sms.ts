/**
 * POST /idp/api/sms/verify {challengeId, code}  →  ProviderCode (acr sms_otp; the state of the start)
 *   400 code_required | code_wrong (triesLeft) | code_wrong_last | too_many_wrong_codes | code_expired
 */
import { api } from '@/lib/api-client'
import { providerBody } from './provider-api'

export const verifySms = (challengeId: string, code: string) =>
  providerBody(api.POST('/idp/api/sms/verify', { body: { challengeId, code } }))
