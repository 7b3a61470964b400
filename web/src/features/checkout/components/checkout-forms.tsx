/**
 * The checkout's forms: the shipping address (the server's rules: a US state, a 5-digit ZIP, a
 * 10-digit phone), the shipping method, the card for the initial payment (its number and
 * security code go to the server once, which keeps only the gateway's token and the last 4), and
 * the e-signature (the applicant's full name typed, and consent). A field the server refuses
 * shows its message beside it; nothing typed is lost.
 */
import { useForm, useWatch } from 'react-hook-form'
import { useIntl } from 'react-intl'
import type { OrderAddress, ShippingMethodResult } from '@/api/types'
import { CheckboxField, Radio, RadioGroup, SelectField } from '@/components/forms/form-controls'
import { FormError, TextField } from '@/components/forms/form-fields'
import { buttonStyles } from '@/components/ui/button-styles'
import { moneyFormat } from '@/lib/money-format'
import type { CardInput } from '../api/checkout'
import { checkoutMessages as m } from '../messages/checkout'

const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN',
  'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY', 'PR',
] // prettier-ignore

const submitClass = `${buttonStyles.brand} w-full sm:w-auto`

/** A form's end: the server's refusal that belongs to no field, and the submit button (busy while it runs). */
function SubmitRow({ error, submitting, label }: { error?: string; submitting: boolean; label: string }) {
  return (
    <>
      <FormError>{error}</FormError>
      <button type="submit" className={submitClass} disabled={submitting} aria-busy={submitting || undefined}>
        {label}
      </button>
    </>
  )
}

/** What a form submit resolves: null when it worked, else the field the server refused (or none) and the message. */
export type FormOutcome = null | { field?: string; message: string }

type AddressValues = Omit<OrderAddress, 'countryCode' | 'address2'> & { address2: string }

export function AddressForm({
  initial,
  onSave,
}: {
  initial: OrderAddress | null | undefined
  onSave: (address: OrderAddress) => Promise<FormOutcome>
}) {
  const intl = useIntl()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({
    defaultValues: {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      address1: initial?.address1 ?? '',
      address2: initial?.address2 ?? '',
      city: initial?.city ?? '',
      stateCode: initial?.stateCode ?? '',
      postalCode: initial?.postalCode ?? '',
      phone: initial?.phone ?? '',
    },
  })
  const required = (field: string) => ({
    validate: (value: string) => value.trim() !== '' || intl.formatMessage(m.required, { field: field.toLowerCase() }),
  })
  const submit = handleSubmit(async (values) => {
    const outcome = await onSave({ ...values, address2: values.address2.trim() || undefined, countryCode: 'US' })
    if (outcome) setError((outcome.field as keyof AddressValues | undefined) ?? 'root.server', { message: outcome.message })
  })
  const label = (message: typeof m.firstName) => intl.formatMessage(message)
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1.5 sm:grid-cols-2">
      <TextField
        label={label(m.firstName)}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName', required(label(m.firstName)))}
      />
      <TextField
        label={label(m.lastName)}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName', required(label(m.lastName)))}
      />
      <div className="sm:col-span-2">
        <TextField
          label={label(m.address1)}
          autoComplete="address-line1"
          error={errors.address1?.message}
          {...register('address1', required(label(m.address1)))}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField label={label(m.address2)} autoComplete="address-line2" error={errors.address2?.message} {...register('address2')} />
      </div>
      <TextField
        label={label(m.city)}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city', required(label(m.city)))}
      />
      <SelectField
        label={label(m.state)}
        autoComplete="address-level1"
        error={errors.stateCode?.message}
        {...register('stateCode', { validate: (value) => value !== '' || intl.formatMessage(m.stateRequired) })}
      >
        <option value="">{label(m.chooseState)}</option>
        {US_STATES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <TextField
        label={label(m.zip)}
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        {...register('postalCode', { validate: (value) => /^\d{5}$/.test(value.trim()) || intl.formatMessage(m.zipInvalid) })}
      />
      <TextField
        label={label(m.phone)}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone', { validate: (value) => value.replace(/\D/g, '').length === 10 || intl.formatMessage(m.phoneInvalid) })}
      />
      <div className="sm:col-span-2">
        <SubmitRow error={errors.root?.server?.message} submitting={isSubmitting} label={label(m.saveAddress)} />
      </div>
    </form>
  )
}

