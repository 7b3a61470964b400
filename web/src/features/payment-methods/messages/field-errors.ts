// The add-a-method forms' field errors, one per field and reason: the client's own checks and
// the server's 400 (`parameter` and `reason`) show the same words next to the field.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type FieldErrorValues = {
  numberRequired: None
  numberInvalid: None
  numberUnsupportedBrand: None
  expMonthInvalid: None
  expYearRequired: None
  expYearInvalid: None
  expYearExpired: None
  securityCodeInvalid: { digits: number }
  cardHolderNameRequired: None
  accountHolderNameRequired: None
  holderNameTooLong: { max: number }
  postalCodeInvalid: None
  routingNumberRequired: None
  routingNumberInvalid: None
  accountNumberInvalid: None
  accountTypeInvalid: None
  authorizationRequired: None
  checkField: None
}

export const fieldErrorMessages = defineMessages<FieldErrorValues>({
  numberRequired: {
    id: 'paymentMethods.fieldError.number.required',
    defaultMessage: 'Enter the card number.',
    description: 'Card number left empty',
  },
  numberInvalid: {
    id: 'paymentMethods.fieldError.number.invalid',
    defaultMessage: "This card number isn't valid. Check it and try again.",
    description: 'Card number not 13–19 digits or failing its check digit (reason invalid)',
  },
  numberUnsupportedBrand: {
    id: 'paymentMethods.fieldError.number.unsupportedBrand',
    defaultMessage: 'We accept Visa, Mastercard, American Express and Discover.',
    description: 'Card number of a brand not taken (reason unsupported_brand)',
  },
  expMonthInvalid: {
    id: 'paymentMethods.fieldError.expMonth.invalid',
    defaultMessage: 'Choose the expiry month.',
    description: 'Expiry month missing or not 1–12',
  },
  expYearRequired: {
    id: 'paymentMethods.fieldError.expYear.required',
    defaultMessage: 'Enter the expiry year.',
    description: 'Expiry year left empty',
  },
  expYearInvalid: {
    id: 'paymentMethods.fieldError.expYear.invalid',
    defaultMessage: 'Check the expiry year: 4 digits, as printed on the card.',
    description: 'Expiry year not a year, or more than 20 years ahead (reason invalid)',
  },
  expYearExpired: {
    id: 'paymentMethods.fieldError.expYear.expired',
    defaultMessage: 'This card has expired.',
    description: 'Expiry before this month (reason expired)',
  },
  securityCodeInvalid: {
    id: 'paymentMethods.fieldError.securityCode.invalid',
    defaultMessage: 'Enter the {digits}-digit security code printed on the card.',
    description: 'Security code missing or of the wrong length; {digits} is 3, or 4 for American Express',
  },
  cardHolderNameRequired: {
    id: 'paymentMethods.fieldError.holderName.requiredCard',
    defaultMessage: 'Enter the name on the card.',
    description: 'Card form: name left empty',
  },
  accountHolderNameRequired: {
    id: 'paymentMethods.fieldError.holderName.requiredBank',
    defaultMessage: 'Enter the name on the account.',
    description: 'Bank form: name left empty',
  },
  holderNameTooLong: {
    id: 'paymentMethods.fieldError.holderName.tooLong',
    defaultMessage: 'The name can be {max} characters at most.',
    description: 'Name longer than allowed; {max} is 100',
  },
  postalCodeInvalid: {
    id: 'paymentMethods.fieldError.postalCode.invalid',
    defaultMessage: 'Enter a 5-digit ZIP code.',
    description: 'Billing ZIP code missing or not 5 digits',
  },
  routingNumberRequired: {
    id: 'paymentMethods.fieldError.routingNumber.required',
    defaultMessage: 'Enter the routing number.',
    description: 'Routing number left empty',
  },
  routingNumberInvalid: {
    id: 'paymentMethods.fieldError.routingNumber.invalid',
    defaultMessage: "This routing number isn't valid. It's the 9 digits at the bottom left of a check.",
    description: 'Routing number failing its ABA checksum (reason invalid)',
  },
  accountNumberInvalid: {
    id: 'paymentMethods.fieldError.accountNumber.invalid',
    defaultMessage: 'Enter the account number, 4 to 17 digits.',
    description: 'Account number missing or not 4–17 digits',
  },
  accountTypeInvalid: {
    id: 'paymentMethods.fieldError.accountType.invalid',
    defaultMessage: 'Choose checking or savings.',
    description: 'Account type not chosen',
  },
  authorizationRequired: {
    id: 'paymentMethods.fieldError.authorization.required',
    defaultMessage: 'Read and accept the debit authorization to add a bank account.',
    description: 'Bank form: the consent checkbox left unchecked',
  },
  checkField: {
    id: 'paymentMethods.fieldError.checkField',
    defaultMessage: 'Check this field and try again.',
    description: 'A field the server refused for a reason the app does not know',
  },
})
