/**
 * The bank-account form of /add-payment-method: routing number (ABA checksum), account number
 * (4–17 digits), checking or savings, the name, then the debit authorization — shown before the
 * consent checkbox, filled in as the customer types — and the consent. Checked by the server's
 * rules (lib/bank-rules.ts) before it is sent; the server's 400 shows at its field.
 */
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { CheckboxField, Radio, RadioGroup } from '@/components/forms/form-controls'
import { TextField } from '@/components/forms/form-fields'
import { useAddMethod } from '../hooks/use-add-method'
import { accountNumberProblem, lastFour, routingNumberProblem } from '../lib/bank-rules'
import { digitsOf, holderNameProblem } from '../lib/card-rules'
import { fieldErrorText, type BankField } from '../lib/field-errors'
import type { AccountType } from '../lib/types'
import { addMessages } from '../messages'
import { BankAuthorization } from './bank-authorization'
import type { MethodFormProps } from './card-form'
import { FormFooter } from './form-footer'

interface BankValues {
  routing_number: string
  account_number: string
  account_type: AccountType
  holder_name: string
  authorization_accepted: boolean
  make_default: boolean
}

/** What the authorization shows for the account's last 4 before 4 digits are typed. */
const NO_DIGITS_YET = '••••'

export function BankForm({ leaseGuid, first }: MethodFormProps) {
  const intl = useIntl()
  const id = useId()
  const authorizationId = `${id}-authorization`
  const { send, pending, formError, formErrorRef } = useAddMethod(leaseGuid, 'bank')
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BankValues>({
    defaultValues: {
      routing_number: '',
      account_number: '',
      account_type: 'checking',
      holder_name: '',
      authorization_accepted: false,
      make_default: false,
    },
  })
  const [accountNumber, accountType] = useWatch({ control, name: ['account_number', 'account_type'] })
  const typedLast4 = lastFour(accountNumber)

  const message = (field: BankField, reason: string) => fieldErrorText(intl, 'bank', field, reason)
  const verdict = (field: BankField, reason: string | null) => (reason ? message(field, reason) : true)

  const submit = handleSubmit(async (values) => {
    await send(
      {
        type: 'bank',
        bank: {
          routing_number: digitsOf(values.routing_number) ?? values.routing_number,
          account_number: digitsOf(values.account_number) ?? values.account_number,
          account_type: values.account_type,
          holder_name: values.holder_name.trim(),
          authorization_accepted: values.authorization_accepted,
        },
        make_default: first || values.make_default,
      },
      lastFour(values.account_number),
      (field, reason) =>
        setError(field as BankField, { type: 'server', message: message(field as BankField, reason) }, { shouldFocus: true }),
    )
  })

  const busy = isSubmitting || pending
  const routingHintId = `${id}-routing-hint`

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-0.5">
          <TextField
            label={intl.formatMessage(addMessages.routingNumber)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            spellCheck={false}
            error={errors.routing_number?.message}
            describedBy={routingHintId}
            {...register('routing_number', { validate: (value) => verdict('routing_number', routingNumberProblem(value)) })}
          />
          <p id={routingHintId} className="text-sm text-ink-muted">
            {intl.formatMessage(addMessages.routingNumberHint)}
          </p>
        </div>
        <TextField
          label={intl.formatMessage(addMessages.accountNumber)}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          error={errors.account_number?.message}
          {...register('account_number', { validate: (value) => verdict('account_number', accountNumberProblem(value)) })}
        />
      </div>

      <RadioGroup legend={intl.formatMessage(addMessages.accountType)} error={errors.account_type?.message}>
        {(describedBy) => (
          <>
            {(['checking', 'savings'] as const).map((type) => (
              <Radio
                key={type}
                label={intl.formatMessage(addMessages[type])}
                value={type}
                selected={accountType === type}
                aria-describedby={describedBy}
                {...register('account_type', {
                  validate: (value) => verdict('account_type', value === 'checking' || value === 'savings' ? null : 'invalid'),
                })}
              />
            ))}
          </>
        )}
      </RadioGroup>

      <TextField
        label={intl.formatMessage(addMessages.accountHolderName)}
        autoComplete="name"
        error={errors.holder_name?.message}
        {...register('holder_name', { validate: (name) => verdict('holder_name', holderNameProblem(name)) })}
      />

      <BankAuthorization id={authorizationId} accountType={accountType} last4={typedLast4.length === 4 ? typedLast4 : NO_DIGITS_YET} />
      <CheckboxField
        label={intl.formatMessage(addMessages.authorizationAccept)}
        describedBy={authorizationId}
        error={errors.authorization_accepted?.message}
        {...register('authorization_accepted', { validate: (accepted) => verdict('authorization_accepted', accepted ? null : 'required') })}
      />

      {first ? (
        <p className="text-sm text-ink-muted">{intl.formatMessage(addMessages.firstIsDefault)}</p>
      ) : (
        <CheckboxField label={intl.formatMessage(addMessages.makeDefault)} {...register('make_default')} />
      )}

      <FormFooter submitLabel={intl.formatMessage(addMessages.submitBank)} busy={busy} error={formError} errorRef={formErrorRef} />
    </form>
  )
}
