import { defineMessages } from 'react-intl'

/** The login form's messages, shared by every email + password form. */
export const loginFormMessages = defineMessages({
  title: {
    id: 'auth.login.title',
    defaultMessage: 'Welcome Back',
    description: 'Title of the login form (sign-in modal and /login page)',
  },
  email: { id: 'auth.login.email', defaultMessage: 'Email', description: 'Login form: label of the email field' },
  password: {
    id: 'auth.login.password',
    defaultMessage: 'Password',
    description: 'Login form: label of the password field',
  },
  forgotPassword: {
    id: 'auth.login.forgotPassword',
    defaultMessage: 'Forgot password?',
    description: 'Login form: link to the password reset form',
  },
  submit: { id: 'auth.login.submit', defaultMessage: 'Sign In', description: 'Login form: submit button' },
  noAccount: {
    id: 'auth.login.noAccount',
    defaultMessage: "Don't have an account?",
    description: 'Login form: text before the Create account link',
  },
  createAccount: {
    id: 'auth.login.createAccount',
    defaultMessage: 'Create account',
    description: 'Login form: link to the registration form',
  },
  emailRequired: {
    id: 'auth.login.emailRequired',
    defaultMessage: 'Please enter your email address.',
    description: 'Login form: validation message when the email is empty',
  },
  passwordRequired: {
    id: 'auth.login.passwordRequired',
    defaultMessage: 'Please enter your password.',
    description: 'Login form: validation message when the password is empty',
  },
})
