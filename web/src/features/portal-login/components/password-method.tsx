import { useIntl } from 'react-intl'
import { CredentialsForm } from '@/components/forms/credentials-form'
import { formErrorMessages } from '@/components/forms/form-messages'
import { signInWithPassword } from '../api/sign-in-with-password'
import { beginSignIn } from '../lib/pending-sign-in'
import { classifyProviderError } from '../lib/provider-errors'
import type { ProviderCodeAnswer } from '../lib/provider-sign-in'
import { signInFailureText } from './error-text'

/**
 * Email + password through the identity provider:
 * 'Unauthorized' → the wrong-credentials message, anything else → the generic error. The
 * global error is cleared when the submit button is clicked. The start carries this browser's
 * binding (lib/pending-sign-in.ts).
 */
export function PasswordMethod({ complete }: { complete: (answer: ProviderCodeAnswer) => Promise<void> }) {
  const intl = useIntl()
  return (
    <CredentialsForm
      forgotPasswordTarget={{ to: '/reset-password' }}
      signIn={async ({ email, password }) => {
        let answer: ProviderCodeAnswer
        try {
          answer = await signInWithPassword(email, password, await beginSignIn())
        } catch (error) {
          const unauthorized = classifyProviderError(error).kind === 'unauthorized'
          return intl.formatMessage(unauthorized ? formErrorMessages.unauthorized : formErrorMessages.generic)
        }
        try {
          await complete(answer)
          return null
        } catch (error) {
          return signInFailureText(intl, error)
        }
      }}
    />
  )
}
