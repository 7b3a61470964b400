/**
 * The generic preference check: a preference call answering 422 throws
 * `api.preference.422`; any other failure throws the message nested in the answer's body
 * (`{ message }`, the reference client's `error.response.data.message`), or '500' when the body
 * has none. The thrown error keeps the HTTP status. Errors that are not HTTP answers (no network, no
 * session) pass through unchanged.
 */
import { ApiError } from '@/lib/api-client'

export const PREFERENCE_422_MESSAGE = 'api.preference.422'
export const PREFERENCE_DEFAULT_MESSAGE = '500'

export class PreferenceError extends Error {
  readonly status: number
  readonly response: { readonly statusCode: number }

  constructor(message: string, status: number) {
    super(message)
    this.name = 'PreferenceError'
    this.status = status
    this.response = { statusCode: status }
  }
}

/** The error a failed preference call throws (see above). */
export function checkPreference(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  if (error.status === 422) return new PreferenceError(PREFERENCE_422_MESSAGE, 422)
  const nested = typeof error.data === 'object' ? error.data.message : undefined
  return new PreferenceError(typeof nested === 'string' && nested ? nested : PREFERENCE_DEFAULT_MESSAGE, error.status)
}
