/**
 * How a failed portal call is read: the server's machine-readable `reason` and `parameter` (the
 * app shows its own words for them, never the server's English `message`), and whether a submit
 * may be sent again as the same submit (same `Idempotency-Key`).
 */
import { ApiError } from '@/lib/api-client'

/** The server's reason of a failed call (`lease_closed`, `insufficient_funds`, `above_maximum`, ...), if any. */
export function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || !error.data) return null
  return error.data.reason ?? null
}

/** The request parameter a 400 names (`number`, `routing_number`, `c_pretax_total_amount`, ...), if any. */
export function parameterOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.data !== 'object' || !error.data) return null
  return error.data.parameter ?? null
}

/** A 409 with this reason (`plan_not_offered`, `lease_closed`, ...). */
export const isConflict = (error: unknown, reason: string): boolean =>
  error instanceof ApiError && error.status === 409 && reasonOf(error) === reason

/** The call named a lease or a method that isn't (or is no longer) the customer's. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404

/**
 * Whether a submit that failed so may have run, or may run if sent again as it was: it never got
 * an answer (the network), the server or the processor failed (5xx; a 503 from the processor
 * means a payment may still go through), or the same key is still running (409
 * `idempotency_key_in_use`). Sending it again is the same submit, with the same key; any other
 * answer settles it.
 */
export function isUnsettled(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status >= 500 || isConflict(error, 'idempotency_key_in_use')
}

/**
 * What TanStack Query retries of a submit by itself (with the same variables, so the same key):
 * an attempt that never got an answer, or whose key was still in use, up to twice. A 5xx is left
 * to the customer, who sees it and may try again.
 */
export function retrySubmit(failures: number, error: unknown): boolean {
  if (failures >= 2) return false
  return !(error instanceof ApiError) || isConflict(error, 'idempotency_key_in_use')
}
