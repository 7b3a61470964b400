// /add-payment-method: the card and bank-account forms.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type AddMessagesValues = {
  heading: None
  documentTitle: { brandName: string }
  back: None
  intro: None
  tabsLabel: None
  tabCard: None
  tabBank: None
  cardNumber: None
  cardNumberHint: None
  expMonth: None
  expMonthChoose: None
  expYear: None
  expYearHint: None
  securityCode: None
  securityCodeHint: None
  cardHolderName: None
  postalCode: None
  routingNumber: None
  routingNumberHint: None
  accountNumber: None
  accountType: None
  checking: None
  savings: None
  accountHolderName: None
  authorizationHeading: None
  authorizationAccept: None
  makeDefault: None
  firstIsDefault: None
  submitCard: None
  submitBank: None
  adding: None
  cancel: None
}

export const addMessages = defineMessages<AddMessagesValues>({
  heading: {
    id: 'addPaymentMethod.heading',
    defaultMessage: 'Add a payment method',
    description: 'Heading of the /add-payment-method page',
  },
  documentTitle: {
    id: 'addPaymentMethod.documentTitle',
    defaultMessage: 'Add a Payment Method | {brandName}',
    description: 'Document title of /add-payment-method; {brandName} is e.g. Northwind Lease',
  },
  back: {
    id: 'addPaymentMethod.back',
    defaultMessage: 'Back to payment methods',
    description: 'Link from /add-payment-method back to /payment-methods',
  },
  intro: {
    id: 'addPaymentMethod.intro',
    defaultMessage:
      'We keep only the last 4 digits. The full number and the security code go to our payment processor and are never stored.',
    description: 'Above the add-a-method forms: what is kept of a card or account number',
  },
  tabsLabel: {
    id: 'addPaymentMethod.tabs',
    defaultMessage: 'Kind of payment method',
    description: 'Accessible name of the tabs that choose between a card and a bank account',
  },
  tabCard: { id: 'addPaymentMethod.tab.card', defaultMessage: 'Debit or credit card', description: 'Tab of the card form' },
  tabBank: { id: 'addPaymentMethod.tab.bank', defaultMessage: 'Bank account', description: 'Tab of the bank-account form' },
  cardNumber: { id: 'addPaymentMethod.card.number', defaultMessage: 'Card number', description: 'Card form: field label' },
  cardNumberHint: {
    id: 'addPaymentMethod.card.numberHint',
    defaultMessage: 'We accept Visa, Mastercard, American Express and Discover.',
    description: 'Card form: hint under the card number',
  },
  expMonth: {
    id: 'addPaymentMethod.card.expMonth',
    defaultMessage: 'Expiry month',
    description: 'Card form: label of the expiry month select',
  },
  expMonthChoose: {
    id: 'addPaymentMethod.card.expMonthChoose',
    defaultMessage: 'MM',
    description: 'Card form: the empty choice of the expiry month select',
  },
  expYear: { id: 'addPaymentMethod.card.expYear', defaultMessage: 'Expiry year', description: 'Card form: label of the expiry year field' },
  expYearHint: {
    id: 'addPaymentMethod.card.expYearHint',
    defaultMessage: 'YYYY',
    description: 'Card form: placeholder of the expiry year (four digits)',
  },
  securityCode: {
    id: 'addPaymentMethod.card.securityCode',
    defaultMessage: 'Security code',
    description: 'Card form: field label (CVV/CVC)',
  },
  securityCodeHint: {
    id: 'addPaymentMethod.card.securityCodeHint',
    defaultMessage: '3 digits on the back, or 4 on the front for American Express.',
    description: 'Card form: hint under the security code',
  },
  cardHolderName: { id: 'addPaymentMethod.card.holderName', defaultMessage: 'Name on card', description: 'Card form: field label' },
  postalCode: { id: 'addPaymentMethod.card.postalCode', defaultMessage: 'Billing ZIP code', description: 'Card form: field label' },
  routingNumber: { id: 'addPaymentMethod.bank.routingNumber', defaultMessage: 'Routing number', description: 'Bank form: field label' },
  routingNumberHint: {
    id: 'addPaymentMethod.bank.routingNumberHint',
    defaultMessage: 'The 9 digits at the bottom left of a check.',
    description: 'Bank form: hint under the routing number',
  },
  accountNumber: { id: 'addPaymentMethod.bank.accountNumber', defaultMessage: 'Account number', description: 'Bank form: field label' },
  accountType: {
    id: 'addPaymentMethod.bank.accountType',
    defaultMessage: 'Account type',
    description: 'Bank form: legend of the checking/savings choice',
  },
  checking: { id: 'addPaymentMethod.bank.checking', defaultMessage: 'Checking', description: 'Bank form: account type choice' },
  savings: { id: 'addPaymentMethod.bank.savings', defaultMessage: 'Savings', description: 'Bank form: account type choice' },
  accountHolderName: { id: 'addPaymentMethod.bank.holderName', defaultMessage: 'Name on account', description: 'Bank form: field label' },
  authorizationHeading: {
    id: 'addPaymentMethod.bank.authorizationHeading',
    defaultMessage: 'Debit authorization',
    description: 'Bank form: heading of the debit authorization the customer agrees to',
  },
  authorizationAccept: {
    id: 'addPaymentMethod.bank.authorizationAccept',
    defaultMessage: 'I agree to this debit authorization.',
    description: 'Bank form: the consent checkbox under the debit authorization',
  },
  makeDefault: {
    id: 'addPaymentMethod.makeDefault',
    defaultMessage: 'Make this my default payment method',
    description: 'Add-a-method forms: checkbox',
  },
  firstIsDefault: {
    id: 'addPaymentMethod.firstIsDefault',
    defaultMessage: 'This will be your default payment method.',
    description: 'Add-a-method forms, when the lease has no method yet: the first one is the default',
  },
  submitCard: { id: 'addPaymentMethod.submit.card', defaultMessage: 'Add card', description: 'Card form: submit button' },
  submitBank: { id: 'addPaymentMethod.submit.bank', defaultMessage: 'Add bank account', description: 'Bank form: submit button' },
  adding: {
    id: 'addPaymentMethod.adding',
    defaultMessage: 'Adding…',
    description: 'Add-a-method forms: the submit button while the method is sent',
  },
  cancel: {
    id: 'addPaymentMethod.cancel',
    defaultMessage: 'Cancel',
    description: 'Add-a-method forms: link back to the payment methods without adding',
  },
})

type AuthorizationValues = { brandName: string; accountType: string; last4: string }

/**
 * The bank debit authorization (NACHA WEB), word for word the text the server records with the
 * account and emails (server/src/payment_methods/handlers.rs `bank_authorization`): shown before
 * the consent checkbox, filled in as the customer types.
 */
export const authorizationMessages = defineMessages<{ text: AuthorizationValues }>({
  text: {
    id: 'addPaymentMethod.bank.authorization',
    defaultMessage:
      'I authorize {brandName} to debit my {accountType, select, savings {savings} other {checking}} account ending in {last4} for each payment I submit in the customer portal, for the amount and on the date I choose when I submit it, and — only if I turn on autopay — for each scheduled lease payment on its due date, for the amount due. I can revoke this authorization by removing the account or turning autopay off in the customer portal, or by calling you, at least 3 business days before a debit.',
    description:
      "The bank debit authorization; must stay word for word the server's text (server/src/payment_methods/handlers.rs bank_authorization). {brandName} e.g. Northwind Lease, {accountType} checking or savings, {last4} the last 4 digits of the account number",
  },
})
