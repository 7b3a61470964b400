import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { EMAIL_PATTERN, FormError, TextField, SubmitButton } from '@/components/forms/form-fields'
import { loginFormMessages } from '@/components/forms/login-form-messages'
import { useSiteLocale } from '@/lib/use-site-locale'
import { ProviderApiError } from '../api/provider-api'
import { startMagicLink } from '../api/start-magic-link'
import { useCountdown } from '../hooks/use-countdown'
import { beginSignIn } from '../lib/pending-sign-in'
import { classifyProviderError } from '../lib/provider-errors'
import { customerLoginFormats, customerLoginMessages as m } from '../messages'
import { providerErrorText } from './error-text'

interface Sent {
  email: string
  expiresInSeconds: number
}

const textButtonClass =
  'rounded text-sm font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-3 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline'

/**
 * "Email me a link": the email field, then the confirmation (check your email; the link is
 * valid 15 minutes) with a resend button that waits `resendAfterSeconds`. The link itself
 * opens /magic-link, and completes only in this browser (the start carries its binding,
 * lib/pending-sign-in.ts).
 */
export function MagicLinkMethod() {
  const intl = useIntl()
  const { site, locale } = useSiteLocale()
  const [sent, setSent] = useState<Sent | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [resendError, setResendError] = useState<string | null>(null)
  const [resending, setResending] = useState(false)
  const countdown = useCountdown()
  const confirmationRef = useRef<HTMLDivElement>(null)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } })

  // Focus follows the step: the confirmation once sent, the email field when going back.
  const shown = useRef(false)
  useEffect(() => {
    if (!!sent === shown.current) return
    shown.current = !!sent
    if (sent) confirmationRef.current?.focus()
    else setFocus('email')
  }, [sent, setFocus])

  const send = handleSubmit(async ({ email }) => {
    const address = email.trim()
    try {
      const started = await startMagicLink(address, site.id, locale.id, await beginSignIn())
      setNotice(null)
      setResendError(null)
      setSent({ email: address, expiresInSeconds: started.expiresInSeconds })
      countdown.start(started.resendAfterSeconds)
    } catch (error) {
      const kind = classifyProviderError(error)
      const message = providerErrorText(intl, kind)
      if (kind.kind === 'emailInvalid' || kind.kind === 'emailRequired') setError('email', { message }, { shouldFocus: true })
      else setError('root.global', { message })
    }
  })

  const resend = async () => {
    if (!sent || resending) return
    setResending(true)
    setNotice(null)
    setResendError(null)
    try {
      const started = await startMagicLink(sent.email, site.id, locale.id, await beginSignIn())
      setSent({ ...sent, expiresInSeconds: started.expiresInSeconds })
      countdown.start(started.resendAfterSeconds)
      setNotice(intl.formatMessage(m.newLinkSent))
    } catch (error) {
      if (error instanceof ProviderApiError && error.status === 429) countdown.start(error.retryAfterSeconds ?? 30)
      setResendError(providerErrorText(intl, classifyProviderError(error)))
    } finally {
      setResending(false)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <form method="post" onSubmit={(event) => void send(event)} noValidate hidden={!!sent} className="flex flex-col gap-2">
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.magicIntro)}</p>
        <TextField
          label={intl.formatMessage(loginFormMessages.email)}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', {
            validate: (value) => {
              if (value.trim() === '') return intl.formatMessage(loginFormMessages.emailRequired)
              return EMAIL_PATTERN.test(value.trim()) || intl.formatMessage(m.emailInvalid)
            },
          })}
        />
        <FormError>{errors.root?.global?.message}</FormError>
        <SubmitButton submitting={isSubmitting} clearGlobalError={() => clearErrors('root')}>
          {intl.formatMessage(m.sendLink)}
        </SubmitButton>
      </form>

      {sent ? (
        <div className="flex flex-col gap-2">
          <div
            ref={confirmationRef}
            tabIndex={-1}
            data-testid="magic-link-sent"
            className="flex gap-1 rounded-card border border-primary/30 bg-primary-50 p-2 outline-none focus-visible:outline-3 focus-visible:outline-primary-700"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-px size-3 shrink-0 text-primary"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </svg>
            <div>
              <p className="font-semibold">{intl.formatMessage(m.checkEmailTitle)}</p>
              <p className="mt-0.5 text-sm">
                {intl.formatMessage(customerLoginFormats.checkEmailText, {
                  email: sent.email,
                  minutes: Math.max(1, Math.round(sent.expiresInSeconds / 60)),
                })}
              </p>
            </div>
          </div>
          <FormError>{resendError}</FormError>
          {notice ? (
            <p role="status" className="text-sm font-semibold text-primary">
              {notice}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-1">
            <button
              type="button"
              disabled={countdown.secondsLeft > 0 || resending}
              aria-busy={resending || undefined}
              onClick={() => void resend()}
              className={textButtonClass}
            >
              {countdown.secondsLeft > 0
                ? intl.formatMessage(customerLoginFormats.resendLinkIn, { seconds: countdown.secondsLeft })
                : intl.formatMessage(m.resendLink)}
            </button>
            <button
              type="button"
              onClick={() => {
                setNotice(null)
                setResendError(null)
                setSent(null)
              }}
              className={textButtonClass}
            >
              {intl.formatMessage(m.changeEmail)}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
