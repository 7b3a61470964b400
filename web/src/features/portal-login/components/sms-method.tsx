import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormError, TextField } from '@/components/forms/form-fields'
import { buttonStyles } from '@/components/ui/button-styles'
import { useSiteLocale } from '@/lib/use-site-locale'
import { ProviderApiError } from '../api/provider-api'
import { startSms } from '../api/start-sms'
import { verifySms } from '../api/verify-sms'
import { useCountdown } from '../hooks/use-countdown'
import { beginSignIn } from '../lib/pending-sign-in'
import { classifyProviderError } from '../lib/provider-errors'
import type { ProviderCodeAnswer } from '../lib/provider-sign-in'
import { providerErrorText, signInFailureText } from './error-text'
import { customerLoginFormats, customerLoginMessages as m } from './messages'

export const PHONE_DIGITS = 10
export const CODE_DIGITS = 6

/** Digits only, at most 10; a pasted "+1 210 555 0187" loses its country code. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '')
  return (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, PHONE_DIGITS)
}

/** 2105550187 → (210) 555-0187. */
export function formatPhone(digits: string): string {
  return digits.length === PHONE_DIGITS ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits
}

/** Rewrites the input's value in place (uncontrolled inputs) before react-hook-form reads it. */
const sanitize = (clean: (value: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
  const next = clean(event.target.value)
  if (next !== event.target.value) event.target.value = next
}

interface Challenge {
  phone: string
  challengeId: string
  expiresInSeconds: number
}

const FALLBACK_RESEND_SECONDS = 30

/**
 * "Text me a code": the phone number (10 digits), then the 6-digit code with Verify, a resend
 * button that waits `resendAfterSeconds` (a countdown), and the provider's attempt and expiry
 * errors, translated.
 */
export function SmsMethod({ complete }: { complete: (answer: ProviderCodeAnswer) => Promise<void> }) {
  const intl = useIntl()
  const { locale } = useSiteLocale()
  const [challenge, setChallenge] = useState<Challenge | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [resending, setResending] = useState(false)
  const countdown = useCountdown()
  const instructionsId = useId()
  const hintId = useId()

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

  const phoneErrors = phoneForm.formState.errors
  const codeErrors = codeForm.formState.errors
  const phoneField = phoneForm.register('phone', {
    validate: (value) => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value) || intl.formatMessage(m.phoneInvalid),
  })
  const codeField = codeForm.register('code', {
    validate: (value) => new RegExp(`^\\d{${CODE_DIGITS}}$`).test(value) || intl.formatMessage(m.codeRequired),
  })
  const verifying = codeForm.formState.isSubmitting

  return (
    <div className="flex flex-col gap-2">
      <form
        onSubmit={(event) => void sendCode(event)}
        noValidate
        hidden={!!challenge}
        className="flex flex-col gap-2"
      >
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.smsIntro)}</p>
        <div className="flex flex-col gap-0.5">
          <TextField
            label={intl.formatMessage(m.phone)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={phoneErrors.phone?.message}
            describedBy={hintId}
            {...phoneField}
            onChange={(event) => {
              sanitize(phoneDigits)(event)
              void phoneField.onChange(event)
            }}
          />
          <p id={hintId} className="text-sm text-ink-muted">
            {intl.formatMessage(m.phoneHint)}
          </p>
        </div>
        <FormError>{phoneErrors.root?.global?.message}</FormError>
        <button
          type="submit"
          disabled={phoneForm.formState.isSubmitting}
          aria-busy={phoneForm.formState.isSubmitting || undefined}
          onClick={() => phoneForm.clearErrors('root')}
          className={`${buttonStyles.brand} w-full`}
        >
          {intl.formatMessage(m.sendCode)}
        </button>
      </form>

      <form onSubmit={(event) => void verify(event)} noValidate hidden={!challenge} className="flex flex-col gap-2">
        <p id={instructionsId} className="text-sm">
          {challenge
            ? intl.formatMessage(customerLoginFormats.codeSent, {
                phone: formatPhone(challenge.phone),
                minutes: Math.max(1, Math.round(challenge.expiresInSeconds / 60)),
              })
            : null}
        </p>
        <TextField
          label={intl.formatMessage(m.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_DIGITS}
          pattern="[0-9]*"
          error={codeErrors.code?.message}
          describedBy={instructionsId}
          {...codeField}
          onChange={(event) => {
            sanitize((value) => value.replace(/\D/g, '').slice(0, CODE_DIGITS))(event)
            void codeField.onChange(event)
          }}
        />
        <FormError>{codeErrors.root?.global?.message}</FormError>
        {notice ? (
          <p role="status" className="text-sm font-semibold text-primary">
            {notice}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={verifying}
          aria-busy={verifying || undefined}
          onClick={() => codeForm.clearErrors('root')}
          className={`${buttonStyles.brand} w-full`}
        >
          {intl.formatMessage(m.verify)}
        </button>
        <div className="flex flex-wrap items-center justify-between gap-1">
          <button
            type="button"
            disabled={countdown.secondsLeft > 0 || resending || verifying}
            aria-busy={resending || undefined}
            onClick={() => void resend()}
            className="rounded text-sm font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline"
          >
            {countdown.secondsLeft > 0
              ? intl.formatMessage(customerLoginFormats.resendCodeIn, { seconds: countdown.secondsLeft })
              : intl.formatMessage(m.resendCode)}
          </button>
          <button
            type="button"
            disabled={verifying}
            onClick={changePhone}
            className="rounded text-sm font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          >
            {intl.formatMessage(m.changePhone)}
          </button>
        </div>
      </form>
    </div>
  )
}
