// The account deletion request below the /delete-account page (components/delete-account-form.tsx).
import { defineMessages, type NoMessageValues } from 'react-intl'

export const accountDeletionMessages = defineMessages<{
  title: NoMessageValues
  signInText: NoMessageValues
  signIn: NoMessageValues
  understand: NoMessageValues
  understandRequired: NoMessageValues
  submit: NoMessageValues
  confirmTitle: NoMessageValues
  confirmText: NoMessageValues
  confirm: NoMessageValues
  sending: NoMessageValues
  cancel: NoMessageValues
  requested: { reference: string }
  failed: NoMessageValues
  loadError: NoMessageValues
  retry: NoMessageValues
}>({
  title: {
    id: 'accountDeletion.title',
    defaultMessage: 'Delete your online account',
    description: 'Heading of the account deletion request on /delete-account',
  },
  signInText: {
    id: 'accountDeletion.signInText',
    defaultMessage: 'Sign in to ask us to delete your online account.',
    description: 'Account deletion: shown to a visitor who is not signed in, before the sign-in link',
  },
  signIn: {
    id: 'accountDeletion.signIn',
    defaultMessage: 'Sign in',
    description: 'Account deletion: link to the sign-in page, which comes back to /delete-account',
  },
  understand: {
    id: 'accountDeletion.understand',
    defaultMessage: "I understand that deleting my online account can't be undone.",
    description: 'Account deletion: the checkbox the customer must check before asking',
  },
  understandRequired: {
    id: 'accountDeletion.understandRequired',
    defaultMessage: 'Check the box to confirm that you understand.',
    description: 'Account deletion: error under the checkbox when the customer asks without checking it',
  },
  submit: {
    id: 'accountDeletion.submit',
    defaultMessage: 'Delete my account',
    description: 'Account deletion: button that opens the confirmation window',
  },
  confirmTitle: {
    id: 'accountDeletion.confirmTitle',
    defaultMessage: 'Delete your account?',
    description: 'Account deletion: title of the confirmation window',
  },
  confirmText: {
    id: 'accountDeletion.confirmText',
    defaultMessage: "We'll delete your online account within 30 days. Your leases and what you owe are not affected.",
    description: 'Account deletion: text of the confirmation window',
  },
  confirm: {
    id: 'accountDeletion.confirm',
    defaultMessage: 'Yes, delete my account',
    description: 'Account deletion: button in the confirmation window that sends the request',
  },
  sending: {
    id: 'accountDeletion.sending',
    defaultMessage: 'Sending your request…',
    description: 'Account deletion: the confirming button while the request is being sent',
  },
  cancel: {
    id: 'accountDeletion.cancel',
    defaultMessage: 'Cancel',
    description: 'Account deletion: button that closes the confirmation window without asking',
  },
  requested: {
    id: 'accountDeletion.requested',
    defaultMessage: 'We received your request. Your reference is {reference}. We sent a confirmation to your email.',
    description: 'Account deletion: shown once the request is recorded (now or before); {reference} is e.g. DEL-7K2M9QXA',
  },
  failed: {
    id: 'accountDeletion.failed',
    defaultMessage: "We couldn't send your request. Please try again, or call us at 1-800-555-0199.",
    description: 'Account deletion: the request could not be sent (the form stays as it was)',
  },
  loadError: {
    id: 'accountDeletion.loadError',
    defaultMessage: "We couldn't check whether you already asked to delete your account. Please try again.",
    description: 'Account deletion: the current state of the request failed to load',
  },
  retry: {
    id: 'accountDeletion.retry',
    defaultMessage: 'Try again',
    description: 'Account deletion: button that loads the state of the request again',
  },
})
