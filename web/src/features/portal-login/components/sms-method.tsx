import { useId, type FormEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormError, TextField } from '@/components/forms/form-fields'
import { buttonStyles } from '@/components/ui/button-styles'
import { CODE_DIGITS, codeDigits, formatPhone, PHONE_DIGITS, phoneDigits, sanitize } from '@/lib/phone'
import { useSmsSignIn, type SmsChallenge } from '../hooks/use-sms-sign-in'
import type { ProviderCodeAnswer } from '../lib/provider-sign-in'
import { customerLoginFormats, customerLoginMessages as m } from '../messages'

const textButtonClass =
  'rounded text-sm font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'

/**
 * "Text me a code": the phone number (10 digits), then the 6-digit code with Verify, a resend
 * button that waits `resendAfterSeconds` (a countdown), and the provider's attempt and expiry
 * errors, translated.
 */
export function SmsMethod({ complete }: { complete: (answer: ProviderCodeAnswer) => Promise<void> }) {
  const sms = useSmsSignIn(complete)
  return (
    <div className="flex flex-col gap-2">
      <PhoneStep form={sms.phoneForm} hidden={!!sms.challenge} onSubmit={sms.sendCode} />
      <CodeStep
        form={sms.codeForm}
        challenge={sms.challenge}
        notice={sms.notice}
        resending={sms.resending}
        secondsLeft={sms.secondsLeft}
        onSubmit={sms.verify}
        onResend={() => void sms.resend()}
        onChangePhone={sms.changePhone}
      />
    </div>
  )
}

/** The first step: the phone number and "Send code". */
function PhoneStep({
  form,
  hidden,
  onSubmit,
}: {
  form: UseFormReturn<{ phone: string }>
  hidden: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
}) {
  const intl = useIntl()
  const hintId = useId()
  const errors = form.formState.errors
  const phoneField = form.register('phone', {
    validate: (value) => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value) || intl.formatMessage(m.phoneInvalid),
  })
  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate hidden={hidden} className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.smsIntro)}</p>
      <div className="flex flex-col gap-0.5">
        <TextField
          label={intl.formatMessage(m.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={errors.phone?.message}
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
      <FormError>{errors.root?.global?.message}</FormError>
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        aria-busy={form.formState.isSubmitting || undefined}
        onClick={() => form.clearErrors('root')}
        className={`${buttonStyles.brand} w-full`}
      >
        {intl.formatMessage(m.sendCode)}
      </button>
    </form>
  )
}

/** The second step: the code sent, Verify, a resend after its countdown, and a way back to the phone. */
function CodeStep({
  form,
  challenge,
  notice,
  resending,
  secondsLeft,
  onSubmit,
  onResend,
  onChangePhone,
}: {
  form: UseFormReturn<{ code: string }>
  challenge: SmsChallenge | null
  notice: string | null
  resending: boolean
  secondsLeft: number
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  onResend: () => void
  onChangePhone: () => void
}) {
  const intl = useIntl()
  const instructionsId = useId()
  const errors = form.formState.errors
  const codeField = form.register('code', {
    validate: (value) => new RegExp(`^\\d{${CODE_DIGITS}}$`).test(value) || intl.formatMessage(m.codeRequired),
  })
  const verifying = form.formState.isSubmitting
  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate hidden={!challenge} className="flex flex-col gap-2">
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
        error={errors.code?.message}
        describedBy={instructionsId}
        {...codeField}
        onChange={(event) => {
          sanitize(codeDigits)(event)
          void codeField.onChange(event)
        }}
      />
      <FormError>{errors.root?.global?.message}</FormError>
      {notice ? (
        <p role="status" className="text-sm font-semibold text-primary">
          {notice}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={verifying}
        aria-busy={verifying || undefined}
        onClick={() => form.clearErrors('root')}
        className={`${buttonStyles.brand} w-full`}
      >
        {intl.formatMessage(m.verify)}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <button
          type="button"
          disabled={secondsLeft > 0 || resending || verifying}
          aria-busy={resending || undefined}
          onClick={onResend}
          className={`${textButtonClass} disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline`}
        >
          {secondsLeft > 0
            ? intl.formatMessage(customerLoginFormats.resendCodeIn, { seconds: secondsLeft })
            : intl.formatMessage(m.resendCode)}
        </button>
        <button type="button" disabled={verifying} onClick={onChangePhone} className={textButtonClass}>
          {intl.formatMessage(m.changePhone)}
        </button>
      </div>
    </form>
  )
}
