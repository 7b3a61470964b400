import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessages, useIntl } from 'react-intl'
import { EMAIL_PATTERN, FormError, TextAction, TextField, pageTitle, type ActionTarget, type TitleRenderer, SubmitButton } from '@/components/forms/form-fields'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { useCreateResetToken } from '../api/create-reset-token'
import { authMessages } from '../messages/auth'

export const resetPasswordMessages = defineMessages({
  title: {
    id: 'auth.reset.title',
    defaultMessage: 'Reset Password',
    description: 'Title of the password reset form (sign-in modal and /reset-password page)',
  },
  text: {
    id: 'auth.reset.text',
    defaultMessage: 'Enter your email to receive instructions on how to reset your password',
    description: 'Password reset form: text under the title',
  },
  email: { id: 'auth.reset.email', defaultMessage: 'Email', description: 'Password reset form: label of the email field' },
  submit: {
    id: 'auth.reset.submit',
    defaultMessage: 'Reset Password',
    description: 'Password reset form: submit button',
  },
  orReturnTo: {
    id: 'auth.reset.orReturnTo',
    defaultMessage: 'Or return to',
    description: 'Password reset form: text before the Sign in link',
  },
  signIn: {
    id: 'auth.reset.signIn',
    defaultMessage: 'Sign in',
    description: 'Password reset form: link back to the login form',
  },
  emailInvalid: {
    id: 'auth.reset.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Password reset form validation: email missing or malformed',
  },
  successTitle: {
    id: 'auth.reset.successTitle',
    defaultMessage: 'Password Reset',
    description: 'Title shown after the password reset email was requested',
  },
  backToSignIn: {
    id: 'auth.reset.backToSignIn',
    defaultMessage: 'Back to Sign In',
    description: 'Button (or link) after the reset email was requested, back to the login form',
  },
})

const resetSuccessMessages = defineMessages<{ successText: { email: string } }>({
  successText: {
    id: 'auth.reset.successText',
    defaultMessage: 'You will receive an email at {email} with a link to reset your password shortly.',
    description: 'Text shown after the password reset email was requested; {email} is the address typed',
  },
})

export interface ResetPasswordFormProps {
  loginTarget: ActionTarget
  renderTitle?: TitleRenderer
}

/**
 * Password reset request (portal spec §2, storefront spec §2.9, §5): always answered with
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
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
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
