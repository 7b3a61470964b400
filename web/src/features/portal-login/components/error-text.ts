import type { IntlShape } from 'react-intl'
import { formErrorMessages } from '@/components/forms/form-messages'
import { loginFormMessages } from '@/components/forms/login-form-messages'
import type { ProviderErrorKind } from '../lib/provider-errors'
import { ProviderSignInError } from '../lib/provider-sign-in'
import { customerLoginFormats, customerLoginMessages as m } from '../messages'

/** The translated text of a known provider error; anything unknown is the generic error. */
export function providerErrorText(intl: IntlShape, error: ProviderErrorKind): string {
  switch (error.kind) {
    case 'unauthorized':
      return intl.formatMessage(formErrorMessages.unauthorized)
    case 'emailRequired':
      return intl.formatMessage(loginFormMessages.emailRequired)
    case 'emailInvalid':
      return intl.formatMessage(m.emailInvalid)
    case 'passwordRequired':
      return intl.formatMessage(loginFormMessages.passwordRequired)
    case 'phoneInvalid':
      return intl.formatMessage(m.phoneInvalid)
    case 'codeRequired':
      return intl.formatMessage(m.codeRequired)
    case 'codeWrong':
      return intl.formatMessage(customerLoginFormats.codeWrong, { count: error.triesLeft })
    case 'codeWrongLast':
      return intl.formatMessage(m.codeWrongLast)
    case 'tooManyWrongCodes':
      return intl.formatMessage(m.tooManyWrongCodes)
    case 'codeExpired':
      return intl.formatMessage(m.codeExpired)
    case 'waitBeforeResend':
      return intl.formatMessage(m.waitBeforeResend)
    case 'tooManySends':
      return intl.formatMessage(m.tooManySends)
    case 'linkInvalid':
      return intl.formatMessage(m.linkInvalid)
    case 'generic':
      return intl.formatMessage(formErrorMessages.generic)
  }
}

/** The text of a failed sign-in completion (ProviderSignInError). */
export function signInFailureText(intl: IntlShape, error: unknown): string {
  if (error instanceof ProviderSignInError && error.reason === 'profile') return intl.formatMessage(m.profileFailed)
  return intl.formatMessage(formErrorMessages.generic)
}
