/**
 * The lead forms' rules (docs/features/leads.md), the same the server applies: every field is
 * required; an email has one @ and a domain with a dot; a phone is exactly 10 digits; a ZIP code
 * 5 digits; a band or option is one of the listed values. A rule answers the kind of error (the
 * form shows its message, messages/leads.ts) or undefined when the value passes.
 */
import { phoneDigits } from '@/lib/phone'
import { CONTACT_METHODS, OFFERING_OPTIONS, REVENUE_BANDS, YEARS_IN_BUSINESS_BANDS } from './lead-options'

export type LeadFieldError = 'required' | 'email' | 'phone' | 'postalCode' | 'option'

export type LeadRule = (value: string) => LeadFieldError | undefined

export const PHONE_LENGTH = 10
export const POSTAL_CODE_LENGTH = 5

/** The most a text field takes: the CRM's lengths (the server refuses more). */
export const MAX_LENGTHS: Readonly<Record<string, number>> = {
  firstName: 40,
  lastName: 80,
  company: 255,
  title: 128,
  email: 80,
  phone: PHONE_LENGTH,
  postalCode: POSTAL_CODE_LENGTH,
}

/** The standard email pattern: something, one @, a domain with a dot inside it, no spaces. */
export function isEmail(value: string): boolean {
  const at = value.indexOf('@')
  if (at <= 0 || /\s/.test(value)) return false
  const domain = value.slice(at + 1)
  return !domain.includes('@') && domain.includes('.') && !domain.startsWith('.') && !domain.endsWith('.')
}

export const required: LeadRule = (value) => (value.trim() === '' ? 'required' : undefined)

export const email: LeadRule = (value) => required(value) ?? (isEmail(value.trim()) ? undefined : 'email')

export const phone: LeadRule = (value) => required(value) ?? (/^\d{10}$/.test(value.trim()) ? undefined : 'phone')

export const postalCode: LeadRule = (value) => required(value) ?? (/^\d{5}$/.test(value.trim()) ? undefined : 'postalCode')

export const oneOf =
  (options: readonly string[]): LeadRule =>
  (value) =>
    required(value) ?? (options.includes(value) ? undefined : 'option')

/** The phone field keeps digits only, 10 at most (a pasted "+1 210 555 0187" loses its country code). */
export { phoneDigits }

/** The ZIP code field keeps digits only, 5 at most. */
export const postalCodeDigits = (value: string): string => value.replace(/\D/g, '').slice(0, POSTAL_CODE_LENGTH)

/** The partner form's fields (named as the CRM field mapping names them) and their rules. */
export const PARTNER_RULES = {
  firstName: required,
  lastName: required,
  company: required,
  title: required,
  email,
  contactMethod: oneOf(CONTACT_METHODS),
  phone,
  annualRevenue: oneOf(REVENUE_BANDS),
  annualRevenueFinanced: oneOf(REVENUE_BANDS),
  yearsInBusiness: oneOf(YEARS_IN_BUSINESS_BANDS),
  offering: oneOf(OFFERING_OPTIONS),
} satisfies Record<string, LeadRule>

/** The report form's fields and their rules. */
export const REPORT_RULES = {
  firstName: required,
  lastName: required,
  company: required,
  email,
  contactMethod: oneOf(CONTACT_METHODS),
  phone,
  postalCode,
} satisfies Record<string, LeadRule>

export type PartnerField = keyof typeof PARTNER_RULES
export type ReportField = keyof typeof REPORT_RULES
export type PartnerValues = Record<PartnerField, string>
export type ReportValues = Record<ReportField, string>

/** Every field's error, by field; empty when the values pass every rule. */
export function validateLead<F extends string>(rules: Record<F, LeadRule>, values: Record<F, string>): Partial<Record<F, LeadFieldError>> {
  const errors: Partial<Record<F, LeadFieldError>> = {}
  for (const field of Object.keys(rules) as F[]) {
    const error = rules[field](values[field] ?? '')
    if (error) errors[field] = error
  }
  return errors
}

/** Empty values for every field of a form. */
export function emptyValues<F extends string>(rules: Record<F, LeadRule>): Record<F, string> {
  return Object.fromEntries(Object.keys(rules).map((field) => [field, ''])) as Record<F, string>
}

/** The server says why it refused a field in the same words as these rules: the kind of error, or undefined for other words. */
const SERVER_MESSAGES: Record<string, LeadFieldError> = {
  'This field is required.': 'required',
  'Please enter a valid email address.': 'email',
  'Please enter a valid 10-digit phone number.': 'phone',
  'Please enter a valid 5-digit ZIP code.': 'postalCode',
  'Please choose one of the options.': 'option',
}

export function errorOfServerMessage(message: string): LeadFieldError | undefined {
  return Object.hasOwn(SERVER_MESSAGES, message) ? SERVER_MESSAGES[message] : undefined
}

/** `1-800-555-0142` → `tel:+18005550142`: the link of a US phone number written for people. */
export function telHref(text: string): string {
  const digits = text.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length === PHONE_LENGTH ? `tel:+1${national}` : `tel:${digits}`
}
