import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useIntl } from 'react-intl'
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
import { marketingMessages, passwordRuleMessages, registrationMessages } from '../messages/registration'
import { PasswordRequirements } from './password-requirements'

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

/** Registration form. */
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
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
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
