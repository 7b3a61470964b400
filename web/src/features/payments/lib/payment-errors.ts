/**
 * How a failed payments call is read beyond what every portal call shares (lib/portal): the
 * amount's 400 and the issuer's decline.
 */
import { ApiError } from '@/lib/api-client'
import { parameterOf, reasonOf } from '@/lib/portal'

/** The amount's 400 (`c_pretax_total_amount`): its reason, else null. */
export function amountProblemOf(error: unknown): string | null {
  return parameterOf(error) === 'c_pretax_total_amount' ? (reasonOf(error) ?? 'invalid') : null
}

/** 402: the issuer declined; nothing was charged. */
export const isDeclined = (error: unknown): boolean => error instanceof ApiError && error.status === 402