export function ShippingMethodForm({
  methods,
  currency,
  initial,
  onSave,
}: {
  methods: ShippingMethodResult
  currency: string
  initial: string | undefined
  onSave: (id: string) => Promise<FormOutcome>
}) {
  const intl = useIntl()
  const money = moneyFormat(intl.locale, currency)
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ id: string }>({ defaultValues: { id: initial ?? methods.defaultShippingMethodId } })
  const chosen = useWatch({ control, name: 'id' })
  const submit = handleSubmit(async ({ id }) => {
    const outcome = await onSave(id)
    if (outcome) setError('root.server', { message: outcome.message })
  })
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-1.5">
      <RadioGroup legend={intl.formatMessage(m.shippingTitle)}>
        {() =>
          methods.applicableShippingMethods.map((method) => (
            <div key={method.id} className="w-full">
              <Radio
                label={intl.formatMessage(m.methodOption, {
                  name: method.name,
                  price: method.price === 0 ? intl.formatMessage(m.free) : money(method.price),
                })}
                selected={chosen === method.id}
                value={method.id}
                {...register('id')}
              />
              <p className="mt-0.5 ml-1 text-sm text-neutral-700">{method.description}</p>
            </div>
          ))
        }
      </RadioGroup>
      <SubmitRow error={errors.root?.server?.message} submitting={isSubmitting} label={intl.formatMessage(m.saveMethod)} />
    </form>
  )
}

interface CardValues {
  number: string
  holder: string
  expirationMonth: string
  expirationYear: string
  securityCode: string
}

/** Server field names (payment_methods' card rules) → this form's. */
const CARD_FIELDS: Record<string, keyof CardValues> = {
  number: 'number',
  exp_month: 'expirationMonth',
  exp_year: 'expirationYear',
  security_code: 'securityCode',
  holder_name: 'holder',
}

export function CardForm({
  holder,
  years,
  onSave,
}: {
  holder: string
  years: number[]
  onSave: (card: CardInput) => Promise<FormOutcome>
}) {
  const intl = useIntl()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardValues>({ defaultValues: { number: '', holder, expirationMonth: '', expirationYear: '', securityCode: '' } })
  const required = (field: string) => ({
    validate: (value: string) => value.trim() !== '' || intl.formatMessage(m.cardRequired, { field: field.toLowerCase() }),
  })
  const submit = handleSubmit(async (values) => {
    const outcome = await onSave({
      number: values.number.trim(),
      holder: values.holder.trim(),
      securityCode: values.securityCode.trim(),
      expirationMonth: Number(values.expirationMonth),
      expirationYear: Number(values.expirationYear),
    })
    if (outcome) setError((outcome.field && CARD_FIELDS[outcome.field]) || 'root.server', { message: outcome.message })
  })
  const label = (message: typeof m.firstName) => intl.formatMessage(message)
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1.5 sm:grid-cols-2" aria-label={label(m.cardHeading)}>
      <div className="sm:col-span-2">
        <TextField
          label={label(m.cardNumber)}
          inputMode="numeric"
          autoComplete="cc-number"
          error={errors.number?.message}
          {...register('number', required(label(m.cardNumber)))}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={label(m.cardHolder)}
          autoComplete="cc-name"
          error={errors.holder?.message}
          {...register('holder', required(label(m.cardHolder)))}
        />
      </div>
      <SelectField
        label={label(m.expMonth)}
        autoComplete="cc-exp-month"
        error={errors.expirationMonth?.message}
        {...register('expirationMonth', required(label(m.expMonth)))}
      >
        <option value="" />
        {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
          <option key={month} value={month}>
            {String(month).padStart(2, '0')}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={label(m.expYear)}
        autoComplete="cc-exp-year"
        error={errors.expirationYear?.message}
        {...register('expirationYear', required(label(m.expYear)))}
      >
        <option value="" />
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
      <TextField
        label={label(m.securityCode)}
        inputMode="numeric"
        autoComplete="cc-csc"
        error={errors.securityCode?.message}
        {...register('securityCode', required(label(m.securityCode)))}
      />
      <div className="sm:col-span-2">
        <SubmitRow error={errors.root?.server?.message} submitting={isSubmitting} label={label(m.saveCard)} />
      </div>
    </form>
  )
}

export function SignatureForm({
  applicantName,
  onSign,
}: {
  applicantName: string
  onSign: (signature: { fullName: string; consent: boolean }) => Promise<FormOutcome>
}) {
  const intl = useIntl()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ fullName: string; consent: boolean }>({ defaultValues: { fullName: '', consent: false } })
  const submit = handleSubmit(async (values) => {
    const outcome = await onSign({ fullName: values.fullName.trim(), consent: values.consent })
    if (outcome)
      setError(outcome.field === 'fullName' || outcome.field === 'consent' ? outcome.field : 'root.server', { message: outcome.message })
  })
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-1.5">
      <TextField
        label={intl.formatMessage(m.fullName)}
        autoComplete="name"
        describedBy="signature-hint"
        error={errors.fullName?.message}
        {...register('fullName', { validate: (value) => value.trim() !== '' || intl.formatMessage(m.fullNameRequired) })}
      />
      <p id="signature-hint" className="text-sm text-neutral-700">
        {intl.formatMessage(m.fullNameHint, { name: applicantName })}
      </p>
      <CheckboxField
        label={intl.formatMessage(m.consent)}
        error={errors.consent?.message}
        {...register('consent', { validate: (value) => value || intl.formatMessage(m.consentRequired) })}
      />
      <SubmitRow error={errors.root?.server?.message} submitting={isSubmitting} label={intl.formatMessage(m.sign)} />
    </form>
  )
}
