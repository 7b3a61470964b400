/**
 * How a failed payment-methods call is read: the server's `reason` and `parameter` (stable,
 * machine-readable: the app shows its own words for them), and whether a submit may be sent
 * again as the same submit (same `Idempotency-Key`).
 */
import { ApiError } from '@/lib/api-client'

/** The server's machine-readable reason of a failed call (`lease_closed`, `invalid`, ...), if any. */
export function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || !error.data) return null
  return error.data.reason ?? null
}

/** The request parameter a 400 names (`number`, `routing_number`, ...), if any. */
export function parameterOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.data !== 'object' || !error.data) return null
  return error.data.parameter ?? null
}

/**
 * Whether a submit that failed so may have run or may run if sent again as it was: it never got
 * an answer (the network), the server failed (5xx, e.g. 503 when the processor is down: the key
 * is released), or the same key is still running (409 `idempotency_key_in_use`). Sending it
 * again is the same submit, with the same key; any other answer settles it.
 */
export function isUnsettled(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status >= 500 || (error.status === 409 && reasonOf(error) === 'idempotency_key_in_use')
}


/** Whether the call named a lease or a method that isn't (or is no longer) the customer's. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404
