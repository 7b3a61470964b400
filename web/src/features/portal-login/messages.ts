import { defineMessages } from 'react-intl'

/** Messages of the /customer-login page (identity-provider sign-in) and the /magic-link page. */
export const customerLoginMessages = defineMessages({
  title: {
    id: 'customerLogin.title',
    defaultMessage: 'Customer Login',
    description: 'Heading of the /customer-login page (lease customers sign in to the portal)',
  },
  intro: {
    id: 'customerLogin.intro',
    defaultMessage: 'Sign in to see your leases, make payments and manage your account.',
    description: 'Customer login page: text under the heading',
  },
  methods: {
    id: 'customerLogin.methods',
    defaultMessage: 'Ways to sign in',
    description: 'Customer login page: accessible name of the tab list that picks the sign-in method',
  },
  tabPassword: {
    id: 'customerLogin.tab.password',
    defaultMessage: 'Email & password',
    description: 'Customer login page: tab for signing in with email and password',
  },
  tabSms: {
    id: 'customerLogin.tab.sms',
    defaultMessage: 'Text me a code',
    description: 'Customer login page: tab for signing in with a one-time code sent by text message',
  },
  tabMagicLink: {
    id: 'customerLogin.tab.magicLink',
    defaultMessage: 'Email me a link',
    description: 'Customer login page: tab for signing in with a link sent by email',
  },
  signingIn: {
    id: 'customerLogin.signingIn',
    defaultMessage: 'Signing you in…',
    description: 'Status shown while a sign-in is being completed',
  },
  profileFailed: {
    id: 'customerLogin.error.profile',
    defaultMessage: "We couldn't open your customer account, so we signed you out. Please try again later.",
    description: 'Customer login page: error when the customer profile could not be created after sign-in (the customer was logged out)',
  },
  smsIntro: {
    id: 'customerLogin.sms.intro',
    defaultMessage: "We'll text a 6-digit code to the mobile number on your lease account.",
    description: 'Customer login, text-me-a-code method: explanation above the phone field',
  },
  phone: {
    id: 'customerLogin.sms.phone',
    defaultMessage: 'Mobile phone number',
    description: 'Customer login, text-me-a-code method: label of the phone number field',
  },
  phoneHint: {
    id: 'customerLogin.sms.phoneHint',
    defaultMessage: '10 digits, numbers only',
    description: 'Customer login, text-me-a-code method: hint under the phone number field',
  },
  phoneInvalid: {
    id: 'customerLogin.sms.phoneInvalid',
    defaultMessage: 'Please enter a valid 10-digit phone number.',
    description: 'Customer login, text-me-a-code method: validation message of the phone number field',
  },
  sendCode: {
    id: 'customerLogin.sms.sendCode',
    defaultMessage: 'Send code',
    description: 'Customer login, text-me-a-code method: button that texts the code',
  },
  code: {
    id: 'customerLogin.sms.code',
    defaultMessage: '6-digit code',
    description: 'Customer login, text-me-a-code method: label of the code field',
  },
  codeRequired: {
    id: 'customerLogin.sms.codeRequired',
    defaultMessage: 'Please enter the 6-digit code.',
    description: 'Customer login, text-me-a-code method: validation message of the code field',
  },
  verify: {
    id: 'customerLogin.sms.verify',
    defaultMessage: 'Verify',
    description: 'Customer login, text-me-a-code method: button that checks the code',
  },
  resendCode: {
    id: 'customerLogin.sms.resend',
    defaultMessage: 'Resend code',
    description: 'Customer login, text-me-a-code method: button that texts a new code',
  },
  newCodeSent: {
    id: 'customerLogin.sms.newCodeSent',
    defaultMessage: 'We sent you a new code.',
    description: 'Customer login, text-me-a-code method: confirmation after a new code was sent',
  },
  changePhone: {
    id: 'customerLogin.sms.changePhone',
    defaultMessage: 'Use a different number',
    description: 'Customer login, text-me-a-code method: goes back to the phone number field',
  },
  codeWrongLast: {
    id: 'customerLogin.sms.codeWrongLast',
    defaultMessage: "That code isn't right. Please request a new one.",
    description: 'Customer login, text-me-a-code method: error for a wrong code when no tries are left',
  },
  tooManyWrongCodes: {
    id: 'customerLogin.sms.tooManyWrongCodes',
    defaultMessage: 'Too many wrong codes. Please request a new one.',
    description: 'Customer login, text-me-a-code method: error after five wrong codes',
  },
  codeExpired: {
    id: 'customerLogin.sms.codeExpired',
    defaultMessage: 'This code has expired. Please request a new one.',
    description: 'Customer login, text-me-a-code method: error for an expired or used code',
  },
  waitBeforeResend: {
    id: 'customerLogin.waitBeforeResend',
    defaultMessage: 'Please wait a moment before asking for a new code.',
    description: 'Customer login: error when a new code or link is asked for too soon',
  },
  tooManySends: {
    id: 'customerLogin.tooManySends',
    defaultMessage: 'Too many codes were requested. Please try again in an hour.',
    description: 'Customer login: error when too many codes or links were asked for in an hour',
  },
  magicIntro: {
    id: 'customerLogin.magic.intro',
    defaultMessage: "We'll email you a link that signs you in, no password needed.",
    description: 'Customer login, email-me-a-link method: explanation above the email field',
  },
  emailInvalid: {
    id: 'customerLogin.magic.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Customer login, email-me-a-link method: validation message for an email address that is not valid',
  },
  sendLink: {
    id: 'customerLogin.magic.sendLink',
    defaultMessage: 'Send link',
    description: 'Customer login, email-me-a-link method: button that emails the sign-in link',
  },
  checkEmailTitle: {
    id: 'customerLogin.magic.checkEmailTitle',
    defaultMessage: 'Check your email',
    description: 'Customer login, email-me-a-link method: title of the confirmation after the link was sent',
  },
  resendLink: {
    id: 'customerLogin.magic.resend',
    defaultMessage: 'Send another link',
    description: 'Customer login, email-me-a-link method: button that emails a new link',
  },
  newLinkSent: {
    id: 'customerLogin.magic.newLinkSent',
    defaultMessage: 'We sent you a new link.',
    description: 'Customer login, email-me-a-link method: confirmation after a new link was sent',
  },
  changeEmail: {
    id: 'customerLogin.magic.changeEmail',
    defaultMessage: 'Use a different email',
    description: 'Customer login, email-me-a-link method: goes back to the email field',
  },
  linkFailedTitle: {
    id: 'magicLink.failedTitle',
    defaultMessage: "We couldn't sign you in",
    description: 'Heading of the /magic-link page when the link could not be used',
  },
  linkInvalid: {
    id: 'magicLink.invalid',
    defaultMessage: 'This sign-in link is invalid or has expired.',
    description: 'The /magic-link page: error for a used, expired or unknown link',
  },
  linkOtherBrowser: {
    id: 'magicLink.otherBrowser',
    defaultMessage: 'This sign-in link only works in the browser where you asked for it. Open it there, or ask for a new link here.',
    description:
      'The /magic-link page: the link was opened in another browser (or device) than the one that asked for it, so it cannot sign in here',
  },
  requestNewLink: {
    id: 'magicLink.requestNewLink',
    defaultMessage: 'Request a new link',
    description: 'The /magic-link page: link back to the customer login page to ask for a new link',
  },
})

