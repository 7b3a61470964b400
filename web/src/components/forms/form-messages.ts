import { defineMessages } from 'react-intl'

/**
 * The sign-in forms' error messages, shared by the shopper session's forms
 * (features/identity) and the portal's sign-in (features/portal-login).
 */
export const formErrorMessages = defineMessages({
  unauthorized: {
    id: 'auth.error.unauthorized',
    defaultMessage: "Something's not right with your email or password. Try again.",
    description: 'Login form error when the email or password is wrong',
  },
  generic: {
    id: 'auth.error.generic',
    defaultMessage: 'Something went wrong. Try again!',
    description: 'Global form error for any other login, registration or password reset failure',
  },
})
