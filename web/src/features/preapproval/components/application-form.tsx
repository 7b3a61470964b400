/**
 * The lease application, field by field: who the shopper is (name, date of birth, the last 4
 * of the SSN only), where they live, how to reach them (with the consent text for servicing
 * texts), their income and paydays, and a checking account. Each field is checked by the
 * server's own rules (lib/application-rules.ts) before anything is sent; the server's 400 shows
 * at its field. A submit that does not arrive loses nothing: the values stay, and sending again
 * reuses the same idempotency key. The application carries the campaign the shopper came from
 * (their tracking cookies), so a lease can be attributed to it.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { useIntl, type MessageDescriptor } from 'react-intl'
import type { ApplicationResponse } from '@/api/types'
import { CheckboxField, SelectField } from '@/components/forms/form-controls'
import { TextField } from '@/components/forms/form-fields'
import { buttonStyles } from '@/components/ui/button-styles'
import { ApiError } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { createSubmitKeys } from '@/lib/submit-keys'
import { trackedCampaign } from '@/lib/tracking-campaign'
import { useApplyForLease } from '../api/apply-for-lease'
import {
  NEXT_PAYDAY_MAX_DAYS,
  PAY_FREQUENCIES,
  STATES,
  accountNumberProblem,
  applicationRequest,
  dateOfBirthProblem,
  emailProblem,
  fieldOfParameter,
  incomeProblem,
  nameProblem,
  nextPaydayProblem,
  payFrequencyProblem,
  phoneProblem,
  postalCodeProblem,
  routingNumberProblem,
  ssnLast4Problem,
  stateProblem,
  textProblem,
  todayText,
  type ApplicationValues,
  type Problem,
} from '../lib/application-rules'
import { leaseWindowMessages as m } from '../messages/lease-window'

const EMPTY: ApplicationValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  ssnLast4: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  email: '',
  phone: '',
  smsConsent: false,
  monthlyIncome: '',
  payFrequency: '',
  nextPayday: '',
  routingNumber: '',
  accountNumber: '',
}

/** Each field's message for a problem; 'required' is the same everywhere. */
const PROBLEM_MESSAGES: Record<keyof ApplicationValues, Partial<Record<Problem, MessageDescriptor>>> = {
  firstName: { invalid: m.nameInvalid },
  lastName: { invalid: m.nameInvalid },
  dateOfBirth: { invalid: m.dateInvalid, future: m.birthFuture },
  ssnLast4: { invalid: m.ssnInvalid },
  street: { invalid: m.textTooLong },
  city: { invalid: m.textTooLong },
  state: { required: m.stateInvalid, invalid: m.stateInvalid },
  postalCode: { invalid: m.postalCodeInvalid },
  email: { invalid: m.emailInvalid },
  phone: { invalid: m.phoneInvalid },
  smsConsent: {},
  monthlyIncome: { invalid: m.incomeInvalid },
  payFrequency: { required: m.payFrequencyInvalid, invalid: m.payFrequencyInvalid },
  nextPayday: { invalid: m.dateInvalid, past: m.paydayPast, too_far: m.paydayTooFar },
  routingNumber: { invalid: m.routingInvalid },
  accountNumber: { invalid: m.accountInvalid },
}

/** What a field in error says when the server named it (its check there is the same as here). */
const SERVER_MESSAGES: Partial<Record<keyof ApplicationValues, MessageDescriptor>> = {
  postalCode: m.postalCodeState,
}

