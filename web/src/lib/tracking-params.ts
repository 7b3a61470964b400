/**
 * The tracking parameters a link that leaves for a partner's site carries: the visitor's own,
 * kept as cookies when they arrived (campaign `utm_*`, paid-click ids, the visitor id and
 * source, a referral code). A parameter the link sets itself is kept as it is.
 */
const TRACKED = new Set(['gclid', 'msclkid', 'fbclid', 'davuid', 'dasrc', 'referral_code'])

const isTracked = (name: string) => TRACKED.has(name) || name.startsWith('utm_')

/** The tracked cookies of a `document.cookie` string, by name, in their order. */
export function trackingCookies(cookie: string): [string, string][] {
  const found: [string, string][] = []
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    const raw = part.slice(at + 1).trim()
    if (!isTracked(name) || !raw) continue
    let value: string
    try {
      value = decodeURIComponent(raw)
    } catch {
      continue
    }
    found.push([name, value])
  }
  return found
}

/** `url` (http or https) with the cookies' tracking parameters it does not set itself; null for any other URL. */
export function withTrackingParams(url: string, cookie: string): string | null {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return null
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null
  for (const [name, value] of trackingCookies(cookie)) {
    if (!target.searchParams.has(name)) target.searchParams.set(name, value)
  }
  return target.toString()
}

/*
 * Capture: the tracking parameters a visit arrives with, kept as first-party cookies so a lead
 * or a link that leaves later in the visit (or a later visit) still carries them. Only with the
 * visitor's marketing consent (app/layout/tracking-capture.tsx asks); the rules here are pure.
 */

const DAY_SECONDS = 24 * 60 * 60

/** A referral code is kept for a week. */
export const REFERRAL_DAYS = 7
/** The visitor id and the source, the paid-click ids and the campaign: two weeks. */
export const VISITOR_DAYS = 14
export const CLICK_DAYS = 14
export const UTM_DAYS = 14
/** A campaign that came from our mobile app or a refer-a-friend link counts for a week only. */
export const SHORT_UTM_DAYS = 7

/** The source a visitor has when their link names none. */
export const DEFAULT_SOURCE = 'web'
/** `utm_source` values of links in our mobile app, and `utm_medium` values of refer-a-friend links. */
export const MOBILE_APP_SOURCES: ReadonlySet<string> = new Set(['mobile-app', 'app'])
export const REFER_A_FRIEND_MEDIUMS: ReadonlySet<string> = new Set(['raf', 'refer-a-friend'])

/** A value longer than this is not a campaign's: it is dropped rather than kept in every request's cookies. */
const MAX_VALUE_CHARS = 256

const CLICK_IDS = ['gclid', 'msclkid', 'fbclid'] as const

/** A cookie to set: its name, value and lifetime in days. */
export interface TrackingCookie {
  name: string
  value: string
  days: number
}

/** What a visit changes: cookies to set and the names of cookies to remove. */
export interface TrackingCapture {
  set: TrackingCookie[]
  remove: string[]
}

/**
 * A visitor id: a three-digit random number (100 plus up to 899, from `random` in [0, 1))
 * followed by the time in milliseconds, so two visitors of the same millisecond still differ.
 */
export function visitorId(random: number, now: number): string {
  return `${100 + Math.floor(random * 900)}${Math.floor(now)}`
}

/**
 * Hosts of the major search engines (a suffix of the referrer's host name, or `google.` and
 * `yahoo.` with any country ending).
 */
const SEARCH_ENGINE_HOSTS = ['bing.com', 'duckduckgo.com', 'baidu.com', 'ecosia.org', 'ask.com', 'aol.com', 'search.brave.com']
const SEARCH_ENGINE_NAMES = ['google', 'yahoo', 'yandex']

/** Whether `referrer` (a page's `document.referrer`) is a search engine's results. */
export function isSearchEngineReferrer(referrer: string): boolean {
  let host: string
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
    host = url.hostname.toLowerCase()
  } catch {
    return false
  }
  if (SEARCH_ENGINE_HOSTS.some((engine) => host === engine || host.endsWith(`.${engine}`))) return true
  // google.com, www.google.co.uk, www.google.com.mx, es.search.yahoo.com, yandex.ru: the name,
  // then a top-level domain alone or a country's (a short label and two letters).
  const labels = host.split('.')
  return labels.some((label, at) => {
    if (!SEARCH_ENGINE_NAMES.includes(label)) return false
    const rest = labels.slice(at + 1)
    return rest.length === 1 || (rest.length === 2 && rest[0]!.length <= 3 && rest[1]!.length === 2)
  })
}

