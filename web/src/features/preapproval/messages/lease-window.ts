// The lease window (/lease-window/apply): the application form, its checks and the decision;
// and the page side: Apply, the window's frame, the approved amount and the redirect.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const leaseWindowMessages = defineMessages<{
  documentTitle: { brandName: string }
  heading: NoMessageValues
  intro: { amount: string }
  close: NoMessageValues
  requiredNote: NoMessageValues
  aboutYou: NoMessageValues
  address: NoMessageValues
  contact: NoMessageValues
  income: NoMessageValues
  bank: NoMessageValues
  firstName: NoMessageValues
  lastName: NoMessageValues
  dateOfBirth: NoMessageValues
  ssnLast4: NoMessageValues
  ssnHint: NoMessageValues
  street: NoMessageValues
  city: NoMessageValues
  state: NoMessageValues
  chooseState: NoMessageValues
  postalCode: NoMessageValues
  email: NoMessageValues
  phone: NoMessageValues
  smsConsent: NoMessageValues
  smsConsentText: { brandName: string }
  monthlyIncome: NoMessageValues
  payFrequency: NoMessageValues
  choosePayFrequency: NoMessageValues
  weekly: NoMessageValues
  bi_weekly: NoMessageValues
  semi_monthly: NoMessageValues
  monthly: NoMessageValues
  nextPayday: NoMessageValues
  routingNumber: NoMessageValues
  accountNumber: NoMessageValues
  bankHint: NoMessageValues
  submit: NoMessageValues
  submitting: NoMessageValues
  fixErrors: NoMessageValues
  submitFailed: NoMessageValues
  unknownMerchant: NoMessageValues
  approvedHeading: NoMessageValues
  approvedAmount: NoMessageValues
  leaseNumber: { leaseNumber: string }
  goodThrough: { date: string }
  deniedHeading: NoMessageValues
  denied_excluded_state: { brandName: string }
  denied_under_age: NoMessageValues
  denied_income_too_low: NoMessageValues
  denied_recent_application: NoMessageValues
  deniedOther: NoMessageValues
  required: NoMessageValues
  nameInvalid: NoMessageValues
  dateInvalid: NoMessageValues
  birthFuture: NoMessageValues
  ssnInvalid: NoMessageValues
  textTooLong: NoMessageValues
  stateInvalid: NoMessageValues
  postalCodeInvalid: NoMessageValues
  postalCodeState: NoMessageValues
  emailInvalid: NoMessageValues
  phoneInvalid: NoMessageValues
  incomeInvalid: NoMessageValues
  payFrequencyInvalid: NoMessageValues
  paydayPast: NoMessageValues
  paydayTooFar: { days: number }
  routingInvalid: NoMessageValues
  accountInvalid: NoMessageValues
  apply: NoMessageValues
  frameTitle: { name: string }
  dialogTitle: { name: string }
  redirecting: { name: string; seconds: number }
  stay: NoMessageValues
  shopNow: { name: string }
  leaseDenied: NoMessageValues
}>({
  documentTitle: {
    id: 'leaseWindow.documentTitle',
    defaultMessage: 'Apply for a lease | {brandName}',
    description: 'Lease window: browser tab title',
  },
  heading: { id: 'leaseWindow.heading', defaultMessage: 'Apply for a lease', description: 'Lease window: main heading' },
  intro: {
    id: 'leaseWindow.intro',
    defaultMessage:
      'Get approved for up to {amount} in merchandise. It takes a few minutes, and applying does not affect your credit score. We ask only for the last 4 digits of your Social Security number.',
    description: 'Lease window: what applying is',
  },
  close: { id: 'leaseWindow.close', defaultMessage: 'Close', description: 'Lease window: button that closes the window' },
  requiredNote: {
    id: 'leaseWindow.requiredNote',
    defaultMessage: 'Every field is required unless it says optional.',
    description: 'Lease window: note above the form',
  },
  aboutYou: { id: 'leaseWindow.aboutYou', defaultMessage: 'About you', description: 'Lease window: group of name, birth date and SSN' },
  address: { id: 'leaseWindow.address', defaultMessage: 'Where you live', description: 'Lease window: address group' },
  contact: { id: 'leaseWindow.contact', defaultMessage: 'How to reach you', description: 'Lease window: email and phone group' },
  income: { id: 'leaseWindow.income', defaultMessage: 'Your income', description: 'Lease window: income group' },
  bank: { id: 'leaseWindow.bank', defaultMessage: 'Your checking account', description: 'Lease window: bank account group' },
  firstName: { id: 'leaseWindow.firstName', defaultMessage: 'First name', description: 'Lease window: field label' },
  lastName: { id: 'leaseWindow.lastName', defaultMessage: 'Last name', description: 'Lease window: field label' },
  dateOfBirth: { id: 'leaseWindow.dateOfBirth', defaultMessage: 'Date of birth', description: 'Lease window: field label' },
  ssnLast4: {
    id: 'leaseWindow.ssnLast4',
    defaultMessage: 'Last 4 digits of your Social Security number',
    description: 'Lease window: field label',
  },
  ssnHint: {
    id: 'leaseWindow.ssnHint',
    defaultMessage: 'Only these 4 digits: we never ask for the whole number.',
    description: 'Lease window: hint under the SSN field',
  },
  street: { id: 'leaseWindow.street', defaultMessage: 'Street address', description: 'Lease window: field label' },
  city: { id: 'leaseWindow.city', defaultMessage: 'City', description: 'Lease window: field label' },
  state: { id: 'leaseWindow.state', defaultMessage: 'State', description: 'Lease window: field label' },
  chooseState: {
    id: 'leaseWindow.chooseState',
    defaultMessage: 'Choose a state',
    description: 'Lease window: first, empty option of the state list',
  },
  postalCode: { id: 'leaseWindow.postalCode', defaultMessage: 'ZIP code', description: 'Lease window: field label' },
  email: { id: 'leaseWindow.email', defaultMessage: 'Email', description: 'Lease window: field label' },
  phone: { id: 'leaseWindow.phone', defaultMessage: 'Mobile phone', description: 'Lease window: field label' },
  smsConsent: {
    id: 'leaseWindow.smsConsent',
    defaultMessage: 'Text me about my lease (optional)',
    description: 'Lease window: label of the consent checkbox for servicing texts',
  },
  smsConsentText: {
    id: 'leaseWindow.smsConsentText',
    defaultMessage:
      'By checking this box, you agree that {brandName} may send automated text messages about your application and lease (payment reminders, receipts and account notices) to the mobile number above. Consent is not a condition of a lease. Message and data rates may apply. Reply STOP to stop, HELP for help.',
    description: 'Lease window: the consent text for servicing texts',
  },
  monthlyIncome: {
    id: 'leaseWindow.monthlyIncome',
    defaultMessage: 'Monthly income before taxes',
    description: 'Lease window: field label',
  },
  payFrequency: { id: 'leaseWindow.payFrequency', defaultMessage: 'How often you are paid', description: 'Lease window: field label' },
  choosePayFrequency: {
    id: 'leaseWindow.choosePayFrequency',
    defaultMessage: 'Choose one',
    description: 'Lease window: first, empty option of the pay frequency list',
  },
  weekly: { id: 'leaseWindow.frequency.weekly', defaultMessage: 'Every week', description: 'Lease window: pay frequency option' },
  bi_weekly: { id: 'leaseWindow.frequency.biWeekly', defaultMessage: 'Every two weeks', description: 'Lease window: pay frequency option' },
  semi_monthly: {
    id: 'leaseWindow.frequency.semiMonthly',
    defaultMessage: 'Twice a month',
    description: 'Lease window: pay frequency option',
  },
  monthly: { id: 'leaseWindow.frequency.monthly', defaultMessage: 'Every month', description: 'Lease window: pay frequency option' },
  nextPayday: { id: 'leaseWindow.nextPayday', defaultMessage: 'Next payday', description: 'Lease window: field label' },
  routingNumber: { id: 'leaseWindow.routingNumber', defaultMessage: 'Routing number', description: 'Lease window: field label' },
  accountNumber: { id: 'leaseWindow.accountNumber', defaultMessage: 'Checking account number', description: 'Lease window: field label' },
  bankHint: {
    id: 'leaseWindow.bankHint',
    defaultMessage: 'We keep only the last 4 digits of your account number.',
    description: 'Lease window: hint under the bank fields',
  },
  submit: { id: 'leaseWindow.submit', defaultMessage: 'See if I am approved', description: 'Lease window: submit button' },
  submitting: {
    id: 'leaseWindow.submitting',
    defaultMessage: 'Checking your application…',
    description: 'Lease window: submit button while the decision is made',
  },
  fixErrors: {
    id: 'leaseWindow.fixErrors',
    defaultMessage: 'Please correct the fields marked below.',
    description: 'Lease window: summary when fields fail their checks',
  },
  submitFailed: {
    id: 'leaseWindow.submitFailed',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Lease window: the application could not be sent (nothing was lost)',
  },
  unknownMerchant: {
    id: 'leaseWindow.unknownMerchant',
    defaultMessage: 'This retailer does not take applications here. Please close this window and choose another retailer.',
    description: 'Lease window: the merchant takes no applications',
  },
  approvedHeading: {
    id: 'leaseWindow.approvedHeading',
    defaultMessage: 'You are approved!',
    description: 'Lease window: heading when approved',
  },
  approvedAmount: {
    id: 'leaseWindow.approvedAmount',
    defaultMessage: 'Your Approved Amount',
    description: 'Approved amount label (window and page)',
  },
  leaseNumber: {
    id: 'leaseWindow.leaseNumber',
    defaultMessage: 'Lease number: {leaseNumber}',
    description: 'Lease window: the reserved lease number',
  },
  goodThrough: {
    id: 'leaseWindow.goodThrough',
    defaultMessage: 'Good for shopping at this retailer through {date}.',
    description: 'Lease window: when the approval lapses',
  },
  deniedHeading: {
    id: 'leaseWindow.deniedHeading',
    defaultMessage: 'We could not approve a lease this time',
    description: 'Lease window: heading when denied',
  },
  denied_excluded_state: {
    id: 'leaseWindow.denied.excludedState',
    defaultMessage: '{brandName} does not offer leases in your state.',
    description: 'Lease window: why it was denied',
  },
  denied_under_age: {
    id: 'leaseWindow.denied.underAge',
    defaultMessage: 'You must be 18 or older to lease.',
    description: 'Lease window: why it was denied',
  },
  denied_income_too_low: {
    id: 'leaseWindow.denied.incomeTooLow',
    defaultMessage: 'Your monthly income is below what a lease needs.',
    description: 'Lease window: why it was denied',
  },
  denied_recent_application: {
    id: 'leaseWindow.denied.recentApplication',
    defaultMessage: 'You applied within the last 30 days. You can apply again once 30 days have passed.',
    description: 'Lease window: why it was denied',
  },
  deniedOther: {
    id: 'leaseWindow.denied.other',
    defaultMessage: 'Your application did not meet our requirements.',
    description: 'Lease window: denied without a known reason',
  },
  // The checks.
  required: {
    id: 'leaseWindow.error.required',
    defaultMessage: 'This field is required.',
    description: 'Lease window: empty required field',
  },
  nameInvalid: {
    id: 'leaseWindow.error.name',
    defaultMessage: 'Use letters, spaces, hyphens or apostrophes (40 at most).',
    description: 'Lease window: name check',
  },
  dateInvalid: { id: 'leaseWindow.error.date', defaultMessage: 'Enter a valid date.', description: 'Lease window: date check' },
  birthFuture: {
    id: 'leaseWindow.error.birthFuture',
    defaultMessage: 'Your date of birth cannot be in the future.',
    description: 'Lease window: birth date check',
  },
  ssnInvalid: { id: 'leaseWindow.error.ssn', defaultMessage: 'Enter exactly 4 digits.', description: 'Lease window: SSN check' },
  textTooLong: {
    id: 'leaseWindow.error.tooLong',
    defaultMessage: 'This is too long.',
    description: 'Lease window: street or city too long',
  },
  stateInvalid: { id: 'leaseWindow.error.state', defaultMessage: 'Choose your state.', description: 'Lease window: state check' },
  postalCodeInvalid: {
    id: 'leaseWindow.error.postalCode',
    defaultMessage: 'Enter a 5-digit ZIP code.',
    description: 'Lease window: ZIP check',
  },
  postalCodeState: {
    id: 'leaseWindow.error.postalCodeState',
    defaultMessage: 'This ZIP code is not in the state you chose.',
    description: 'Lease window: the server found the ZIP in another state, or nowhere',
  },
  emailInvalid: {
    id: 'leaseWindow.error.email',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Lease window: email check',
  },
  phoneInvalid: {
    id: 'leaseWindow.error.phone',
    defaultMessage: 'Please enter a valid 10-digit phone number.',
    description: 'Lease window: phone check',
  },
  incomeInvalid: {
    id: 'leaseWindow.error.income',
    defaultMessage: 'Enter an amount in dollars, such as 2500 or 2500.50.',
    description: 'Lease window: income check',
  },
  payFrequencyInvalid: {
    id: 'leaseWindow.error.payFrequency',
    defaultMessage: 'Choose how often you are paid.',
    description: 'Lease window: pay frequency check',
  },
  paydayPast: {
    id: 'leaseWindow.error.paydayPast',
    defaultMessage: 'Your next payday cannot be in the past.',
    description: 'Lease window: next payday check',
  },
  paydayTooFar: {
    id: 'leaseWindow.error.paydayTooFar',
    defaultMessage: 'Your next payday must be within the next {days} days.',
    description: 'Lease window: next payday check',
  },
  routingInvalid: {
    id: 'leaseWindow.error.routing',
    defaultMessage: 'Enter the 9-digit routing number of your bank.',
    description: 'Lease window: routing number check',
  },
  accountInvalid: {
    id: 'leaseWindow.error.account',
    defaultMessage: 'Enter your account number: 4 to 17 digits.',
    description: 'Lease window: account number check',
  },
  // The page that opens the window.
  apply: { id: 'leaseWindow.apply', defaultMessage: 'Apply', description: 'Retailer window: button that opens the lease window' },
  frameTitle: {
    id: 'leaseWindow.frameTitle',
    defaultMessage: 'Lease application for {name}',
    description: 'Page: the accessible title of the lease window frame',
  },
  dialogTitle: {
    id: 'leaseWindow.dialogTitle',
    defaultMessage: 'Apply to shop at {name}',
    description: 'Page: title of the dialog holding the lease window',
  },
  redirecting: {
    id: 'leaseWindow.redirecting',
    defaultMessage: 'Taking you to {name} in {seconds, plural, one {# second} other {# seconds}}.',
    description: 'Page: the browser goes to the retailer after an approval',
  },
  stay: { id: 'leaseWindow.stay', defaultMessage: 'Stay here', description: 'Page: cancels the redirect to the retailer' },
  shopNow: { id: 'leaseWindow.shopNow', defaultMessage: 'Shop at {name} now', description: 'Page: link to the retailer after an approval' },
  leaseDenied: {
    id: 'leaseWindow.leaseDenied',
    defaultMessage: 'Your lease application was not approved.',
    description: 'Page: the failure shown for LEASE DENIED',
  },
})
