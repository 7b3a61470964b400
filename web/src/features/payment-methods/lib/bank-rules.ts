/**
 * The rules a bank account is checked by before it is sent, the same as the server's
 * (server/src/payment_methods/model.rs `check_bank`): a 9-digit routing number with the ABA
 * checksum, an account number of 4–17 digits, checking or savings, the name, and the debit
 * authorization accepted.
 */
import { digitsOf } from './card-rules'

/** The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function abaValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false
  const d = [...routing].map(Number) as [number, number, number, number, number, number, number, number, number]
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0
}

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
