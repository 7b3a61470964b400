import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { defineMessages, useIntl } from 'react-intl'
import {
  EMAIL_PATTERN,
  FormError,
  PasswordField,
  TextAction,
  TextField,
  pageTitle,
  type ActionTarget,
  type TitleRenderer,
  SubmitButton,
} from '@/components/forms/form-fields'
import { useAppConfig } from '@/lib/app-config'
import type { RegistrationData } from '../api/register-customer'
import { useAuth } from '../hooks/use-auth'
import { passwordStrength } from '../lib/password-strength'
import { authMessages } from '../messages/auth'
import { PasswordRequirements } from './password-requirements'

export const registrationMessages = defineMessages({
  title: {
    id: 'auth.register.title',
    defaultMessage: "Let's get started!",
    description: 'Title of the registration form (sign-in modal and /registration page)',
  },
  intro: {
    id: 'auth.register.intro',
    defaultMessage: 'Create an account to save your favorites and check out faster.',
    description: 'Registration form: text under the title',
  },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First Name', description: 'Registration form: field label' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last Name', description: 'Registration form: field label' },
  email: { id: 'auth.register.email', defaultMessage: 'Email', description: 'Registration form: field label' },
  password: { id: 'auth.register.password', defaultMessage: 'Password', description: 'Registration form: field label' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create Account', description: 'Registration form: submit button' },
  haveAccount: {
    id: 'auth.register.haveAccount',
    defaultMessage: 'Already have an account?',
    description: 'Registration form: text before the link back to the login form',
  },
  signIn: {
    id: 'auth.register.signIn',
    defaultMessage: 'Sign in',
    description: 'Registration form: link back to the login form',
  },
  firstNameRequired: {
    id: 'auth.register.firstNameRequired',
    defaultMessage: 'Please enter your first name.',
    description: 'Registration form validation (portal spec §5)',
  },
  lastNameRequired: {
    id: 'auth.register.lastNameRequired',
    defaultMessage: 'Please enter your last name.',
    description: 'Registration form validation (portal spec §5)',
  },
  emailInvalid: {
    id: 'auth.register.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Registration form validation: email missing or malformed (portal spec §5)',
  },
})

const marketingMessages = defineMessages<{ acceptsMarketing: { brandName: string } }>({
  acceptsMarketing: {
    id: 'auth.register.acceptsMarketing',
    defaultMessage: 'Sign me up for {brandName} emails (you can unsubscribe at any time)',
    description: 'Registration form: marketing opt-in checkbox; {brandName} is e.g. Northwind Lease',
  },
})

/** Password validation messages (portal spec §5), shared with the new-password form. */
export const passwordRuleMessages = defineMessages({
  required: {
    id: 'auth.password.rule.required',
    defaultMessage: 'Please create a password.',
    description: 'Password validation: the password is empty',
  },
  minChars: {
    id: 'auth.password.rule.minChars',
    defaultMessage: 'Password must contain at least 8 characters.',
    description: 'Password validation: too short',
  },
  uppercase: {
    id: 'auth.password.rule.uppercase',
    defaultMessage: 'Password must contain at least one uppercase letter.',
    description: 'Password validation: no uppercase letter',
  },
  lowercase: {
    id: 'auth.password.rule.lowercase',
    defaultMessage: 'Password must contain at least one lowercase letter.',
    description: 'Password validation: no lowercase letter',
  },
  number: {
    id: 'auth.password.rule.number',
    defaultMessage: 'Password must contain at least one number.',
    description: 'Password validation: no digit',
  },
  special: {
    id: 'auth.password.rule.special',
    defaultMessage: 'Password must contain at least one special character.',
    description: 'Password validation: no special character',
  },
})

/** The first failing password rule as its message descriptor, or undefined when the password is fine. */
export function passwordRuleViolation(password: string) {
  if (!password) return passwordRuleMessages.required
  const s = passwordStrength(password)
  if (!s.hasMinChars) return passwordRuleMessages.minChars
  if (!s.hasUppercase) return passwordRuleMessages.uppercase
  if (!s.hasLowercase) return passwordRuleMessages.lowercase
  if (!s.hasNumber) return passwordRuleMessages.number
  if (!s.hasSpecialChar) return passwordRuleMessages.special
  return undefined
}

export interface RegistrationFormProps {
  /** Called after the account was created and the customer signed in. */
  onSuccess: (data: Omit<RegistrationData, 'password'>) => void | Promise<void>
  loginTarget: ActionTarget
  renderTitle?: TitleRenderer
}

/** Registration form (portal spec §5, storefront spec §5). */
export function RegistrationForm({ onSuccess, loginTarget, renderTitle = pageTitle }: RegistrationFormProps) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { register: registerCustomer } = useAuth()
  const requirementsId = useId()
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationData>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', acceptsMarketing: false },
  })
  const password = useWatch({ control, name: 'password' })

  const submit = handleSubmit(async (values) => {
    const data = { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() }
    try {
      await registerCustomer(data)
    } catch {
      setError('root.global', { message: intl.formatMessage(authMessages.generic) })
      return
    }
    await onSuccess({
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      acceptsMarketing: data.acceptsMarketing,
    })
  })

  const required = (message: string) => (value: string) => value.trim() !== '' || message

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        {renderTitle(intl.formatMessage(registrationMessages.title))}
        <p className="text-sm text-ink-muted">{intl.formatMessage(registrationMessages.intro)}</p>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage(registrationMessages.firstName)}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName', { validate: required(intl.formatMessage(registrationMessages.firstNameRequired)) })}
        />
        <TextField
          label={intl.formatMessage(registrationMessages.lastName)}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName', { validate: required(intl.formatMessage(registrationMessages.lastNameRequired)) })}
        />
      </div>
      <TextField
        label={intl.formatMessage(registrationMessages.email)}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => EMAIL_PATTERN.test(value.trim()) || intl.formatMessage(registrationMessages.emailInvalid),
        })}
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          label={intl.formatMessage(registrationMessages.password)}
          autoComplete="new-password"
          error={errors.password?.message}
          describedBy={requirementsId}
          {...register('password', {
            validate: (value) => {
              const violation = passwordRuleViolation(value)
              return violation ? intl.formatMessage(violation) : true
            },
          })}
        />
        <PasswordRequirements id={requirementsId} password={password} />
      </div>
      <label className="flex items-start gap-1 text-sm">
        <input type="checkbox" className="mt-0.5 size-2 accent-primary" {...register('acceptsMarketing')} />
        <span>{intl.formatMessage(marketingMessages.acceptsMarketing, { brandName: brand.name })}</span>
      </label>
      <FormError>{errors.root?.global?.message}</FormError>
      <SubmitButton submitting={isSubmitting} clearGlobalError={() => clearErrors('root')}>
        {intl.formatMessage(registrationMessages.submit)}
      </SubmitButton>
      <p className="text-center text-sm">
        {intl.formatMessage(registrationMessages.haveAccount)}{' '}
        <TextAction target={loginTarget}>{intl.formatMessage(registrationMessages.signIn)}</TextAction>
      </p>
    </form>
  )
}
