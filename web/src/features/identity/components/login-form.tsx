import { useIntl } from 'react-intl'
import { CredentialsForm } from '@/components/forms/credentials-form'
import { TextAction, pageTitle, type ActionTarget, type TitleRenderer } from '@/components/forms/form-fields'
import { loginFormMessages } from '@/components/forms/login-form-messages'
import { useAuth } from '../hooks/use-auth'
import { authMessages } from '../messages/auth'

export { loginFormMessages }

/** An error whose message matches 'Unauthorized' means wrong credentials. */
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

/** Login form. */
export function LoginForm({ onSuccess, registerTarget, forgotPasswordTarget, renderTitle = pageTitle }: LoginFormProps) {
  const intl = useIntl()
  const { login } = useAuth()
  return (
    <CredentialsForm
      header={renderTitle(intl.formatMessage(loginFormMessages.title))}
      forgotPasswordTarget={forgotPasswordTarget}
      signIn={async ({ email, password }) => {
        try {
          await login(email, password)
        } catch (error) {
          return intl.formatMessage(isUnauthorizedError(error) ? authMessages.unauthorized : authMessages.generic)
        }
        await onSuccess()
        return null
      }}
      footer={
        <p className="text-center text-sm">
          {intl.formatMessage(loginFormMessages.noAccount)}{' '}
          <TextAction target={registerTarget}>{intl.formatMessage(loginFormMessages.createAccount)}</TextAction>
        </p>
      }
    />
  )
}
