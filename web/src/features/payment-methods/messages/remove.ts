// The confirmation dialog of removing a payment method.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type RemoveMessagesValues = {
  title: { method: string }
  text: None
  defaultMoves: { next: string }
  autopayOff: None
  confirm: None
  removing: None
  keep: None
  close: None
}

export const removeMessages = defineMessages<RemoveMessagesValues>({
  title: {
    id: 'paymentMethods.removeDialog.title',
    defaultMessage: 'Remove {method}?',
    description: 'Title of the dialog that confirms removing a payment method; {method} e.g. Visa ending in 4242',
  },
  text: {
    id: 'paymentMethods.removeDialog.text',
    defaultMessage: 'It will no longer be available for payments on this lease. You can add it again later.',
    description: 'What removing a payment method means',
  },
  defaultMoves: {
    id: 'paymentMethods.removeDialog.defaultMoves',
    defaultMessage: "It's your default method: {next} will become your default.",
    description: 'Removing the default method when there are others; {next} names the method that becomes the default',
  },
  autopayOff: {
    id: 'paymentMethods.removeDialog.autopayOff',
    defaultMessage: 'Autopay will be turned off. You can turn it on again afterwards.',
    description: 'Removing the default method while autopay is on',
  },
  confirm: {
    id: 'paymentMethods.removeDialog.confirm',
    defaultMessage: 'Yes, remove it',
    description: 'Button that confirms removing the payment method',
  },
  removing: {
    id: 'paymentMethods.removeDialog.removing',
    defaultMessage: 'Removing…',
    description: 'The confirm button while the removal is sent',
  },
  keep: {
    id: 'paymentMethods.removeDialog.keep',
    defaultMessage: 'Keep it',
    description: 'Button that closes the dialog without removing the method',
  },
  close: {
    id: 'paymentMethods.removeDialog.close',
    defaultMessage: 'Close',
    description: 'Accessible label of the dialog close (×) button',
  },
})
