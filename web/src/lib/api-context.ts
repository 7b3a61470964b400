/**
 * What the API client (lib/api-client.ts) answers and needs, without the client itself: its
 * errors and answers (ApiError, ok(), body(), NO_CONTENT), the SLAS form body, and where the
 * shopper session and the current site and locale register for its calls. The first load has
 * this; the client and openapi-fetch load with the first call made from the first load's code
 * (loadApi(), lib/api-load.ts): a page the server rendered has the data it shows, and fetches
 * only when a query is refetched. Every other module imports all of it from lib/api-client.ts.
 */
import type { ErrorBody } from '@/api/types'

export interface NoContent {
  readonly noContent: true
  readonly message: 'No content'
}

export const NO_CONTENT: NoContent = Object.freeze({ noContent: true, message: 'No content' })

export function isNoContent(value: unknown): value is NoContent {
  return typeof value === 'object' && value !== null && (value as Partial<NoContent>).noContent === true
}

export class ApiError extends Error {
  readonly status: number
  readonly response: { readonly statusCode: number }
  readonly data: Partial<ErrorBody> | string | undefined

  constructor(message: string, status: number, data: Partial<ErrorBody> | string | undefined) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.response = { statusCode: status }
    this.data = data
  }
}

/** The ApiError of a non-OK answer, from its (parsed or text) body (see above). */
export function apiErrorOf(response: Response, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { message } = body as { message?: unknown }
    const text = typeof message === 'string' && message ? message : `Server error (${response.status})`
    return new ApiError(text, response.status, body)
  }
  const text = typeof body === 'string' && body ? body : undefined
  return new ApiError(text ?? `Server error (${response.status})`, response.status, text)
}

/** What openapi-fetch answers: the data of a success, or the error body of a failure. */
export interface Answer<D> {
  data?: D
  error?: unknown
  response: Response
}

/** The data of a success (NO_CONTENT when it has none); a non-OK answer throws its ApiError. */
export async function ok<D>(call: Promise<Answer<D>>): Promise<D | NoContent> {
  const { data, error, response } = await call
  if (!response.ok) throw apiErrorOf(response, error)
  return data === undefined ? NO_CONTENT : data
}

/** Like ok(), for calls that must answer with a body: no content throws ApiError('No content', 204). */
export async function body<D>(call: Promise<Answer<D>>): Promise<D> {
  const data = await ok(call)
  if (isNoContent(data)) throw new ApiError(data.message, 204, undefined)
  return data
}

/** A form body (`application/x-www-form-urlencoded`, the SLAS calls): empty values left out. */
export function formBody(fields: Readonly<Record<string, string | number | boolean | null | undefined>>): URLSearchParams {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.set(key, String(value))
  }
  return form
}

// --- the shopper session and the current site ----------------------------------------------

/** What the API client needs from the shopper session (implemented by features/identity). */
export interface ApiAuth {
  /** A current access token (refreshed first when about to expire), or null without a session. */
  getAccessToken(): Promise<string | null>
  /** Refreshes after a 401; resolves the new token, or null when no session could be had. */
  refreshAccessToken(): Promise<string | null>
  /** The customer id of the session (the correlation id of the custom APIs), or null. */
  getCustomerId(): string | null
}

let apiAuth: ApiAuth | null = null

/** The registered shopper session (the client's middleware reads it at each call). */
export const currentApiAuth = (): ApiAuth | null => apiAuth

/** Registers the shopper session used to authorize calls; returns the unregister function. */
export function setApiAuth(auth: ApiAuth | null): () => void {
  apiAuth = auth
  return () => {
    if (apiAuth === auth) apiAuth = null
  }
}

export interface ApiSiteLocale {
  siteId: string
  locale: string
}

let apiSiteLocale: ApiSiteLocale | null = null

/** The registered site and locale (the client's middleware reads them at each call). */
export const currentApiSiteLocale = (): ApiSiteLocale | null => apiSiteLocale

/** Registers the current site and locale for the platform-proxy calls. */
export function setApiSiteLocale(context: ApiSiteLocale | null): void {
  apiSiteLocale = context
}
