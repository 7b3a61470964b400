/** How shopper-context failures are told apart and reported. */
import { messageOf } from '@/lib/client-log'

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { status, response } = error as { status?: unknown; response?: { statusCode?: unknown } }
  if (typeof status === 'number') return status
  return typeof response?.statusCode === 'number' ? response.statusCode : undefined
}

/** A 404 or a 412 reading the context: the session has none (not an error). */
export function isNoContextError(error: unknown): boolean {
  const status = statusOf(error)
  return status === 404 || status === 412
}

/** Clearing: a 412, a 404 or an error of type `not-found` counts as already deleted. */
export function isAlreadyDeletedError(error: unknown): boolean {
  if (isNoContextError(error)) return true
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'not-found'
}

/** A shopper-context error as logged: `{product}-CP: {message}` ('unknown error' when none). */
export function shopperContextErrorMessage(shortName: string, error: unknown): string {
  return `${shortName}-CP: ${messageOf(error) ?? 'unknown error'}`
}
