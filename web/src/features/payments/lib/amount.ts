/**
 * A payment amount as the customer types it, read exactly into cents by the server's own rule
 * (server/src/payments/model.rs `parse_amount`, then the custom bounds): `25`, `25.5`, `25.50`,
 * `$1,025.50`. Each bad amount answers the server's reason, so the field shows the same words
 * for the client's check and for the server's 400.
 */
import type { CustomBounds } from './types'

export type AmountProblem = 'required' | 'zero' | 'negative' | 'not_a_number' | 'too_many_decimals' | 'above_maximum' | 'below_minimum'

/** Cents of a typed amount, or why it isn't one (bounds not checked). */
export function parseAmount(typed: string): { cents: number } | { problem: AmountProblem } {
  const trimmed = typed.trim().replace(/^\$+/, '')
  // A comma only groups thousands (`1,025.50`): the server drops it, so `25,50` would be read as
  // 2,550 dollars — refused here as not a number before it can be sent.
  if (trimmed.includes(',') && !/^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed)) return { problem: 'not_a_number' }
  const text = trimmed.replaceAll(',', '')
  if (text === '') return { problem: 'required' }
  if (text.startsWith('-')) return { problem: 'negative' }
  const [whole = '', fraction = '', ...rest] = text.split('.')
  const digits = (s: string) => /^\d*$/.test(s)
  if (rest.length > 0 || (whole === '' && fraction === '') || !digits(whole) || !digits(fraction)) return { problem: 'not_a_number' }
  if (fraction.length > 2) return { problem: 'too_many_decimals' }
  if (whole.length > 9) return { problem: 'above_maximum' }
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (cents === 0) return { problem: 'zero' }
  return { cents }
}

/** Why a typed custom amount can't be paid (its rule, then the lease's bounds), or null. */
export function customAmountProblem(typed: string, bounds: CustomBounds): AmountProblem | null {
  const parsed = parseAmount(typed)
  if ('problem' in parsed) return parsed.problem
  if (parsed.cents < bounds.min) return 'below_minimum'
  if (parsed.cents > bounds.max) return 'above_maximum'
  return null
}

/** `54799` → `"547.99"`: cents as the server reads dollars (`c_pretax_total_amount`). */
export function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
