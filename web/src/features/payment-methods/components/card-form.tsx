/**
 * The card form of /add-payment-method: number, expiry, security code, name and billing ZIP
 * code, checked field by field by the server's rules (lib/card-rules.ts) before it is sent; the
 * server's 400 shows at its field. The number and the code are never kept anywhere but in the
 * form (no storage, URL or log); the form never submits natively (POST, handled here).
 */
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { CheckboxField, SelectField } from '@/components/forms/form-controls'
import { TextField } from '@/components/forms/form-fields'
import { useAddMethod } from '../hooks/use-add-method'
import { lastFour } from '../lib/bank-rules'
import {
  brandOfTyped,
  cardNumberProblem,
  currentYearMonth,
  digitsOf,
  expiryMonthProblem,
  expiryYearProblem,
  fullExpiryYear,
  holderNameProblem,
  postalCodeProblem,
  securityCodeProblem,
} from '../lib/card-rules'
import { fieldErrorText, type CardField } from '../lib/field-errors'
import { addMessages } from '../messages'
import { FormFooter } from './form-footer'

interface CardValues {
  number: string
  exp_month: string
  exp_year: string
  security_code: string
  holder_name: string
  postal_code: string
  make_default: boolean
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))

export interface MethodFormProps {
  leaseGuid: string
  /** The lease has no method yet: this one will be the default, no need to ask. */
  first: boolean
}

export function CardForm({ leaseGuid, first }: MethodFormProps) {
  const intl = useIntl()
  const id = useId()
  const { send, pending, formError, formErrorRef } = useAddMethod(leaseGuid, 'card')
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CardValues>({
    defaultValues: { number: '', exp_month: '', exp_year: '', security_code: '', holder_name: '', postal_code: '', make_default: false },
  })

  /** A field's message for a reason (the brand of the typed number sets the code's length). */
  const message = (field: CardField, reason: string) => fieldErrorText(intl, 'card', field, reason, brandOfTyped(getValues('number')))
  /** react-hook-form's verdict of a rule: true, or the message of its reason. */
  const verdict = (field: CardField, reason: string | null) => (reason ? message(field, reason) : true)

  const submit = handleSubmit(async (values) => {
    await send(
      {
        type: 'card',
        card: {
          number: digitsOf(values.number) ?? values.number,
          exp_month: Number(values.exp_month),
          exp_year: fullExpiryYear(Number(values.exp_year.trim())),
          security_code: values.security_code.trim(),
          holder_name: values.holder_name.trim(),
          postal_code: values.postal_code.trim(),
        },
        make_default: first || values.make_default,
      },
      lastFour(values.number),
      (field, reason) =>
        setError(field as CardField, { type: 'server', message: message(field as CardField, reason) }, { shouldFocus: true }),
    )
  })

  const busy = isSubmitting || pending
  const hint = (name: string) => `${id}-${name}-hint`

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        <TextField
          label={intl.formatMessage(addMessages.cardNumber)}
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          error={errors.number?.message}
          describedBy={hint('number')}
          {...register('number', { validate: (value) => verdict('number', cardNumberProblem(value)), deps: ['security_code'] })}
        />
        <p id={hint('number')} className="text-sm text-ink-muted">
          {intl.formatMessage(addMessages.cardNumberHint)}
        </p>
      </div>

      <div className="grid grid-cols-2 gap-2">
        <SelectField
          label={intl.formatMessage(addMessages.expMonth)}
          autoComplete="cc-exp-month"
          error={errors.exp_month?.message}
          {...register('exp_month', { validate: (month) => verdict('exp_month', expiryMonthProblem(month)), deps: ['exp_year'] })}
        >
          <option value="">{intl.formatMessage(addMessages.expMonthChoose)}</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </SelectField>
        <TextField
          label={intl.formatMessage(addMessages.expYear)}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder={intl.formatMessage(addMessages.expYearHint)}
          maxLength={4}
          error={errors.exp_year?.message}
          {...register('exp_year', {
            // Without a month (its problem shows at the month), the year is judged by its last month.
            validate: (year, values) =>
              verdict(
                'exp_year',
                expiryYearProblem(expiryMonthProblem(values.exp_month) ? '12' : values.exp_month, year, currentYearMonth()),
              ),
          })}
        />
      </div>

      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-0.5">
          <TextField
            label={intl.formatMessage(addMessages.securityCode)}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            spellCheck={false}
            error={errors.security_code?.message}
            describedBy={hint('code')}
            {...register('security_code', {
              validate: (code, values) => verdict('security_code', securityCodeProblem(code, brandOfTyped(values.number))),
            })}
          />
          <p id={hint('code')} className="text-sm text-ink-muted">
            {intl.formatMessage(addMessages.securityCodeHint)}
          </p>
        </div>
        <TextField
          label={intl.formatMessage(addMessages.postalCode)}
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.postal_code?.message}
          {...register('postal_code', { validate: (zip) => verdict('postal_code', postalCodeProblem(zip)) })}
        />
      </div>

      <TextField
        label={intl.formatMessage(addMessages.cardHolderName)}
        autoComplete="cc-name"
        error={errors.holder_name?.message}
        {...register('holder_name', { validate: (name) => verdict('holder_name', holderNameProblem(name)) })}
      />

      {first ? (
        <p className="text-sm text-ink-muted">{intl.formatMessage(addMessages.firstIsDefault)}</p>
      ) : (
        <CheckboxField label={intl.formatMessage(addMessages.makeDefault)} {...register('make_default')} />
      )}

      <FormFooter submitLabel={intl.formatMessage(addMessages.submitCard)} busy={busy} error={formError} errorRef={formErrorRef} />
    </form>
  )
}