/** The messages with values. */
export const customerLoginFormats = defineMessages<{
  documentTitle: { brandName: string }
  codeSent: { phone: string; minutes: number }
  resendCodeIn: { seconds: number }
  codeWrong: { count: number }
  checkEmailText: { email: string; minutes: number }
  resendLinkIn: { seconds: number }
  magicLinkDocumentTitle: { brandName: string }
}>({
  documentTitle: {
    id: 'customerLogin.documentTitle',
    defaultMessage: 'Customer Login | {brandName}',
    description: 'Document title of the /customer-login page; {brandName} is e.g. Northwind Lease',
  },
  codeSent: {
    id: 'customerLogin.sms.codeSent',
    defaultMessage: 'Enter the 6-digit code we sent to {phone}. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'Customer login, text-me-a-code method: instructions once the code was sent; {phone} is e.g. (210) 555-0187',
  },
  resendCodeIn: {
    id: 'customerLogin.sms.resendIn',
    defaultMessage: 'Resend code in {seconds, plural, one {# second} other {# seconds}}',
    description: 'Customer login, text-me-a-code method: the disabled resend button while the customer has to wait',
  },
  codeWrong: {
    id: 'customerLogin.sms.codeWrong',
    defaultMessage: "That code isn't right. You have {count, plural, one {# try} other {# tries}} left.",
    description: 'Customer login, text-me-a-code method: error for a wrong code with tries left',
  },
  checkEmailText: {
    id: 'customerLogin.magic.checkEmailText',
    defaultMessage:
      'If {email} belongs to a customer account, we sent it a sign-in link. The link is valid for {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'Customer login, email-me-a-link method: confirmation text; {email} is the address typed',
  },
  resendLinkIn: {
    id: 'customerLogin.magic.resendIn',
    defaultMessage: 'Send another link in {seconds, plural, one {# second} other {# seconds}}',
    description: 'Customer login, email-me-a-link method: the disabled resend button while the customer has to wait',
  },
  magicLinkDocumentTitle: {
    id: 'magicLink.documentTitle',
    defaultMessage: 'Signing in | {brandName}',
    description: 'Document title of the /magic-link page (opened from the sign-in email); {brandName} is e.g. Northwind Lease',
  },
})
