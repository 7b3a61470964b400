/**
 * The one typed API client: `api` is openapi-fetch over the generated `paths`
 * (src/api/schema.gen.ts, from the server's OpenAPI document), so every path, parameter, body
 * and answer is the server's, never written by hand. Endpoint files call it as
 * `api.GET('/mobify/proxy/api/…/{organization_id}/…', { params: { path, query } })` and turn the
 * answer into data or an error with `ok()` / `body()`.
 *
 * Answers:
 * - HTTP 204 is a success carrying the message 'No content', and so is any other success
 *   without a body (e.g. the shopper context's `201 Created`);
 * - a non-OK answer throws an ApiError whose message is the body's `message`, else the body
 *   text, else `Server error ({status})`; the error carries `response.statusCode`, `status`
 *   and the parsed body as `data`.
 *
 * Middleware, in this order:
 * 1. Site and locale (every call takes siteId and locale): calls under the
 *    platform proxy (/mobify/proxy/api/) get the registered site and locale
 *    (setApiSiteLocale) as `siteId` and `locale`, unless the call names its own.
 * 2. The shopper's token: the shopper session (features/identity)
 *    registers itself with setApiAuth(). What a call needs follows from its path
 *    (tokenPolicy): platform calls carry `Authorization: Bearer {token}`, and the custom APIs
 *    (/mobify/proxy/api/custom/) also `correlation-id: {customerId}`; without a token such a
 *    call is not sent, it throws 'SLAS token is missing!'. Exceptions: the SLAS endpoints
 *    (/mobify/proxy/api/shopper/auth/, which hand out the token) carry none, and the public
 *    site preferences carry it only when there is one ('optional'). Calls outside the platform
 *    proxy (content, /api/…, /idp/…) carry none. A 401 answer to a call that carried a token
 *    refreshes the token once and sends the call once more.
 */
import createClient, { type Middleware } from 'openapi-fetch'
import type { paths } from '@/api/schema.gen'
import { currentApiAuth, currentApiSiteLocale, formBody, type ApiAuth } from './api-context'

// What the first load has without the client (lib/api-context.ts), and the path of a call (lib/api-path.ts).
export * from './api-context'
export { apiPath } from './api-path'

/** The error of a call that needs the shopper's token when there is none. */
export const SLAS_TOKEN_MISSING_MESSAGE = 'SLAS token is missing!'

/** A call that needs the shopper-session token was made without one (it was not sent). */
export class SlasTokenMissingError extends Error {
  constructor() {
    super(SLAS_TOKEN_MISSING_MESSAGE)
    this.name = 'SlasTokenMissingError'
  }
}

/** The options of a call whose body is a SLAS form. */
export const FORM = {
  bodySerializer: (fields: Readonly<Record<string, string | number | boolean | null | undefined>>) => formBody(fields),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
} as const

export const PLATFORM_API_PREFIX = '/mobify/proxy/api/'
export const CUSTOM_API_PREFIX = '/mobify/proxy/api/custom/'
/** The SLAS endpoints: they hand out the shopper token, so they do not need one. */
export const SLAS_API_PREFIX = '/mobify/proxy/api/shopper/auth/'
export const CORRELATION_ID_HEADER = 'correlation-id'

export type { ApiPath } from './api-path'

/**
 * Public platform calls: the shopper's token goes along when there is one (the site
 * preferences, the catalog and search, content pages and their lists: pages the server renders
 * for anonymous visitors).
 */
export const OPTIONAL_TOKEN_PATHS: ReadonlySet<string> = new Set<keyof paths>([
  '/mobify/proxy/api/experience/shopper-experience/v1/organizations/{organization_id}/pages/{page_id}',
  '/mobify/proxy/api/custom/content-listing/v1/organizations/{organization_id}/posts',
  '/mobify/proxy/api/custom/custom-prefs/v1/organizations/{organization_id}/getcustompreferences',
  '/mobify/proxy/api/custom-prefs/v1/organizations/{organization_id}/getcustompreferences',
  '/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/categories/{id}',
  '/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/categories',
  '/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/products/{id}',
  '/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/products',
  '/mobify/proxy/api/search/shopper-search/v1/organizations/{organization_id}/product-search',
  '/mobify/proxy/api/search/shopper-search/v1/organizations/{organization_id}/search-suggestions',
  '/mobify/proxy/api/custom/marketplace/v1/organizations/{organization_id}/retailers',
  '/mobify/proxy/api/custom/geocoding/v1/organizations/{organization_id}/geocode',
  '/mobify/proxy/api/store/shopper-stores/v1/organizations/{organization_id}/store-search',
  '/mobify/proxy/api/store/shopper-stores/v1/organizations/{organization_id}/stores',
])

