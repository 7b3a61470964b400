import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { signInWithPassword } from '../../api/idp'
import { classifyProviderError } from '../../lib/provider-errors'
import { authMessages } from '../../messages'
import { FormError, PasswordField, TextAction, TextField } from '../form-fields'
import { loginFormMessages } from '../login-form'
import { signInFailureText } from './error-text'

interface Values {
  email: string
  password: string
}

/**
 * Email + password through the identity provider (portal spec §5 login rules, §8 messages):
 * 'Unauthorized' → the wrong-credentials message, anything else → the generic error. The
 * global error is cleared when the submit button is clicked.
 */
export function PasswordMethod({ complete }: { complete: (code: string) => Promise<void> }) {
  const intl = useIntl()
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { email: '', password: '' } })

  const submit = handleSubmit(async ({ email, password }) => {
    let code: string
    try {
      ;({ code } = await signInWithPassword(email.trim(), password))
    } catch (error) {
      const unauthorized = classifyProviderError(error).kind === 'unauthorized'
      setError('root.global', {
        message: intl.formatMessage(unauthorized ? authMessages.unauthorized : authMessages.generic),
      })
      return
    }
    try {
      await complete(code)
    } catch (error) {
      setError('root.global', { message: signInFailureText(intl, error) })
    }
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
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
          <TextAction target={{ to: '/reset-password' }}>{intl.formatMessage(loginFormMessages.forgotPassword)}</TextAction>
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
    </form>
  )
}
