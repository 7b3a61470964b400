/**
 * How a failed payments call is read: the server's machine-readable `reason` and `parameter`
 * (the app shows its own words for them, never the server's English `message`), and whether a
 * submit may be sent again as the same submit (same `Idempotency-Key`).
 */
import { ApiError } from '@/lib/api-client'

/** The server's reason of a failed call (`insufficient_funds`, `above_maximum`, ...), if any. */
export function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || !error.data) return null
  return error.data.reason ?? null
}

/** The request parameter a 400 names (`c_pretax_total_amount`, ...), if any. */
export function parameterOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.data !== 'object' || !error.data) return null
  return error.data.parameter ?? null
}

/** The amount's 400 (`c_pretax_total_amount`): its reason, else null. */
export function amountProblemOf(error: unknown): string | null {
  return parameterOf(error) === 'c_pretax_total_amount' ? (reasonOf(error) ?? 'invalid') : null
}

/** 402: the issuer declined; nothing was charged. */
export const isDeclined = (error: unknown): boolean => error instanceof ApiError && error.status === 402

/**
 * Whether a submit that failed so may have run, or may run if sent again as it was: it never got
 * an answer (the network), the server or the processor failed (5xx; 503 processor_unavailable:
 * the payment may still go through), or the same key is still running (409
 * `idempotency_key_in_use`). Sending it again is the same submit, with the same key.
 */
export function isUnsettled(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status >= 500 || (error.status === 409 && reasonOf(error) === 'idempotency_key_in_use')
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404