/** Whether a call to the path (as the schema writes it) needs, may take, or never takes the token. */
export function tokenPolicy(schemaPath: string): 'required' | 'optional' | 'none' {
  if (!schemaPath.startsWith(PLATFORM_API_PREFIX) || schemaPath.startsWith(SLAS_API_PREFIX)) return 'none'
  return OPTIONAL_TOKEN_PATHS.has(schemaPath) ? 'optional' : 'required'
}

/**
 * What it takes to send a request again, its body read as text (every body of the API is JSON
 * or a form). A request's body can be read once; and a cloned request's body becomes a stream,
 * which the browser's tools (and Playwright) no longer show: requests are rebuilt, never cloned.
 */
async function requestInit(request: Request): Promise<RequestInit & { headers: Record<string, string> }> {
  return {
    method: request.method,
    // A plain record: a Headers object of another implementation (tests) would be dropped.
    headers: Object.fromEntries(request.headers),
    body: request.body ? await request.text() : null,
    credentials: request.credentials,
    redirect: request.redirect,
    cache: request.cache,
    signal: request.signal,
  }
}

const siteLocaleMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    const context = currentApiSiteLocale()
    if (!context || !schemaPath.startsWith(PLATFORM_API_PREFIX)) return undefined
    const url = new URL(request.url)
    const { searchParams } = url
    if (searchParams.has('siteId') && searchParams.has('locale')) return undefined
    if (!searchParams.has('siteId')) searchParams.set('siteId', context.siteId)
    if (!searchParams.has('locale')) searchParams.set('locale', context.locale)
    return new Request(url, await requestInit(request))
  },
}

/** The headers with the bearer token, and the correlation id on the custom APIs (names are lower case). */
function authorize(headers: Record<string, string>, token: string, auth: ApiAuth, schemaPath: string): Record<string, string> {
  const customerId = auth.getCustomerId()
  return {
    ...headers,
    authorization: `Bearer ${token}`,
    ...(customerId && schemaPath.startsWith(CUSTOM_API_PREFIX) && !headers[CORRELATION_ID_HEADER]
      ? { [CORRELATION_ID_HEADER]: customerId }
      : {}),
  }
}

/** Authorized calls in flight, kept to be sent once more after a 401 (by request id). */
const replays = new Map<string, { url: string; init: Awaited<ReturnType<typeof requestInit>>; auth: ApiAuth }>()

const authMiddleware: Middleware = {
  async onRequest({ request, schemaPath, id }) {
    const policy = tokenPolicy(schemaPath)
    const auth = policy === 'none' ? null : currentApiAuth()
    const token = auth ? await auth.getAccessToken() : null
    if (!auth || !token) {
      if (policy === 'required') throw new SlasTokenMissingError()
      return undefined
    }
    const init = await requestInit(request)
    replays.set(id, { url: request.url, init, auth })
    return new Request(request.url, { ...init, headers: authorize(init.headers, token, auth, schemaPath) })
  },
  async onResponse({ response, schemaPath, id, options }) {
    const replay = replays.get(id)
    replays.delete(id)
    if (!replay || response.status !== 401) return undefined
    const token = await replay.auth.refreshAccessToken()
    if (!token) return undefined
    const { url, init, auth } = replay
    return options.fetch(new Request(url, { ...init, headers: authorize(init.headers, token, auth, schemaPath) }))
  },
  onError({ id }) {
    replays.delete(id)
  },
}

/**
 * The client. Absolute URLs on the page's origin (Node's fetch, which the tests use, refuses
 * relative ones); `fetch` is looked up at call time, so a test's interceptor sees every call.
 */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  fetch: (request: Request) => globalThis.fetch(request),
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
})
api.use(siteLocaleMiddleware, authMiddleware)
