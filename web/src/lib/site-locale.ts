/**
 * Site and locale resolution.
 *
 * A URL may carry the site and the locale
 *   - as path prefixes: /{site}/{locale}/path, /{site}/path, /{locale}/path,
 *   - or as query parameters: ?site=...&locale=...
 * Sites match by id or alias, locales by id or alias (en, es, en-US, es-US), and a
 * locale only matches when the site supports it. Path prefixes win over query
 * parameters; anything not carried by the URL falls back to the locale the shopper
 * chose before (localStorage `selectedLocale`, if the site supports it), then to the
 * defaults of the AppConfig (defaultSiteId, then that site's l10n.defaultLocale).
 * `/callback` is never prefixed: only the bare `/callback` is the identity callback.
 *
 * This module is pure (no React, no DOM) apart from the small storage helpers at the end.
 */
import type { AppConfig, Site, SiteLocale } from '@/api/types'

export const CALLBACK_PATH = '/callback'
/** localStorage key of the locale the shopper picked. */
export const SELECTED_LOCALE_KEY = 'selectedLocale'
export const SITE_PARAM = 'site'
export const LOCALE_PARAM = 'locale'

export interface SiteLocaleResolution {
  site: Site
  locale: SiteLocale
  /** The app path with any site/locale prefix removed; always starts with '/'. */
  pathname: string
  /** The site path segment exactly as written in the URL, when the path carries it. */
  sitePrefix?: string
  /** The locale path segment exactly as written in the URL, when the path carries it. */
  localePrefix?: string
  /** The `site` query value as written, when it named a known site and the path did not. */
  siteQuery?: string
  /** The `locale` query value as written, when it named a supported locale and the path did not. */
  localeQuery?: string
  /** True only for the bare, unprefixed `/callback`. */
  isCallback: boolean
}

/** Case-insensitive match of a URL key against an id or an (optional) alias. */
const same = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase()

export function findSite(config: AppConfig, key: string | null | undefined): Site | undefined {
  if (!key) return undefined
  return config.sites.find((site) => same(site.id, key) || same(site.alias, key))
}

export function findLocale(site: Site, key: string | null | undefined): SiteLocale | undefined {
  if (!key) return undefined
  return site.l10n.supportedLocales.find((l) => same(l.id, key) || same(l.alias, key))
}

export function defaultSite(config: AppConfig): Site {
  const site = findSite(config, config.defaultSiteId) ?? config.sites[0]
  if (!site) throw new Error('AppConfig has no sites')
  return site
}

export function defaultLocale(site: Site): SiteLocale {
  const locale = findLocale(site, site.l10n.defaultLocale) ?? site.l10n.supportedLocales[0]
  if (!locale) throw new Error(`Site ${site.id} has no supported locales`)
  return locale
}

function isCallbackPath(pathname: string): boolean {
  return pathname === CALLBACK_PATH || pathname === `${CALLBACK_PATH}/`
}

export function resolveSiteLocale(pathname: string, search: string, config: AppConfig, storedLocale?: string | null): SiteLocaleResolution {
  const params = new URLSearchParams(search)
  const segments = pathname.split('/').slice(1) // drop the empty segment before the leading '/'
  const isCallback = isCallbackPath(pathname)

  let index = 0
  let sitePrefix: string | undefined
  let localePrefix: string | undefined
  let siteQuery: string | undefined
  let localeQuery: string | undefined

  let site: Site | undefined
  if (!isCallback) {
    const first = segments[0]
    site = findSite(config, first)
    if (site && first) {
      sitePrefix = first
      index = 1
    }
  }
  if (!site) {
    const fromQuery = findSite(config, params.get(SITE_PARAM))
    if (fromQuery) {
      site = fromQuery
      siteQuery = params.get(SITE_PARAM) ?? undefined
    }
  }
  site ??= defaultSite(config)

  let locale: SiteLocale | undefined
  if (!isCallback) {
    const candidate = segments[index]
    locale = findLocale(site, candidate)
    if (locale && candidate) {
      localePrefix = candidate
      index += 1
    }
  }
  if (!locale) {
    const fromQuery = findLocale(site, params.get(LOCALE_PARAM))
    if (fromQuery) {
      locale = fromQuery
      localeQuery = params.get(LOCALE_PARAM) ?? undefined
    }
  }
  locale ??= findLocale(site, storedLocale) ?? defaultLocale(site)

  const rest = isCallback ? pathname : `/${segments.slice(index).join('/')}`
  return {
    site,
    locale,
    pathname: rest,
    sitePrefix,
    localePrefix,
    siteQuery,
    localeQuery,
    isCallback,
  }
}

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i

function joinPrefix(prefix: string[], path: string): string {
  if (prefix.length === 0) return path
  return `/${prefix.join('/')}${path}`
}

