// Resetting a forgotten password: asking for the email, and setting the new password.
import { defineMessages } from 'react-intl'

export const resetPasswordMessages = defineMessages({
  title: {
    id: 'auth.reset.title',
    defaultMessage: 'Reset Password',
    description: 'Title of the password reset form (sign-in modal and /reset-password page)',
  },
  text: {
    id: 'auth.reset.text',
    defaultMessage: 'Enter your email to receive instructions on how to reset your password',
    description: 'Password reset form: text under the title',
  },
  email: { id: 'auth.reset.email', defaultMessage: 'Email', description: 'Password reset form: label of the email field' },
  submit: {
    id: 'auth.reset.submit',
    defaultMessage: 'Reset Password',
    description: 'Password reset form: submit button',
  },
  orReturnTo: {
    id: 'auth.reset.orReturnTo',
    defaultMessage: 'Or return to',
    description: 'Password reset form: text before the Sign in link',
  },
  signIn: {
    id: 'auth.reset.signIn',
    defaultMessage: 'Sign in',
    description: 'Password reset form: link back to the login form',
  },
  emailInvalid: {
    id: 'auth.reset.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Password reset form validation: email missing or malformed',
  },
  successTitle: {
    id: 'auth.reset.successTitle',
    defaultMessage: 'Password Reset',
    description: 'Title shown after the password reset email was requested',
  },
  backToSignIn: {
    id: 'auth.reset.backToSignIn',
    defaultMessage: 'Back to Sign In',
    description: 'Button (or link) after the reset email was requested, back to the login form',
  },
})

export const resetSuccessMessages = defineMessages<{ successText: { email: string } }>({
  successText: {
    id: 'auth.reset.successText',
    defaultMessage: 'You will receive an email at {email} with a link to reset your password shortly.',
    description: 'Text shown after the password reset email was requested; {email} is the address typed',
  },
})

export const newPasswordMessages = defineMessages({
  title: {
    id: 'auth.newPassword.title',
    defaultMessage: 'Choose a New Password',
    description: 'Title of the form opened from the password reset email',
  },
  password: {
    id: 'auth.newPassword.password',
    defaultMessage: 'New Password',
    description: 'New-password form: label of the password field',
  },
  submit: {
    id: 'auth.newPassword.submit',
    defaultMessage: 'Save Password',
    description: 'New-password form: submit button',
  },
  requestNewLink: {
    id: 'auth.newPassword.requestNewLink',
    defaultMessage: 'Request a new link',
    description: 'New-password form: link to ask for a new reset email (the link may have expired)',
  },
  successTitle: {
    id: 'auth.newPassword.successTitle',
    defaultMessage: 'Password Changed',
    description: 'Title shown after the new password was saved',
  },
  successText: {
    id: 'auth.newPassword.successText',
    defaultMessage: 'Your password has been reset. You can now sign in with your new password.',
    description: 'Text shown after the new password was saved',
  },
  signIn: {
    id: 'auth.newPassword.signIn',
    defaultMessage: 'Sign in',
    description: 'Link to the login page after the new password was saved',
  },
})

export const newPasswordTextMessages = defineMessages<{ text: { email: string } }>({
  text: {
    id: 'auth.newPassword.text',
    defaultMessage: 'Enter a new password for {email}.',
    description: 'Text of the new-password form; {email} is the account email from the reset link',
  },
})
