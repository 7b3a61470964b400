/**
 * What the service worker (worker.ts) does with each request, as plain rules it and its tests
 * share. Pages are the server's and change with every visit, so a page always comes from the
 * network; only when the network fails does the visitor get the offline document, in the
 * language of the page asked for. Hashed assets never change under their name, so the cached
 * copy is as good as the server's. Everything else (the API, sign-in, the message catalogue,
 * other origins) is left to the browser, as if there were no worker.
 */

export type OfflineLocale = 'en-US' | 'es-US'

export const OFFLINE_LOCALES: readonly OfflineLocale[] = ['en-US', 'es-US']

/** Every cache the worker makes starts with this; a new version deletes the rest. */
export const CACHE_PREFIX = 'leasefront-'

/** Where the build puts the offline document of a language. */
export const offlineDocumentPath = (locale: OfflineLocale) => `/offline/${locale}.html`

export type Route =
  /** The network, and the offline document when the network fails. */
  | 'page'
  /** The cache, else the network (and the answer kept). */
  | 'cached'
  /** Not the worker's business: the browser fetches it as usual. */
  | 'browser'

export interface RequestFacts {
  method: string
  mode: string
  url: string
}

/** The server's own paths, which answer JSON or redirect to sign-in: never a page, never cached. */
function isServerPath(pathname: string): boolean {
  return (
    pathname === '/api' || ['/api/', '/mobify/', '/idp/', '/dev/'].some((prefix) => pathname.startsWith(prefix)) || pathname === '/sw.js'
  )
}

export function routeFor(request: RequestFacts, origin: string): Route {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== origin || isServerPath(url.pathname)) return 'browser'
  if (request.mode === 'navigate') return 'page'
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/offline/')) return 'cached'
  return 'browser'
}

const SPANISH = /^es(-[a-z]{2})?$/i

/**
 * The language of the page a URL names, as far as the worker can tell without the sites'
 * configuration: Spanish when the path starts with a Spanish locale (`/es/cart`, `/es-US/`) or
 * has one after the site (`/northwind/es-US/cart`), or `?locale=es`; else English.
 */
export function offlineLocale(url: URL): OfflineLocale {
  const [first, second] = url.pathname.split('/').filter(Boolean)
  const query = url.searchParams.get('locale') ?? ''
  const spanish = [first, second, query].some((part) => part !== undefined && SPANISH.test(part))
  return spanish ? 'es-US' : 'en-US'
}

/** The caches an earlier version left behind: ours, and not among those this version uses. */
export function staleCaches(names: readonly string[], current: readonly string[]): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name))
}
