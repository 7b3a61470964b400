import { useForm } from 'react-hook-form'
import { defineMessages, useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { useAuth } from '../hooks/use-auth'
import { authMessages } from '../messages'
import { FormError, PasswordField, TextAction, TextField, pageTitle, type ActionTarget, type TitleRenderer } from './form-fields'

export const loginFormMessages = defineMessages({
  title: {
    id: 'auth.login.title',
    defaultMessage: 'Welcome Back',
    description: 'Title of the login form (sign-in modal and /login page)',
  },
  email: { id: 'auth.login.email', defaultMessage: 'Email', description: 'Login form: label of the email field' },
  password: {
    id: 'auth.login.password',
    defaultMessage: 'Password',
    description: 'Login form: label of the password field',
  },
  forgotPassword: {
    id: 'auth.login.forgotPassword',
    defaultMessage: 'Forgot password?',
    description: 'Login form: link to the password reset form',
  },
  submit: { id: 'auth.login.submit', defaultMessage: 'Sign In', description: 'Login form: submit button' },
  noAccount: {
    id: 'auth.login.noAccount',
    defaultMessage: "Don't have an account?",
    description: 'Login form: text before the Create account link',
  },
  createAccount: {
    id: 'auth.login.createAccount',
    defaultMessage: 'Create account',
    description: 'Login form: link to the registration form',
  },
  emailRequired: {
    id: 'auth.login.emailRequired',
    defaultMessage: 'Please enter your email address.',
    description: 'Login form: validation message when the email is empty',
  },
  passwordRequired: {
    id: 'auth.login.passwordRequired',
    defaultMessage: 'Please enter your password.',
    description: 'Login form: validation message when the password is empty',
  },
})

interface LoginValues {
  email: string
  password: string
}

/** Portal spec §8: an error whose message matches 'Unauthorized' means wrong credentials. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /Unauthorized/.test(error.message)
}

export interface LoginFormProps {
  /** Called after a successful sign-in. */
  onSuccess: () => void | Promise<void>
  registerTarget: ActionTarget
  forgotPasswordTarget: ActionTarget
  renderTitle?: TitleRenderer
}

/** Login form (portal spec §2, §5, §8; storefront spec §2.9). */
export function LoginForm({ onSuccess, registerTarget, forgotPasswordTarget, renderTitle = pageTitle }: LoginFormProps) {
  const intl = useIntl()
  const { login } = useAuth()
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } })

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await login(email.trim(), password)
    } catch (error) {
      const message = isUnauthorizedError(error) ? authMessages.unauthorized : authMessages.generic
      setError('root.global', { message: intl.formatMessage(message) })
      return
    }
    await onSuccess()
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      {renderTitle(intl.formatMessage(loginFormMessages.title))}
      <TextField
        label={intl.formatMessage(loginFormMessages.email)}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => value.trim() !== '' || intl.formatMessage(loginFormMessages.emailRequired),
        })}
      />
      <div className="flex flex-col gap-0.5">
        <PasswordField
          label={intl.formatMessage(loginFormMessages.password)}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { required: intl.formatMessage(loginFormMessages.passwordRequired) })}
        />
        <div className="self-end text-sm">
          <TextAction target={forgotPasswordTarget}>{intl.formatMessage(loginFormMessages.forgotPassword)}</TextAction>
        </div>
      </div>
      <FormError>{errors.root?.global?.message}</FormError>
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        onClick={() => clearErrors('root')}
        className={`${buttonStyles.brand} w-full`}
      >
        {intl.formatMessage(loginFormMessages.submit)}
      </button>
      <p className="text-center text-sm">
        {intl.formatMessage(loginFormMessages.noAccount)}{' '}
        <TextAction target={registerTarget}>{intl.formatMessage(loginFormMessages.createAccount)}</TextAction>
      </p>
    </form>
  )
}
