import { useIntl } from 'react-intl'
import { signInWithPassword } from '../../api/idp'
import { classifyProviderError } from '../../lib/provider-errors'
import { authMessages } from '../../messages'
import { CredentialsForm } from '../credentials-form'
import { signInFailureText } from './error-text'

/**
 * Email + password through the identity provider (portal spec §5 login rules, §8 messages):
 * 'Unauthorized' → the wrong-credentials message, anything else → the generic error. The
 * global error is cleared when the submit button is clicked.
 */
export function PasswordMethod({ complete }: { complete: (code: string) => Promise<void> }) {
  const intl = useIntl()
  return (
    <CredentialsForm
      forgotPasswordTarget={{ to: '/reset-password' }}
      signIn={async ({ email, password }) => {
        let code: string
        try {
          ;({ code } = await signInWithPassword(email, password))
        } catch (error) {
          const unauthorized = classifyProviderError(error).kind === 'unauthorized'
          return intl.formatMessage(unauthorized ? authMessages.unauthorized : authMessages.generic)
        }
        try {
          await complete(code)
          return null
        } catch (error) {
          return signInFailureText(intl, error)
        }
      }}
    />
  )
}
