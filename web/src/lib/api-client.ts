/**
 * Minimal fetch wrapper shared by every endpoint file (portal spec §8):
 * - HTTP 204 is a success carrying the message 'No content', and so is any other success
 *   without a body (e.g. the shopper context's `201 Created`);
 * - a non-OK response throws an ApiError whose message is the body's `message`,
 *   else the body text, else `Server error ({status})`; the error carries
 *   `response.statusCode`, `status` and the parsed body as `data`.
 *
 * Authorization (portal spec §6, §7): the shopper session (features/auth) registers itself
 * with setApiAuth(). Calls under /mobify/proxy/api/custom/ then carry `Authorization: Bearer`
 * and `correlation-id: {customerId}`; other calls opt in with `authorize: true` (bearer only).
 * A 401 answer to an authorized call refreshes the token once and retries the call once.
 *
 * Site and locale (portal spec §7: every call takes siteId and locale): the current site and
 * locale are registered with setApiSiteLocale(); calls under /mobify/proxy/api/ get them as
 * `siteId` and `locale` unless the call names its own.
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

export type QueryParams = Record<string, string | number | boolean | null | undefined>

/** An absolute URL on the current origin (Node's fetch, used by tests, rejects relative URLs). */
export function apiUrl(path: string, query?: QueryParams): URL {
  const url = new URL(path, window.location.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  return url
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  let data: Partial<ErrorBody> | string | undefined = text || undefined
  let bodyMessage: string | undefined
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object') {
      data = parsed
      const message = (parsed as { message?: unknown }).message
      if (typeof message === 'string' && message) bodyMessage = message
    }
  } catch {
    // not JSON: fall back to the text
  }
  const message = bodyMessage ?? (text || `Server error (${response.status})`)
  return new ApiError(message, response.status, data)
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: QueryParams
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /**
   * Send the shopper's bearer token (when a session is registered with setApiAuth).
   * Defaults to true for the custom APIs (`/mobify/proxy/api/custom/...`), false otherwise.
   */
  authorize?: boolean
}

/** What the API client needs from the shopper session (implemented by features/auth). */
export interface ApiAuth {
  /** A current access token (refreshed first when about to expire), or null without a session. */
  getAccessToken(): Promise<string | null>
  /** Refreshes after a 401; resolves the new token, or null when no session could be had. */
  refreshAccessToken(): Promise<string | null>
  /** The customer id of the session (the correlation id of the custom APIs), or null. */
  getCustomerId(): string | null
}

let apiAuth: ApiAuth | null = null

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

/** Registers the current site and locale for the platform-proxy calls. */
export function setApiSiteLocale(context: ApiSiteLocale | null): void {
  apiSiteLocale = context
}

export const PLATFORM_API_PREFIX = '/mobify/proxy/api/'
export const CUSTOM_API_PREFIX = '/mobify/proxy/api/custom/'

/** The call's query with the registered site and locale added, for platform-proxy paths. */
function withSiteLocale(path: string, query: QueryParams | undefined): QueryParams | undefined {
  if (!apiSiteLocale || !path.startsWith(PLATFORM_API_PREFIX)) return query
  return { siteId: apiSiteLocale.siteId, locale: apiSiteLocale.locale, ...query }
}
export const CORRELATION_ID_HEADER = 'correlation-id'

const isCustomApiPath = (path: string) => path.startsWith(CUSTOM_API_PREFIX)

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T | NoContent> {
  const { method = 'GET', query, body, headers, signal } = options
  const auth = (options.authorize ?? isCustomApiPath(path)) ? apiAuth : null

  const send = (token: string | null) => {
    const customerId = auth?.getCustomerId()
    return fetch(apiUrl(path, withSiteLocale(path, query)), {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(token && customerId && isCustomApiPath(path) ? { [CORRELATION_ID_HEADER]: customerId } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  const token = auth ? await auth.getAccessToken() : null
  let response = await send(token)
  if (response.status === 401 && auth && token) {
    const refreshed = await auth.refreshAccessToken()
    if (refreshed) response = await send(refreshed)
  }
  if (response.status === 204) return NO_CONTENT
  if (!response.ok) throw await errorFromResponse(response)
  const text = await response.text()
  return text ? (JSON.parse(text) as T) : NO_CONTENT
}

export const apiClient = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
