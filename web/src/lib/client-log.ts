/**
 * POST /mobify/proxy/api/custom/custom-logger/v1/organizations/{org}/logPOST?siteId=&locale=
 *   body {level, message}, bearer token and `correlation-id: {customerId}`. A failure of the log call itself is only written to the
 *   console.
 */
import { ok } from './api-context'
import { loadApi } from './api-load'

export type LogLevel = 'error' | 'warn' | 'info' | 'debug'

export interface LogContext {
  organizationId: string
  siteId: string
  locale: string
  /** The correlation id; the session's customer id is used when absent. */
  customerId?: string | null
}

export async function logPost(context: LogContext, level: LogLevel, message: string): Promise<void> {
  try {
    const { api, CORRELATION_ID_HEADER } = await loadApi()
    await ok(
      api.POST('/mobify/proxy/api/custom/custom-logger/v1/organizations/{organization_id}/logPOST', {
        params: { path: { organization_id: context.organizationId }, query: { siteId: context.siteId, locale: context.locale } },
        body: { level, message },
        headers: context.customerId ? { [CORRELATION_ID_HEADER]: context.customerId } : undefined,
      }),
    )
  } catch (error) {
    console.error('Could not post the log entry', error)
  }
}

/** The text of any thrown value, or undefined when it has none. */
export function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined
  if (typeof error === 'string') return error || undefined
  return undefined
}

/**
 * Logged at error level as
 * `Customer auth {step} failed: {message}` ('unknown error' when there is none), with the
 * customer id. The caller rethrows.
 */
export function customerAuthFailureMessage(step: string, error: unknown): string {
  return `Customer auth ${step} failed: ${messageOf(error) ?? 'unknown error'}`
}

export function logCustomerAuthFailure(context: LogContext, step: string, error: unknown): Promise<void> {
  return logPost(context, 'error', customerAuthFailureMessage(step, error))
}
