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
