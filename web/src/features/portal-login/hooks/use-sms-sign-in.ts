/**
 * The SMS sign-in's two steps and what moves between them: the phone form sends a code, the code
 * form verifies it and completes the sign-in, a resend waits for its countdown (and for the
 * provider's Retry-After after a 429), and going back to the phone clears the code step. Focus
 * follows the step. The provider's errors are shown in the app's own words.
 */
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { useSiteLocale } from '@/lib/use-site-locale'
import { ProviderApiError } from '../api/provider-api'
import { startSms } from '../api/start-sms'
import { verifySms } from '../api/verify-sms'
import { providerErrorText, signInFailureText } from '../components/error-text'
import { beginSignIn } from '../lib/pending-sign-in'
import { classifyProviderError } from '../lib/provider-errors'
import type { ProviderCodeAnswer } from '../lib/provider-sign-in'
import { customerLoginMessages as m } from '../messages'
import { useCountdown } from './use-countdown'

export interface SmsChallenge {
  phone: string
  challengeId: string
  expiresInSeconds: number
}

/** How long a resend waits after a 429 that does not say. */
const FALLBACK_RESEND_SECONDS = 30

export function useSmsSignIn(complete: (answer: ProviderCodeAnswer) => Promise<void>) {
  const intl = useIntl()
  const { locale } = useSiteLocale()
  const [challenge, setChallenge] = useState<SmsChallenge | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [resending, setResending] = useState(false)
  const countdown = useCountdown()

  const phoneForm = useForm<{ phone: string }>({ defaultValues: { phone: '' } })
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' } })

  // Focus follows the step: the code field once a code was sent, the phone field when going back.
  const shownStep = useRef<'phone' | 'code'>('phone')
  useEffect(() => {
    const step = challenge ? 'code' : 'phone'
    if (step === shownStep.current) return
    shownStep.current = step
    if (step === 'code') codeForm.setFocus('code')
    else phoneForm.setFocus('phone')
  }, [challenge, codeForm, phoneForm])

  const errorText = (error: unknown) => providerErrorText(intl, classifyProviderError(error))

  const waitAfter = (error: unknown) => {
    if (error instanceof ProviderApiError && error.status === 429) {
      countdown.start(error.retryAfterSeconds ?? FALLBACK_RESEND_SECONDS)
    }
  }

  const sendCode = phoneForm.handleSubmit(async ({ phone }) => {
    try {
      const started = await startSms(phone, locale.id, await beginSignIn())
      setNotice(null)
      codeForm.reset({ code: '' })
      setChallenge({ phone, challengeId: started.challengeId ?? '', expiresInSeconds: started.expiresInSeconds })
      countdown.start(started.resendAfterSeconds)
    } catch (error) {
      const kind = classifyProviderError(error)
      if (kind.kind === 'phoneInvalid') phoneForm.setError('phone', { message: errorText(error) }, { shouldFocus: true })
      else phoneForm.setError('root.global', { message: errorText(error) })
    }
  })

  const verify = codeForm.handleSubmit(async ({ code }) => {
    if (!challenge) return
    setNotice(null)
    let answer: ProviderCodeAnswer
    try {
      answer = await verifySms(challenge.challengeId, code)
    } catch (error) {
      const kind = classifyProviderError(error)
      if (kind.kind === 'codeRequired') codeForm.setError('code', { message: errorText(error) }, { shouldFocus: true })
      else codeForm.setError('root.global', { message: errorText(error) })
      return
    }
    try {
      await complete(answer)
    } catch (error) {
      codeForm.setError('root.global', { message: signInFailureText(intl, error) })
    }
  })

  const resend = async () => {
    if (!challenge || resending) return
    setResending(true)
    setNotice(null)
    codeForm.clearErrors()
    try {
      const started = await startSms(challenge.phone, locale.id, await beginSignIn())
      codeForm.reset({ code: '' })
      setChallenge({ ...challenge, challengeId: started.challengeId ?? '', expiresInSeconds: started.expiresInSeconds })
      countdown.start(started.resendAfterSeconds)
      setNotice(intl.formatMessage(m.newCodeSent))
      codeForm.setFocus('code')
    } catch (error) {
      waitAfter(error)
      codeForm.setError('root.global', { message: errorText(error) })
    } finally {
      setResending(false)
    }
  }

  const changePhone = () => {
    setNotice(null)
    codeForm.clearErrors()
    setChallenge(null)
  }

  return { challenge, notice, resending, secondsLeft: countdown.secondsLeft, phoneForm, codeForm, sendCode, verify, resend, changePhone }
}
