/**
 * The checks a lease application passes before it is sent — the server's own
 * (server/src/preapproval/model.rs `check`), so a shopper hears of a mistake at the field, in
 * their language, before anything leaves the page. Each returns why a typed value fails
 * ('required', 'invalid', …) or null. The form's field names are the server's parameters.
 */
import type { ApplicationCampaign, ApplicationRequest } from '@/api/types'
import { abaValid } from '@/lib/aba-routing'

export const STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
] as const

export const PAY_FREQUENCIES = ['weekly', 'bi_weekly', 'semi_monthly', 'monthly'] as const
export type PayFrequency = (typeof PAY_FREQUENCIES)[number]

/** The next payday may be at most this many days ahead. */
export const NEXT_PAYDAY_MAX_DAYS = 35
/** Monthly income above this (in dollars) is not believed. */
export const MONTHLY_INCOME_MAX_DOLLARS = 1_000_000

export type Problem = 'required' | 'invalid' | 'future' | 'too_far' | 'past'

export interface ApplicationValues {
  firstName: string
  lastName: string
  dateOfBirth: string
  ssnLast4: string
  street: string
  city: string
  state: string
  postalCode: string
  email: string
  phone: string
  smsConsent: boolean
  monthlyIncome: string
  payFrequency: string
  nextPayday: string
  routingNumber: string
  accountNumber: string
}

export const digitsOf = (typed: string) => typed.replace(/\D/g, '')

export function nameProblem(typed: string): Problem | null {
  const name = typed.trim()
  if (!name) return 'required'
  return [...name].length <= 40 && /^[\p{L}\p{M} .'-]+$/u.test(name) ? null : 'invalid'
}

/** A `YYYY-MM-DD` date as a UTC day number, or null. */
function dayOf(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const date = new Date(time)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return time / 86_400_000
}

/** Today as `YYYY-MM-DD` in the shopper's own calendar. */
export function todayText(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function dateOfBirthProblem(typed: string, today: string): Problem | null {
  if (!typed.trim()) return 'required'
  const day = dayOf(typed)
  const todayDay = dayOf(today)
  if (day === null || todayDay === null || Number(typed.slice(0, 4)) < 1900) return 'invalid'
  return day > todayDay ? 'future' : null
}

export function nextPaydayProblem(typed: string, today: string): Problem | null {
  if (!typed.trim()) return 'required'
  const day = dayOf(typed)
  const todayDay = dayOf(today)
  if (day === null || todayDay === null) return 'invalid'
  if (day < todayDay) return 'past'
  return day > todayDay + NEXT_PAYDAY_MAX_DAYS ? 'too_far' : null
}

export function ssnLast4Problem(typed: string): Problem | null {
  if (!typed.trim()) return 'required'
  return /^\d{4}$/.test(typed.trim()) ? null : 'invalid'
}

export function textProblem(typed: string, max: number): Problem | null {
  const text = typed.trim()
  if (!text) return 'required'
  return [...text].length <= max ? null : 'invalid'
}

export function stateProblem(typed: string): Problem | null {
  if (!typed) return 'required'
  return (STATES as readonly string[]).includes(typed) ? null : 'invalid'
}

export function postalCodeProblem(typed: string): Problem | null {
  if (!typed.trim()) return 'required'
  return /^\d{5}$/.test(typed.trim()) ? null : 'invalid'
}

export function emailProblem(typed: string): Problem | null {
  const email = typed.trim()
  if (!email) return 'required'
  const at = email.indexOf('@')
  const domain = email.slice(at + 1)
  const fine =
    email.length <= 254 &&
    at > 0 &&
    email.indexOf('@', at + 1) === -1 &&
    domain.includes('.') &&
    !domain.startsWith('.') &&
    !domain.endsWith('.') &&
    !/\s/.test(email)
  return fine ? null : 'invalid'
}

export function phoneProblem(typed: string): Problem | null {
  if (!typed.trim()) return 'required'
  return digitsOf(typed).length === 10 ? null : 'invalid'
}

/** Dollars and cents as typed ("2,500", "2500.50") in cents, or null. */
export function centsOf(typed: string): number | null {
  const text = typed.trim().replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  const [whole = '0', fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

export function incomeProblem(typed: string): Problem | null {
  if (!typed.trim()) return 'required'
  const cents = centsOf(typed)
  return cents !== null && cents <= MONTHLY_INCOME_MAX_DOLLARS * 100 ? null : 'invalid'
}

export function payFrequencyProblem(typed: string): Problem | null {
  if (!typed) return 'required'
  return (PAY_FREQUENCIES as readonly string[]).includes(typed) ? null : 'invalid'
}

export function routingNumberProblem(typed: string): Problem | null {
  if (!typed.trim()) return 'required'
  return abaValid(digitsOf(typed)) && !/[^\d\s-]/.test(typed) ? null : 'invalid'
}

export function accountNumberProblem(typed: string): Problem | null {
  if (!typed.trim()) return 'required'
  return /^\d{4,17}$/.test(typed.trim()) ? null : 'invalid'
}

/** The request the checked values make for `merchantId`, with the campaign the shopper came from when there is one. */
export function applicationRequest(values: ApplicationValues, merchantId: string, campaign?: ApplicationCampaign): ApplicationRequest {
  return {
    merchantId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth.trim(),
    ssnLast4: values.ssnLast4.trim(),
    address: {
      street: values.street.trim(),
      city: values.city.trim(),
      state: values.state,
      postalCode: values.postalCode.trim(),
    },
    email: values.email.trim(),
    phone: digitsOf(values.phone),
    smsConsent: values.smsConsent,
    monthlyIncome: centsOf(values.monthlyIncome) ?? 0,
    payFrequency: values.payFrequency,
    nextPayday: values.nextPayday.trim(),
    bank: { routingNumber: digitsOf(values.routingNumber), accountNumber: values.accountNumber.trim() },
    ...(campaign ? { campaign } : {}),
  }
}

/** The form field a server's 400 `parameter` names ('address.postalCode' → 'postalCode'). */
export function fieldOfParameter(parameter: string | undefined): keyof ApplicationValues | null {
  if (!parameter) return null
  const field = parameter.replace(/^(address|bank)\./, '')
  const fields: (keyof ApplicationValues)[] = [
    'firstName',
    'lastName',
    'dateOfBirth',
    'ssnLast4',
    'street',
    'city',
    'state',
    'postalCode',
    'email',
    'phone',
    'monthlyIncome',
    'payFrequency',
    'nextPayday',
    'routingNumber',
    'accountNumber',
  ]
  return (fields as string[]).includes(field) ? (field as keyof ApplicationValues) : null
}
