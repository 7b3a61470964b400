/**
 * How a failed catch-up call is read: the server's `reason` (stable, machine-readable: the app
 * shows its own words for it), and whether a submit may be sent again as the same submit (same
 * `Idempotency-Key`).
 */
import { ApiError } from '@/lib/api-client'

/** The server's machine-readable reason of a failed call (`plan_not_offered`, `lease_closed`, ...), if any. */
export function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || !error.data) return null
  return error.data.reason ?? null
}

/**
 * Whether a submit that failed so may have run, or may run if sent again as it was: it never
 * got an answer (the network), the server failed (5xx), or the same key is still running (409
 * `idempotency_key_in_use`). Sending it again is the same submit, with the same key; any other
 * answer settles it.
 */
export function isUnsettled(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status >= 500 || (error.status === 409 && reasonOf(error) === 'idempotency_key_in_use')
}

/** The plan chosen is no longer on offer (another day's offer, nothing past due, a plan already kept). */
export const isPlanNotOffered = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && reasonOf(error) === 'plan_not_offered'

/** The lease can't take a plan in its status (closed). */
export const isLeaseClosed = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && reasonOf(error) === 'lease_closed'

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404
