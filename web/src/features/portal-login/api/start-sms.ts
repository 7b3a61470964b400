/**
 * POST /idp/api/sms/start {phone, locale, codeChallenge, state}  →  ChallengeStarted {challengeId, …}
 *   The same answer whether the phone belongs to a customer or not; 400 phone_invalid;
 *   429 wait_before_resend | too_many_sends (Retry-After).
 */
import { api } from '@/lib/api-client'
import { providerBody, type SignInBinding } from './provider-api'

export const startSms = (phone: string, locale: string, binding: SignInBinding) =>
  providerBody(api.POST('/idp/api/sms/start', { body: { phone, locale, ...binding } }))
