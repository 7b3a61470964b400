/**
 * The account page's profile: the customer's first and last name, email and phone, and Edit
 * profile, which opens the form in place (focus on its first field; Save or Cancel closes it and
 * focus goes back to Edit profile). Names follow registration's rules and messages; the phone is
 * 10 digits (it signs in by SMS: another account's is refused). The email is the account's login:
 * shown, not changed here (the server's profile update does not take it).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { useIntl } from 'react-intl'
import type { Customer } from '@/api/types'
import { FormError, TextField } from '@/components/forms/form-fields'
import { useToast } from '@/components/toast/toast-context'
import { buttonStyles } from '@/components/ui/button-styles'
import { ApiError } from '@/lib/api-client'
import { formatPhone, PHONE_DIGITS, phoneDigits, sanitize } from '@/lib/phone'
import { useUpdateCustomer } from '../api/update-customer'
import { accountMessages as messages } from '../messages/account'
import { authMessages } from '../messages/auth'
import { registrationMessages } from '../messages/registration'

interface ProfileValues {
  firstName: string
  lastName: string
  phone: string
}

/** A part of the account page, and the button that opens its form. */
export const sectionClass = 'rounded-card border border-neutral-200 bg-white p-2 md:p-3'
export const editButtonClass =
  'rounded-lg px-1 py-0.5 font-semibold text-primary underline underline-offset-2 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700'

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`)

export function AccountProfile({ customer }: { customer: Customer }) {
  const intl = useIntl()
  const headingId = useId()
  const [editing, setEditing] = useState(false)
  const editRef = useRef<HTMLButtonElement>(null)
  // Focus goes back to Edit profile when the form closes, not when the page first shows.
  const opened = useRef(false)
  useEffect(() => {
    if (editing) opened.current = true
    else if (opened.current) editRef.current?.focus()
  }, [editing])

  const rows: [string, string][] = [
    [intl.formatMessage(registrationMessages.firstName), customer.firstName],
    [intl.formatMessage(registrationMessages.lastName), customer.lastName],
    [intl.formatMessage(registrationMessages.email), customer.email],
    [
      intl.formatMessage(messages.phone),
      customer.phoneMobile ? formatPhone(customer.phoneMobile) : intl.formatMessage(messages.notProvided),
    ],
  ]

  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          {intl.formatMessage(messages.profileHeading)}
        </h2>
        {!editing && (
          <button ref={editRef} type="button" onClick={() => setEditing(true)} className={editButtonClass}>
            {intl.formatMessage(messages.editProfile)}
          </button>
        )}
      </div>
      {editing ? (
        <ProfileForm customer={customer} onClose={() => setEditing(false)} />
      ) : (
        <dl className="mt-2 grid gap-x-3 gap-y-1.5 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

function ProfileForm({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const intl = useIntl()
  const { toast } = useToast()
  const update = useUpdateCustomer(customer.customerId)
  const emailHintId = useId()
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    defaultValues: { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phoneMobile ?? '' },
  })
  useEffect(() => setFocus('firstName'), [setFocus])

  const required = (message: string) => (value: string) => value.trim() !== '' || message
  // In the form's order: the first field in error takes the focus.
  const firstNameField = register('firstName', { validate: required(intl.formatMessage(registrationMessages.firstNameRequired)) })
  const lastNameField = register('lastName', { validate: required(intl.formatMessage(registrationMessages.lastNameRequired)) })
  const phoneField = register('phone', {
    // A phone cannot be taken off an account (the server keeps it): once there, one is needed.
    validate: (value) => (value === '' && !customer.phoneMobile) || PHONE_PATTERN.test(value) || intl.formatMessage(messages.phoneInvalid),
  })

  const submit = handleSubmit(async ({ firstName, lastName, phone }) => {
    try {
      await update.mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim(), ...(phone ? { phoneMobile: phone } : {}) })
    } catch (error) {
      const parameter = error instanceof ApiError && typeof error.data === 'object' ? error.data?.parameter : undefined
      if (error instanceof ApiError && error.status === 409)
        setError('phone', { message: intl.formatMessage(messages.phoneTaken) }, { shouldFocus: true })
      else if (parameter === 'phoneMobile') setError('phone', { message: intl.formatMessage(messages.phoneInvalid) }, { shouldFocus: true })
      else if (parameter === 'firstName')
        setError('firstName', { message: intl.formatMessage(registrationMessages.firstNameRequired) }, { shouldFocus: true })
      else if (parameter === 'lastName')
        setError('lastName', { message: intl.formatMessage(registrationMessages.lastNameRequired) }, { shouldFocus: true })
      else setError('root.global', { message: intl.formatMessage(authMessages.generic) })
      return
    }
    toast({ title: intl.formatMessage(messages.profileSaved), status: 'success' })
    onClose()
  })

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="mt-2 flex flex-col gap-2">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage(registrationMessages.firstName)}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...firstNameField}
        />
        <TextField
          label={intl.formatMessage(registrationMessages.lastName)}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...lastNameField}
        />
      </div>
      <div className="flex flex-col gap-0.5">
        <TextField
          label={intl.formatMessage(registrationMessages.email)}
          type="email"
          name="email"
          value={customer.email}
          autoComplete="email"
          readOnly
          describedBy={emailHintId}
        />
        <p id={emailHintId} className="text-sm text-ink-muted">
          {intl.formatMessage(messages.emailHint)}
        </p>
      </div>
      <PhoneField
        label={intl.formatMessage(messages.phone)}
        hint={intl.formatMessage(messages.phoneHint)}
        error={errors.phone?.message}
        field={phoneField}
      />
      <FormError>{errors.root?.global?.message}</FormError>
      <div className="flex flex-wrap gap-1">
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          onClick={() => clearErrors('root')}
          className={buttonStyles.brand}
        >
          {intl.formatMessage(messages.save)}
        </button>
        <button type="button" onClick={onClose} className={buttonStyles.secondary}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </div>
    </form>
  )
}

/** The phone: digits only as typed or pasted ("+1 512 555 0142" → 5125550142), with what it takes under it. */
function PhoneField({ label, hint, error, field }: { label: string; hint: string; error?: string; field: UseFormRegisterReturn<'phone'> }) {
  const hintId = useId()
  return (
    <div className="flex flex-col gap-0.5">
      <TextField
        label={label}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={error}
        describedBy={hintId}
        {...field}
        onChange={(event) => {
          sanitize(phoneDigits)(event)
          void field.onChange(event)
        }}
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
    </div>
  )
}
