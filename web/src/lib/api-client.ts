/**
 * Minimal fetch wrapper shared by every endpoint file (portal spec §8):
 * - HTTP 204 is a success carrying the message 'No content';
 * - a non-OK response throws an ApiError whose message is the body's `message`,
 *   else the body text, else `Server error ({status})`; the error carries
 *   `response.statusCode`, `status` and the parsed body as `data`.
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
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T | NoContent> {
  const { method = 'GET', query, body, headers, signal } = options
  const response = await fetch(apiUrl(path, query), {
    method,
    signal,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (response.status === 204) return NO_CONTENT
  if (!response.ok) throw await errorFromResponse(response)
  return (await response.json()) as T
}

export const apiClient = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
}