const usable = (value: string | null): value is string => value !== null && value !== '' && value.length <= MAX_VALUE_CHARS

/**
 * What a visit keeps, from its address's query (`search`), the page it came from (`referrer`,
 * empty for a move within the site) and the cookies already there:
 * - `referral_code` for 7 days; `gclid`, `msclkid`, `fbclid` for 14 days.
 * - `davuid` and `dasrc` for 14 days: the link's own, else the ones kept, else a new visitor id
 *   and the source `web`.
 * - `utm_*`: a link with any replaces the campaign kept (the ones it lacks are removed, so two
 *   campaigns never mix), for 14 days, or 7 when it came from the mobile app or a refer-a-friend
 *   link. A link without any from a search engine's results (and no paid-click id) is an organic
 *   visit: `utm_medium=organic` replaces the campaign kept.
 */
export function captureTracking({
  search,
  referrer,
  cookie,
  random,
  now,
}: {
  search: string
  referrer: string
  cookie: string
  random: number
  now: number
}): TrackingCapture {
  const params = new URLSearchParams(search)
  const kept = new Map(trackingCookies(cookie))
  const set: TrackingCookie[] = []
  const remove: string[] = []

  const referral = params.get('referral_code')
  if (usable(referral)) set.push({ name: 'referral_code', value: referral, days: REFERRAL_DAYS })
  for (const name of CLICK_IDS) {
    const value = params.get(name)
    if (usable(value)) set.push({ name, value, days: CLICK_DAYS })
  }

  const davuid = params.get('davuid')
  if (usable(davuid)) set.push({ name: 'davuid', value: davuid, days: VISITOR_DAYS })
  else if (!kept.has('davuid')) set.push({ name: 'davuid', value: visitorId(random, now), days: VISITOR_DAYS })
  const dasrc = params.get('dasrc')
  if (usable(dasrc)) set.push({ name: 'dasrc', value: dasrc, days: VISITOR_DAYS })
  else if (!kept.has('dasrc')) set.push({ name: 'dasrc', value: DEFAULT_SOURCE, days: VISITOR_DAYS })

  let campaign = new Map<string, string>()
  for (const [name, value] of params) {
    if (name.startsWith('utm_') && name.length > 4 && usable(value) && !campaign.has(name)) campaign.set(name, value)
  }
  const paidClick = CLICK_IDS.some((name) => params.has(name))
  if (campaign.size === 0 && !paidClick && referrer && isSearchEngineReferrer(referrer)) {
    campaign = new Map([['utm_medium', 'organic']])
  }
  if (campaign.size > 0) {
    const short =
      MOBILE_APP_SOURCES.has(campaign.get('utm_source')?.toLowerCase() ?? '') ||
      REFER_A_FRIEND_MEDIUMS.has(campaign.get('utm_medium')?.toLowerCase() ?? '')
    for (const [name, value] of campaign) set.push({ name, value, days: short ? SHORT_UTM_DAYS : UTM_DAYS })
    for (const name of kept.keys()) if (name.startsWith('utm_') && !campaign.has(name)) remove.push(name)
  }
  return { set, remove }
}

/**
 * Cookies kept whatever the visitor chose: the referral code decides which retailers a referred
 * shopper is shown (the referral's own terms), so it is part of the service they followed, not
 * tracking of them.
 */
export const FUNCTIONAL_COOKIES: ReadonlySet<string> = new Set(['referral_code'])

/** The names of the tracking cookies in a `document.cookie` string (what an opt-out removes). */
export function trackingCookieNames(cookie: string): string[] {
  const names: string[] = []
  for (const part of cookie.split(';')) {
    const name = part.slice(0, part.indexOf('=') < 0 ? undefined : part.indexOf('=')).trim()
    if (name && isTracked(name) && !FUNCTIONAL_COOKIES.has(name) && !names.includes(name)) names.push(name)
  }
  return names
}

/** The `document.cookie` assignment that sets `cookie` for the whole site (Secure on https). */
export function cookieAssignment({ name, value, days }: TrackingCookie, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${days * DAY_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The `document.cookie` assignment that removes the cookie `name`. */
export function cookieRemoval(name: string): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Lax`
}

/** Removes the tracking cookies this site's pages can see (the visitor no longer allows them). */
export function removeTrackingCookies(): void {
  for (const name of trackingCookieNames(document.cookie)) document.cookie = cookieRemoval(name)
}
