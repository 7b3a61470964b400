import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import {
  EMAIL_PATTERN,
  FormError,
  TextAction,
  TextField,
  pageTitle,
  type ActionTarget,
  type TitleRenderer,
  SubmitButton,
} from '@/components/forms/form-fields'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { useCreateResetToken } from '../api/create-reset-token'
import { authMessages } from '../messages/auth'
import { resetPasswordMessages, resetSuccessMessages } from '../messages/passwords'

export interface ResetPasswordFormProps {
  loginTarget: ActionTarget
  renderTitle?: TitleRenderer
}

/**
 * Password reset request: always answered with
 * the success message, which never says whether the email has an account.
 */
export function ResetPasswordForm({ loginTarget, renderTitle = pageTitle }: ResetPasswordFormProps) {
  const intl = useIntl()
  const createResetToken = useCreateResetToken()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } })

  const submit = handleSubmit(async ({ email }) => {
    try {
      await createResetToken.mutateAsync(email.trim())
      setSentTo(email.trim())
    } catch {
      setError('root.global', { message: intl.formatMessage(authMessages.generic) })
    }
  })

  if (sentTo !== null) {
    const back = intl.formatMessage(resetPasswordMessages.backToSignIn)
    return (
      <div className="flex flex-col gap-2 text-center">
        {renderTitle(intl.formatMessage(resetPasswordMessages.successTitle))}
        <p role="status">
          {intl.formatMessage(resetSuccessMessages.successText, {
            email: sentTo,
          })}
        </p>
        {'to' in loginTarget ? (
          <Link to={loginTarget.to} className={`${buttonStyles.brand} w-full`}>
            {back}
          </Link>
        ) : (
          <button type="button" onClick={loginTarget.onClick} className={`${buttonStyles.brand} w-full`}>
            {back}
          </button>
        )}
      </div>
    )
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        {renderTitle(intl.formatMessage(resetPasswordMessages.title))}
        <p className="text-sm text-ink-muted">{intl.formatMessage(resetPasswordMessages.text)}</p>
      </div>
      <TextField
        label={intl.formatMessage(resetPasswordMessages.email)}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => EMAIL_PATTERN.test(value.trim()) || intl.formatMessage(resetPasswordMessages.emailInvalid),
        })}
      />
      <FormError>{errors.root?.global?.message}</FormError>
      <SubmitButton submitting={isSubmitting} clearGlobalError={() => clearErrors('root')}>
        {intl.formatMessage(resetPasswordMessages.submit)}
      </SubmitButton>
      <p className="text-center text-sm">
        {intl.formatMessage(resetPasswordMessages.orReturnTo)}{' '}
        <TextAction target={loginTarget}>{intl.formatMessage(resetPasswordMessages.signIn)}</TextAction>
      </p>
    </form>
  )
}
