// The shoppers' sign-in modal.
import { defineMessages } from 'react-intl'

export const signInModalMessages = defineMessages({
  close: {
    id: 'signInModal.close',
    defaultMessage: 'Close',
    description: 'Accessible label of the button closing the sign-in modal',
  },
})
