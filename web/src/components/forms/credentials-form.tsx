import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormError, PasswordField, TextAction, TextField, type ActionTarget, SubmitButton } from './form-fields'
import { loginFormMessages } from './login-form-messages'

export interface Credentials {
  email: string
  password: string
}

export interface CredentialsFormProps {
  /** Signs in; resolves the (translated) global error to show, or null when it worked. */
  signIn: (credentials: Credentials) => Promise<string | null>
  forgotPasswordTarget: ActionTarget
  /** Above the fields (e.g. the title). */
  header?: ReactNode
  /** Below the submit button (e.g. the Create account link). */
  footer?: ReactNode
}

/**
 * Email + password as every login form has them: "Please enter your email
 * address." / "Please enter your password.", a "Forgot password?" link, a "Sign In" button, and
 * a global form error that is cleared when the button is clicked. Shared by the shopper
 * login (modal and /login) and the portal's identity-provider password method.
 */
export function CredentialsForm({ signIn, forgotPasswordTarget, header, footer }: CredentialsFormProps) {
  const intl = useIntl()
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { email: '', password: '' } })

  const submit = handleSubmit(async ({ email, password }) => {
    const failure = await signIn({ email: email.trim(), password })
    if (failure) setError('root.global', { message: failure })
  })

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      {header}
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
      <SubmitButton submitting={isSubmitting} clearGlobalError={() => clearErrors('root')}>
        {intl.formatMessage(loginFormMessages.submit)}
      </SubmitButton>
      {footer}
    </form>
  )
}