/** Characters a URL's path keeps as they are (besides `%`-escapes), per the URL Standard. */
const PLAIN_PATH = /^\/[\w\-.~!$&'()*+,;=:@/%]*$/
/** `.` and `..` segments, which the URL parser resolves. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:\/|$)/i

/** A path without query or fragment that parsing as a URL would return unchanged. */
function isPlainPath(href: string): boolean {
  return PLAIN_PATH.test(href) && !DOT_SEGMENT.test(href)
}

function splitHref(href: string): { path: string; search: URLSearchParams; hash: string } {
  const url = new URL(href, 'http://app.invalid')
  return { path: url.pathname, search: url.searchParams, hash: url.hash }
}

function formatHref(path: string, search: URLSearchParams, hash: string): string {
  const query = search.toString()
  return `${path}${query ? `?${query}` : ''}${hash}`
}

/**
 * Builds the href of an app path (`/cart`, `/search?q=tv`, `/`) keeping the prefix style of
 * the current URL: `/northwind/es-US/x` → `/northwind/es-US/cart`, `/es/x` → `/es/cart`,
 * `/x?site=nw&locale=es` → `/cart?site=nw&locale=es`, `/x` → `/cart`. Prefix segments and
 * query values are kept exactly as written. External URLs, hash-only and relative hrefs are
 * returned unchanged, and `/callback` is never prefixed.
 */
export function buildHref(to: string, current: SiteLocaleResolution): string {
  if (ABSOLUTE_URL.test(to) || !to.startsWith('/')) return to
  const prefix = [current.sitePrefix, current.localePrefix].filter((s): s is string => !!s)
  // Most links are a plain path and the URL carries no site or locale query: the prefix is all
  // there is to add (parsing each href as a URL was a quarter of a 50-tile listing's server render).
  if (!current.siteQuery && !current.localeQuery && isPlainPath(to)) return isCallbackPath(to) ? to : joinPrefix(prefix, to)
  const { path, search, hash } = splitHref(to)
  if (isCallbackPath(path)) return to
  if (current.siteQuery && !search.has(SITE_PARAM)) search.set(SITE_PARAM, current.siteQuery)
  if (current.localeQuery && !search.has(LOCALE_PARAM)) search.set(LOCALE_PARAM, current.localeQuery)
  return formatHref(joinPrefix(prefix, path), search, hash)
}

/**
 * The href that shows the current page in another locale, keeping the site and the path.
 *
 * Rule: the new locale is always written as its full id (`es-US`), in the place where the
 * current URL carries the locale:
 *   - a locale path segment is replaced:       /nw/en/x → /nw/es-US/x, /en-US/ → /es-US/
 *   - a `locale` query parameter is replaced:  /x?site=nw&locale=en → /x?site=nw&locale=es-US
 * When the URL carries no locale, it is added in the style the URL uses for the site:
 *   - site as a path segment → locale segment after it:  /northwind/x → /northwind/es-US/x
 *   - site as a query parameter → `locale` parameter:    /x?site=nw → /x?site=nw&locale=es-US
 *   - nothing in the URL → a leading locale segment:    / → /es-US/, /x → /es-US/x
 * The bare `/callback` is never prefixed, so there the query parameter is used.
 * Other query parameters and the hash are kept.
 */
export function switchLocaleHref(current: SiteLocaleResolution, target: SiteLocale, search: string, hash = ''): string {
  const params = new URLSearchParams(search)
  const usesQuery = current.isCallback || (!current.localePrefix && (!!current.localeQuery || (!!current.siteQuery && !current.sitePrefix)))
  if (usesQuery) {
    params.set(LOCALE_PARAM, target.id)
    const sitePrefix = current.sitePrefix ? [current.sitePrefix] : []
    return formatHref(joinPrefix(sitePrefix, current.pathname), params, hash)
  }
  const prefix = [current.sitePrefix, target.id].filter((s): s is string => !!s)
  return formatHref(joinPrefix(prefix, current.pathname), params, hash)
}

/** Every path prefix the router must answer under, e.g. `/nw`, `/nw/es`, `/es-US`. */
export function routePrefixes(config: AppConfig): string[] {
  const prefixes = new Set<string>()
  const keysOf = (item: { id: string; alias?: string | null }) => [...new Set([item.id, item.alias])].filter((key): key is string => !!key)
  for (const site of config.sites) {
    for (const siteKey of keysOf(site)) {
      prefixes.add(`/${siteKey}`)
      for (const locale of site.l10n.supportedLocales) {
        for (const localeKey of keysOf(locale)) prefixes.add(`/${siteKey}/${localeKey}`)
      }
    }
  }
  for (const locale of defaultSite(config).l10n.supportedLocales) {
    for (const localeKey of keysOf(locale)) prefixes.add(`/${localeKey}`)
  }
  return [...prefixes]
}

export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_LOCALE_KEY)
  } catch {
    return null
  }
}

const storedLocaleListeners = new Set<() => void>()

/**
 * Calls `listener` when the stored locale changes (storeLocale here, or another tab); returns
 * the unsubscribe function. For useSyncExternalStore (lib/use-site-locale.ts).
 */
export function subscribeStoredLocale(listener: () => void): () => void {
  storedLocaleListeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SELECTED_LOCALE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    storedLocaleListeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function storeLocale(localeId: string): void {
  try {
    window.localStorage.setItem(SELECTED_LOCALE_KEY, localeId)
  } catch {
    // Storage may be unavailable (private mode, quota); the URL still carries the locale.
  }
  for (const listener of [...storedLocaleListeners]) listener()
}
