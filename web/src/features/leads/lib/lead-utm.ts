/**
 * `lead_UTM__c`: the visitor's campaign parameters, visitor id and source as one query string
 * (`utm_source=email&utm_campaign=spring&davuid=100123&dasrc=web`). They come from the tracking
 * cookies kept when the visitor arrived (lib/tracking-params.ts); without any, from the page's
 * own address (`utm_*`, `gclid`, `msclkid`, `fbclid`).
 */
import { trackingCookies } from '@/lib/tracking-params'

const URL_PARAMS = new Set(['gclid', 'msclkid', 'fbclid'])

export function leadUtm(cookie: string, search: string): string {
  const fromCookies = trackingCookies(cookie)
  if (fromCookies.length > 0) return new URLSearchParams(fromCookies).toString()
  const fromUrl = [...new URLSearchParams(search)].filter(
    ([name, value]) => value !== '' && (name.startsWith('utm_') || URL_PARAMS.has(name)),
  )
  return new URLSearchParams(fromUrl).toString()
}
