/**
 * The rules a card is checked by before it is sent, the same as the server's
 * (server/src/payment_methods/model.rs `check_card`): digits with spaces or dashes between, 13–19
 * of them with the Luhn check digit, a brand we take (Visa, Mastercard, American Express,
 * Discover, by the first digits), an expiry month 1–12 and a year not past and at most 20 years
 * ahead (two digits are 20YY), a security code of 3 digits (4 for American Express), the name,
 * and a 5-digit ZIP code. The server stays the authority; its 400 names the field and the
 * reason in the same words (`parameter`, `reason`).
 */

/** The brands taken, as the server names them. */
export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover'

/** A field that fails its rule, and why (the server's `reason`; `required` when nothing was typed). */
export interface FieldProblem<Field extends string> {
  field: Field
  reason: string
}

/** The digits of what was typed, when it is only digits with spaces or dashes between; else null. */
export function digitsOf(typed: string): string | null {
  const digits = typed.replace(/[ -]/g, '')
  return /^\d+$/.test(digits) ? digits : null
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The brand of a card number by its first digits, or null for a brand we don't take. */
export function cardBrand(digits: string): CardBrand | null {
  const prefix = (n: number) => (digits.length >= n ? Number(digits.slice(0, n)) : null)
  const between = (value: number | null, low: number, high: number) => value !== null && value >= low && value <= high
  if (prefix(1) === 4) return 'Visa'
  if (prefix(2) === 34 || prefix(2) === 37) return 'American Express'
  if (between(prefix(2), 51, 55) || between(prefix(4), 2221, 2720)) return 'Mastercard'
  if (prefix(2) === 65 || between(prefix(3), 644, 649) || prefix(4) === 6011 || between(prefix(6), 622126, 622925)) return 'Discover'
  return null
}

/** Digits of the security code printed on a card of the brand. */
export const securityCodeDigits = (brand: CardBrand | null): 3 | 4 => (brand === 'American Express' ? 4 : 3)

/** The brand of a typed card number, once it is a whole valid number; else null. */
export function brandOfTyped(typed: string): CardBrand | null {
  const digits = digitsOf(typed)
  return digits && digits.length >= 13 && digits.length <= 19 && luhnValid(digits) ? cardBrand(digits) : null
}

/** Why a typed card number fails, or null when it passes. */
export function cardNumberProblem(typed: string): string | null {
  if (typed.trim() === '') return 'required'
  const digits = digitsOf(typed)
  if (!digits || digits.length < 13 || digits.length > 19 || !luhnValid(digits)) return 'invalid'
  return cardBrand(digits) ? null : 'unsupported_brand'
}

/** A month as the calendar has it: year and 1–12. */
export interface YearMonth {
  year: number
  month: number
}

/** This month, on the customer's device (read in an event handler, never during render). */
export function currentYearMonth(now: Date = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 }
}

/** The expiry year as the server reads it: two digits are 20YY. */
export const fullExpiryYear = (year: number): number => (year < 100 ? 2000 + year : year)

/** Why a chosen expiry month fails (1–12), or null. */
export function expiryMonthProblem(month: string): string | null {
  const m = /^\d{1,2}$/.test(month.trim()) ? Number(month) : NaN
  return m >= 1 && m <= 12 ? null : 'invalid'
}

/**
 * Why a typed expiry year fails with its (valid) month: `expired` when before this month,
 * `invalid` when it isn't a year (2 or 4 digits) or is more than 20 years ahead; or null.
 */
export function expiryYearProblem(month: string, year: string, today: YearMonth): string | null {
  if (year.trim() === '') return 'required'
  if (!/^(\d{2}|\d{4})$/.test(year.trim())) return 'invalid'
  const y = fullExpiryYear(Number(year))
  if (y < today.year || (y === today.year && Number(month) < today.month)) return 'expired'
  return y > today.year + 20 ? 'invalid' : null
}

/** The first problem of an expiry (the month, then the year), as the server reports it. */
export function expiryProblem(month: string, year: string, today: YearMonth): FieldProblem<'exp_month' | 'exp_year'> | null {
  const monthReason = expiryMonthProblem(month)
  if (monthReason) return { field: 'exp_month', reason: monthReason }
  const yearReason = expiryYearProblem(month, year, today)
  return yearReason ? { field: 'exp_year', reason: yearReason } : null
}

/** Why a security code fails for a card of `brand`, or null when it passes. */
export function securityCodeProblem(code: string, brand: CardBrand | null): string | null {
  const trimmed = code.trim()
  if (trimmed === '') return 'required'
  return new RegExp(`^\\d{${securityCodeDigits(brand)}}$`).test(trimmed) ? null : 'invalid'
}

/** The most characters a holder's name may have. */
export const HOLDER_NAME_MAX = 100

/** Why the name on a card or account fails (`required`, `too_long`: characters, not UTF-16 units), or null. */
export function holderNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'required'
  return [...trimmed].length > HOLDER_NAME_MAX ? 'too_long' : null
}

/** Why a billing ZIP code fails (5 digits), or null. */
export function postalCodeProblem(zip: string): string | null {
  const trimmed = zip.trim()
  if (trimmed === '') return 'required'
  return /^\d{5}$/.test(trimmed) ? null : 'invalid'
}
