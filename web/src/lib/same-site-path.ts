/**
 * Client-side redirect targets never leave our origin. A value qualifies as an app path only
 * when it starts with '/' and, resolved the way a browser resolves it, stays on the page's
 * origin: `//evil.example`, `/\evil.example`, `/\t/evil.example` (tabs and newlines are
 * dropped by the URL parser) and absolute URLs do not. A navigation to such a path through the
 * router would leave the site: history.pushState refuses another origin, and the router then
 * falls back to a full page load of it.
 */
const BASE = 'https://app.invalid'

/** The path (with query and hash) when `value` is a path on this site, else null. */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  return `${url.pathname}${url.search}${url.hash}`
}
