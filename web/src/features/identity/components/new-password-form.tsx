import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormError, PasswordField, TextAction, pageTitle, type TitleRenderer, SubmitButton } from '@/components/forms/form-fields'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { useResetPassword } from '../api/reset-password'
import { authMessages } from '../messages/auth'
import { newPasswordMessages, newPasswordTextMessages } from '../messages/passwords'
import { PasswordRequirements } from './password-requirements'
import { passwordRuleViolation } from './registration-form'

/**
 * The form opened from the reset email (`/reset-password?token=&email=`): a new password with
 * the same rules as registration, then a success message with a link to sign in.
 */
export function NewPasswordForm({
  token,
  email,
  loginPath,
  resetPath,
  renderTitle = pageTitle,
}: {
  token: string
  email: string
  loginPath: string
  resetPath: string
  renderTitle?: TitleRenderer
}) {
  const intl = useIntl()
  const requirementsId = useId()
  const resetPassword = useResetPassword()
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } })
  const password = useWatch({ control, name: 'password' })

  const submit = handleSubmit(async ({ password: newPassword }) => {
    try {
      await resetPassword.mutateAsync({ resetToken: token, newPassword, login: email })
      setDone(true)
    } catch {
      setError('root.global', { message: intl.formatMessage(authMessages.generic) })
    }
  })

  if (done) {
    return (
      <div className="flex flex-col gap-2 text-center">
        {renderTitle(intl.formatMessage(newPasswordMessages.successTitle))}
        <p role="status">{intl.formatMessage(newPasswordMessages.successText)}</p>
        <Link to={loginPath} className={`${buttonStyles.brand} w-full`}>
          {intl.formatMessage(newPasswordMessages.signIn)}
        </Link>
      </div>
    )
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        {renderTitle(intl.formatMessage(newPasswordMessages.title))}
        <p className="text-sm text-ink-muted">{intl.formatMessage(newPasswordTextMessages.text, { email })}</p>
      </div>
      {/* Lets password managers pair the new password with the account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <div className="flex flex-col gap-1">
        <PasswordField
          label={intl.formatMessage(newPasswordMessages.password)}
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
      <FormError>
        {errors.root?.global?.message ? (
          <>
            {errors.root.global.message}{' '}
            <TextAction target={{ to: resetPath }}>{intl.formatMessage(newPasswordMessages.requestNewLink)}</TextAction>
          </>
        ) : null}
      </FormError>
      <SubmitButton submitting={isSubmitting} clearGlobalError={() => clearErrors('root')}>
        {intl.formatMessage(newPasswordMessages.submit)}
      </SubmitButton>
    </form>
  )
}