export function ApplicationForm({ merchantId, onDecision }: { merchantId: string; onDecision: (decision: ApplicationResponse) => void }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const id = useId()
  const apply = useApplyForLease()
  const [submitKeys] = useState(createSubmitKeys)
  const [formError, setFormError] = useState<MessageDescriptor | null>(null)
  const summaryRef = useRef<HTMLParagraphElement>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues>({ defaultValues: EMPTY, shouldFocusError: true })

  const today = todayText()
  const say = (field: keyof ApplicationValues, problem: Problem | null): true | string => {
    if (!problem) return true
    const descriptor: MessageDescriptor = PROBLEM_MESSAGES[field][problem] ?? m.required
    return intl.formatMessage(descriptor, { days: NEXT_PAYDAY_MAX_DAYS })
  }
  const rule = (field: keyof ApplicationValues, check: (value: string) => Problem | null) => ({
    validate: (value: string | boolean) => say(field, check(String(value))),
  })

  const submit = handleSubmit(
    async (values) => {
      setFormError(null)
      // The campaign is for the attribution report only; the capture already kept only what consent allows.
      const request = applicationRequest(values, merchantId, trackedCampaign(document.cookie))
      try {
        const decision = await apply.mutateAsync({ application: request, idempotencyKey: submitKeys.keyFor(request) })
        submitKeys.settle()
        onDecision(decision)
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0
        if (status >= 400 && status < 500 && status !== 408 && status !== 429) submitKeys.settle()
        const parameter = error instanceof ApiError && typeof error.data === 'object' ? (error.data.parameter ?? undefined) : undefined
        const field = status === 400 ? fieldOfParameter(parameter) : null
        if (field) {
          const descriptor: MessageDescriptor = SERVER_MESSAGES[field] ?? PROBLEM_MESSAGES[field].invalid ?? m.required
          setError(
            field,
            { type: 'server', message: intl.formatMessage(descriptor, { days: NEXT_PAYDAY_MAX_DAYS }) },
            { shouldFocus: true },
          )
          return
        }
        setFormError(status === 404 ? m.unknownMerchant : m.submitFailed)
      }
    },
    (invalid: FieldErrors<ApplicationValues>) => {
      if (Object.keys(invalid).length > 0) setFormError(m.fixErrors)
    },
  )

  // A failure that is not a field's takes the focus, so it is heard.
  useEffect(() => {
    if (formError && formError !== m.fixErrors) summaryRef.current?.focus()
  }, [formError])

  const busy = isSubmitting || apply.isPending
  const ssnHintId = `${id}-ssn`
  const consentId = `${id}-consent`
  const bankHintId = `${id}-bank`
  const group = 'grid gap-2 rounded-card border border-neutral-200 p-2 sm:grid-cols-2'
  const legend = 'px-0.5 text-lg font-bold'

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.requiredNote)}</p>
      {formError && (
        <p ref={summaryRef} tabIndex={-1} role="alert" className="rounded-card bg-danger/10 p-1.5 font-semibold text-danger outline-none">
          {intl.formatMessage(formError)}
        </p>
      )}
      <fieldset className={group}>
        <legend className={legend}>{intl.formatMessage(m.aboutYou)}</legend>
        <TextField
          label={intl.formatMessage(m.firstName)}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName', rule('firstName', nameProblem))}
        />
        <TextField
          label={intl.formatMessage(m.lastName)}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName', rule('lastName', nameProblem))}
        />
        <TextField
          label={intl.formatMessage(m.dateOfBirth)}
          type="date"
          autoComplete="bday"
          max={today}
          error={errors.dateOfBirth?.message}
          {...register(
            'dateOfBirth',
            rule('dateOfBirth', (value) => dateOfBirthProblem(value, today)),
          )}
        />
        <div className="flex flex-col gap-0.5">
          <TextField
            label={intl.formatMessage(m.ssnLast4)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            spellCheck={false}
            describedBy={ssnHintId}
            error={errors.ssnLast4?.message}
            {...register('ssnLast4', rule('ssnLast4', ssnLast4Problem))}
          />
          <p id={ssnHintId} className="text-sm text-ink-muted">
            {intl.formatMessage(m.ssnHint)}
          </p>
        </div>
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{intl.formatMessage(m.address)}</legend>
        <div className="sm:col-span-2">
          <TextField
            label={intl.formatMessage(m.street)}
            autoComplete="address-line1"
            error={errors.street?.message}
            {...register(
              'street',
              rule('street', (value) => textProblem(value, 100)),
            )}
          />
        </div>
        <TextField
          label={intl.formatMessage(m.city)}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register(
            'city',
            rule('city', (value) => textProblem(value, 60)),
          )}
        />
        <SelectField
          label={intl.formatMessage(m.state)}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state', rule('state', stateProblem))}
        >
          <option value="">{intl.formatMessage(m.chooseState)}</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <TextField
          label={intl.formatMessage(m.postalCode)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={errors.postalCode?.message}
          {...register('postalCode', rule('postalCode', postalCodeProblem))}
        />
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{intl.formatMessage(m.contact)}</legend>
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', rule('email', emailProblem))}
        />
        <TextField
          label={intl.formatMessage(m.phone)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...register('phone', rule('phone', phoneProblem))}
        />
        <div className="flex flex-col gap-0.5 sm:col-span-2">
          <CheckboxField label={intl.formatMessage(m.smsConsent)} describedBy={consentId} {...register('smsConsent')} />
          <p id={consentId} className="text-sm text-ink-muted">
            {intl.formatMessage(m.smsConsentText, { brandName: brand.name })}
          </p>
        </div>
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{intl.formatMessage(m.income)}</legend>
        <TextField
          label={intl.formatMessage(m.monthlyIncome)}
          inputMode="decimal"
          autoComplete="off"
          error={errors.monthlyIncome?.message}
          {...register('monthlyIncome', rule('monthlyIncome', incomeProblem))}
        />
        <SelectField
          label={intl.formatMessage(m.payFrequency)}
          error={errors.payFrequency?.message}
          {...register('payFrequency', rule('payFrequency', payFrequencyProblem))}
        >
          <option value="">{intl.formatMessage(m.choosePayFrequency)}</option>
          {PAY_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {intl.formatMessage(m[frequency])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={intl.formatMessage(m.nextPayday)}
          type="date"
          min={today}
          error={errors.nextPayday?.message}
          {...register(
            'nextPayday',
            rule('nextPayday', (value) => nextPaydayProblem(value, today)),
          )}
        />
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{intl.formatMessage(m.bank)}</legend>
        <TextField
          label={intl.formatMessage(m.routingNumber)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          spellCheck={false}
          error={errors.routingNumber?.message}
          {...register('routingNumber', rule('routingNumber', routingNumberProblem))}
        />
        <TextField
          label={intl.formatMessage(m.accountNumber)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          spellCheck={false}
          describedBy={bankHintId}
          error={errors.accountNumber?.message}
          {...register('accountNumber', rule('accountNumber', accountNumberProblem))}
        />
        <p id={bankHintId} className="text-sm text-ink-muted sm:col-span-2">
          {intl.formatMessage(m.bankHint)}
        </p>
      </fieldset>

      <button type="submit" disabled={busy} className={`${buttonStyles.primary} self-start`}>
        {busy ? (
          <>
            <span aria-hidden="true" className="inline-block size-2 animate-spin rounded-full border-2 border-ink/30 border-t-ink" />{' '}
            {intl.formatMessage(m.submitting)}
          </>
        ) : (
          intl.formatMessage(m.submit)
        )}
      </button>
    </form>
  )
}
