// The account page (/account): the customer's profile and the password change.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const accountMessages = defineMessages<{
  documentTitle: { brandName: string }
  title: NoMessageValues
  profileHeading: NoMessageValues
  phone: NoMessageValues
  notProvided: NoMessageValues
  editProfile: NoMessageValues
  emailHint: NoMessageValues
  phoneHint: NoMessageValues
  phoneInvalid: NoMessageValues
  phoneTaken: NoMessageValues
  save: NoMessageValues
  cancel: NoMessageValues
  profileSaved: NoMessageValues
  passwordHeading: NoMessageValues
  passwordHidden: NoMessageValues
  changePassword: NoMessageValues
  currentPassword: NoMessageValues
  currentPasswordWrong: NoMessageValues
  newPassword: NoMessageValues
  passwordSaved: NoMessageValues
  loadError: NoMessageValues
  retry: NoMessageValues
}>({
  documentTitle: {
    id: 'account.documentTitle',
    defaultMessage: 'Account | {brandName}',
    description: 'Browser tab title of the account page; {brandName} is e.g. Northwind Lease',
  },
  title: { id: 'account.title', defaultMessage: 'Account Details', description: 'Heading of the account page' },
  profileHeading: { id: 'account.profile.heading', defaultMessage: 'My Profile', description: 'Account page: heading of the profile' },
  phone: { id: 'account.profile.phone', defaultMessage: 'Phone Number', description: 'Account page: label of the phone number' },
  notProvided: {
    id: 'account.profile.notProvided',
    defaultMessage: 'Not provided',
    description: 'Account page: shown for a profile field the customer has not filled in (the phone)',
  },
  editProfile: { id: 'account.profile.edit', defaultMessage: 'Edit profile', description: 'Account page: opens the profile form' },
  emailHint: {
    id: 'account.profile.emailHint',
    defaultMessage: 'Your email is how you sign in; it can’t be changed here.',
    description: 'Account page: note under the email in the profile form',
  },
  phoneHint: {
    id: 'account.profile.phoneHint',
    defaultMessage: '10 digits, e.g. 5125550142',
    description: 'Account page: what the phone field takes',
  },
  phoneInvalid: {
    id: 'account.profile.phoneInvalid',
    defaultMessage: 'Please enter a valid 10-digit phone number.',
    description: 'Account page validation: the phone is not 10 digits (or was removed: a phone cannot be taken off an account)',
  },
  phoneTaken: {
    id: 'account.profile.phoneTaken',
    defaultMessage: 'This phone number is already used by another account.',
    description: 'Account page: the phone number belongs to another account',
  },
  save: { id: 'account.save', defaultMessage: 'Save', description: 'Account page: saves the profile or the new password' },
  cancel: { id: 'account.cancel', defaultMessage: 'Cancel', description: 'Account page: closes a form without saving' },
  profileSaved: { id: 'account.profile.saved', defaultMessage: 'Profile updated', description: 'Toast after the profile was saved' },
  passwordHeading: {
    id: 'account.password.heading',
    defaultMessage: 'Password',
    description: 'Account page: heading of the password part',
  },
  passwordHidden: {
    id: 'account.password.hidden',
    defaultMessage: 'Your password is hidden for your security.',
    description: 'Account page: stands for the password, which is never shown',
  },
  changePassword: {
    id: 'account.password.change',
    defaultMessage: 'Change password',
    description: 'Account page: opens the password change form',
  },
  currentPassword: {
    id: 'account.password.current',
    defaultMessage: 'Current Password',
    description: 'Account page: label of the current password field',
  },
  currentPasswordWrong: {
    id: 'account.password.currentWrong',
    defaultMessage: 'The current password is not correct.',
    description: 'Account page: the current password typed is not the account’s',
  },
  newPassword: { id: 'account.password.new', defaultMessage: 'New Password', description: 'Account page: label of the new password field' },
  passwordSaved: {
    id: 'account.password.saved',
    defaultMessage: 'Password updated',
    description: 'Toast after the password was changed',
  },
  loadError: {
    id: 'account.loadError',
    defaultMessage: 'We couldn’t load your account.',
    description: 'Account page: the profile failed to load',
  },
  retry: { id: 'account.retry', defaultMessage: 'Try again', description: 'Account page: loads the profile again' },
})
