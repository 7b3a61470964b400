/**
 * Which message a field shows for a reason — the same for the client's checks (lib/card-rules,
 * lib/bank-rules) and for the server's 400 (`parameter` names the field, `reason` why). The
 * form fields are named as the server names the parameters.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { fieldErrorMessages as m } from '../messages'
import { HOLDER_NAME_MAX, securityCodeDigits, type CardBrand } from './card-rules'
import type { MethodType } from './types'

export const CARD_FIELDS = ['number', 'exp_month', 'exp_year', 'security_code', 'holder_name', 'postal_code'] as const
export const BANK_FIELDS = ['routing_number', 'account_number', 'account_type', 'holder_name', 'authorization_accepted'] as const
export type CardField = (typeof CARD_FIELDS)[number]
export type BankField = (typeof BANK_FIELDS)[number]

const MESSAGES: Record<string, MessageDescriptor> = {
  'number.required': m.numberRequired,
  'number.invalid': m.numberInvalid,
  'number.unsupported_brand': m.numberUnsupportedBrand,
  'exp_month.invalid': m.expMonthInvalid,
  'exp_month.required': m.expMonthInvalid,
  'exp_year.required': m.expYearRequired,
  'exp_year.invalid': m.expYearInvalid,
  'exp_year.expired': m.expYearExpired,
  'security_code.required': m.securityCodeInvalid,
  'security_code.invalid': m.securityCodeInvalid,
  'holder_name.too_long': m.holderNameTooLong,
  'postal_code.required': m.postalCodeInvalid,
  'postal_code.invalid': m.postalCodeInvalid,
  'routing_number.required': m.routingNumberRequired,
  'routing_number.invalid': m.routingNumberInvalid,
  'account_number.required': m.accountNumberInvalid,
  'account_number.invalid': m.accountNumberInvalid,
  'account_type.invalid': m.accountTypeInvalid,
  'account_type.required': m.accountTypeInvalid,
  'authorization_accepted.required': m.authorizationRequired,
}

/** Whether `field` is a field of the form of `type` (a 400's `parameter` that names one). */
export function isFormField(type: MethodType, field: string): field is CardField | BankField {
  return (type === 'card' ? (CARD_FIELDS as readonly string[]) : (BANK_FIELDS as readonly string[])).includes(field)
}

/**
 * The words of a field's problem in the page's locale. `brand` (of the typed card number) sets
 * the security code's length. A reason the app does not know still says to check the field.
 */
export function fieldErrorText(intl: IntlShape, type: MethodType, field: string, reason: string, brand: CardBrand | null = null): string {
  if (field === 'holder_name' && reason !== 'too_long') {
    return intl.formatMessage(type === 'card' ? m.cardHolderNameRequired : m.accountHolderNameRequired)
  }
  const message = MESSAGES[`${field}.${reason}`]
  if (!message) return intl.formatMessage(m.checkField)
  return intl.formatMessage(message, { digits: securityCodeDigits(brand), max: HOLDER_NAME_MAX })
}
