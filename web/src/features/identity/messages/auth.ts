import { defineMessages } from 'react-intl'
import { formErrorMessages } from '@/components/forms/form-messages'

/** Messages shared by the sign-in modal, the auth pages and the header menu. */
export const authMessages = {
  ...formErrorMessages,
  ...defineMessages({
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
  }),
}

export const loginMenuPlaceholderMessages = defineMessages({
  loading: {
    id: 'loginMenu.loading',
    defaultMessage: 'Loading account',
    description: 'Header: accessible text of the login menu placeholder while the session loads',
  },
})
