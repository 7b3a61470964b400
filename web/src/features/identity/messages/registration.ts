// Creating an account, and the password rules shown while it is typed.
import { defineMessages } from 'react-intl'

export const registrationMessages = defineMessages({
  title: {
    id: 'auth.register.title',
    defaultMessage: "Let's get started!",
    description: 'Title of the registration form (sign-in modal and /registration page)',
  },
  intro: {
    id: 'auth.register.intro',
    defaultMessage: 'Create an account to save your favorites and check out faster.',
    description: 'Registration form: text under the title',
  },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First Name', description: 'Registration form: field label' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last Name', description: 'Registration form: field label' },
  email: { id: 'auth.register.email', defaultMessage: 'Email', description: 'Registration form: field label' },
  password: { id: 'auth.register.password', defaultMessage: 'Password', description: 'Registration form: field label' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create Account', description: 'Registration form: submit button' },
  haveAccount: {
    id: 'auth.register.haveAccount',
    defaultMessage: 'Already have an account?',
    description: 'Registration form: text before the link back to the login form',
  },
  signIn: {
    id: 'auth.register.signIn',
    defaultMessage: 'Sign in',
    description: 'Registration form: link back to the login form',
  },
  firstNameRequired: {
    id: 'auth.register.firstNameRequired',
    defaultMessage: 'Please enter your first name.',
    description: 'Registration form validation',
  },
  lastNameRequired: {
    id: 'auth.register.lastNameRequired',
    defaultMessage: 'Please enter your last name.',
    description: 'Registration form validation',
  },
  emailInvalid: {
    id: 'auth.register.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Registration form validation: email missing or malformed',
  },
})

export const marketingMessages = defineMessages<{ acceptsMarketing: { brandName: string } }>({
  acceptsMarketing: {
    id: 'auth.register.acceptsMarketing',
    defaultMessage: 'Sign me up for {brandName} emails (you can unsubscribe at any time)',
    description: 'Registration form: marketing opt-in checkbox; {brandName} is e.g. Northwind Lease',
  },
})

/** Password validation messages, shared with the new-password form. */
export const passwordRuleMessages = defineMessages({
  required: {
    id: 'auth.password.rule.required',
    defaultMessage: 'Please create a password.',
    description: 'Password validation: the password is empty',
  },
  minChars: {
    id: 'auth.password.rule.minChars',
    defaultMessage: 'Password must contain at least 8 characters.',
    description: 'Password validation: too short',
  },
  uppercase: {
    id: 'auth.password.rule.uppercase',
    defaultMessage: 'Password must contain at least one uppercase letter.',
    description: 'Password validation: no uppercase letter',
  },
  lowercase: {
    id: 'auth.password.rule.lowercase',
    defaultMessage: 'Password must contain at least one lowercase letter.',
    description: 'Password validation: no lowercase letter',
  },
  number: {
    id: 'auth.password.rule.number',
    defaultMessage: 'Password must contain at least one number.',
    description: 'Password validation: no digit',
  },
  special: {
    id: 'auth.password.rule.special',
    defaultMessage: 'Password must contain at least one special character.',
    description: 'Password validation: no special character',
  },
})

export const passwordRequirementsMessages = defineMessages({
  requirements: {
    id: 'auth.password.requirements',
    defaultMessage: 'Password requirements',
    description: 'Label of the live list of password requirements under the password field',
  },
  minChars: {
    id: 'auth.password.requirement.minChars',
    defaultMessage: '8 characters',
    description: 'Password requirement: at least 8 characters',
  },
  uppercase: {
    id: 'auth.password.requirement.uppercase',
    defaultMessage: '1 uppercase',
    description: 'Password requirement: at least one uppercase letter',
  },
  lowercase: {
    id: 'auth.password.requirement.lowercase',
    defaultMessage: '1 lowercase',
    description: 'Password requirement: at least one lowercase letter',
  },
  number: {
    id: 'auth.password.requirement.number',
    defaultMessage: '1 number',
    description: 'Password requirement: at least one digit',
  },
  special: {
    id: 'auth.password.requirement.special',
    defaultMessage: '1 special character',
    description: 'Password requirement: at least one special character from !@#$%^&*(),.?":{}|<>',
  },
  met: {
    id: 'auth.password.requirement.met',
    defaultMessage: 'met',
    description: 'Screen-reader state after a password requirement that the typed password meets',
  },
  notMet: {
    id: 'auth.password.requirement.notMet',
    defaultMessage: 'not met',
    description: 'Screen-reader state after a password requirement that the typed password does not meet yet',
  },
})
