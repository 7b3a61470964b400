import { defineMessages } from 'react-intl'

/** Messages shared by the sign-in modal, the auth pages and the header menu. */
export const authMessages = defineMessages({
  unauthorized: {
    id: 'auth.error.unauthorized',
    defaultMessage: "Something's not right with your email or password. Try again.",
    description: 'Login form error when the email or password is wrong (portal spec §8)',
  },
  generic: {
    id: 'auth.error.generic',
    defaultMessage: 'Something went wrong. Try again!',
    description: 'Global form error for any other login, registration or password reset failure (portal spec §8)',
  },
  signingOut: {
    id: 'auth.logout.overlay',
    defaultMessage: 'Signing you out…',
    description: 'Text of the blocking overlay shown while the customer is being logged out',
  },
  welcomeBack: {
    id: 'auth.toast.welcomeBack',
    defaultMessage: 'Welcome back! You are signed in.',
    description: 'Toast shown after a successful sign-in',
  },
  accountCreated: {
    id: 'auth.toast.accountCreated',
    defaultMessage: 'Your account has been created. Welcome!',
    description: 'Toast shown after a successful registration',
  },
  signInToContinue: {
    id: 'auth.toast.signInToContinue',
    defaultMessage: 'Please sign in to continue!',
    description: 'Info toast when a guest uses an action that needs sign-in while on the login page',
  },
})
