/** A US phone number (10 digits) and a one-time code (6) as the app takes them: digits only (the SMS sign-in, the account profile). */
import type { ChangeEvent } from 'react'

export const PHONE_DIGITS = 10
export const CODE_DIGITS = 6

/** Digits only, at most 10; a pasted "+1 210 555 0187" loses its country code. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '')
  return (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, PHONE_DIGITS)
}

/** Digits only, at most 6. */
export const codeDigits = (value: string): string => value.replace(/\D/g, '').slice(0, CODE_DIGITS)

/** 2105550187 → (210) 555-0187. */
export function formatPhone(digits: string): string {
  return digits.length === PHONE_DIGITS ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits
}

/** Rewrites the input's value in place (uncontrolled inputs) before react-hook-form reads it. */
export const sanitize = (clean: (value: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
  const next = clean(event.target.value)
  if (next !== event.target.value) event.target.value = next
}
