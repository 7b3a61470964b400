/**
 * The rules a bank account is checked by before it is sent, the same as the server's
 * (server/src/payment_methods/model.rs `check_bank`): a 9-digit routing number with the ABA
 * checksum, an account number of 4–17 digits, checking or savings, the name, and the debit
 * authorization accepted.
 */
import { abaValid } from '@/lib/aba-routing'
import { digitsOf } from './card-rules'

export { abaValid }

/** Why a typed routing number fails, or null. */
export function routingNumberProblem(typed: string): string | null {
  if (typed.trim() === '') return 'required'
  return abaValid(digitsOf(typed) ?? '') ? null : 'invalid'
}

/** Why a typed account number fails (4–17 digits), or null. */
export function accountNumberProblem(typed: string): string | null {
  if (typed.trim() === '') return 'required'
  const digits = digitsOf(typed)
  return digits && digits.length >= 4 && digits.length <= 17 ? null : 'invalid'
}

/** The last 4 digits typed of an account or card number ('' before any digit). */
export function lastFour(typed: string): string {
  return typed.replace(/\D/g, '').slice(-4)
}
