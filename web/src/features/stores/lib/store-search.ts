/**
 * The store locator's rules: the search's constants, the load-more
 * count, the search's query parameters, the form's validation, and what a store shows (its
 * hours as lines of text, its directions and phone links). Pure: no React, no browser.
 */

/**
 * The search: max distance 100 km, initial page 10 (3 in the header's store panel), limit 200,
 * unit km, default DE 10178.
 */
export const STORE_SEARCH = {
  maxDistance: 100,
  distanceUnit: 'km',
  initialLimit: 10,
  panelLimit: 3,
  step: 10,
  maxLimit: 200,
  defaultCountry: 'DE',
  defaultPostalCode: '10178',
} as const

/** The countries offered, in the list's order (United States, Germany). */
export const STORE_COUNTRIES = ['US', 'DE'] as const
export type StoreCountry = (typeof STORE_COUNTRIES)[number]

/** What a search is around: a country's postal code, or a point (the shopper's position). */
export type StoreSearchOrigin = { countryCode: string; postalCode: string } | { latitude: number; longitude: number }

export const DEFAULT_ORIGIN: StoreSearchOrigin = { countryCode: STORE_SEARCH.defaultCountry, postalCode: STORE_SEARCH.defaultPostalCode }

/** A store's own page. */
export function storePath(storeId: string): string {
  return `/store-locator/${encodeURIComponent(storeId)}`
}

/** The count after one more "Load more": 10 more, never above 200. */
export function nextLimit(limit: number): number {
  return Math.min(limit + STORE_SEARCH.step, STORE_SEARCH.maxLimit)
}

/** Whether "Load more" has more to show: fewer shown than there are, and below the cap. */
export function canLoadMore(limit: number, total: number): boolean {
  return limit < total && limit < STORE_SEARCH.maxLimit
}

/** A point's coordinate as sent: six decimals (about 10 cm) keep the key stable. */
const coordinate = (value: number) => Number(value.toFixed(6))

/** The store search's query (without siteId and locale) for an origin and a count. */
export function storeSearchQuery(origin: StoreSearchOrigin, limit: number) {
  const where =
    'postalCode' in origin
      ? { countryCode: origin.countryCode, postalCode: origin.postalCode.trim() }
      : { latitude: coordinate(origin.latitude), longitude: coordinate(origin.longitude) }
  return { ...where, maxDistance: STORE_SEARCH.maxDistance, distanceUnit: STORE_SEARCH.distanceUnit, limit, offset: 0 }
}

/** The part of a query key that names the origin: two searches of one origin share it. */
export function originKey(origin: StoreSearchOrigin): string {
  return 'postalCode' in origin
    ? `${origin.countryCode}:${origin.postalCode.trim()}`
    : `${coordinate(origin.latitude)},${coordinate(origin.longitude)}`
}

export interface SearchFormValues {
  countryCode: string
  postalCode: string
}

export type SearchFormErrors = Partial<Record<keyof SearchFormValues, 'required'>>

/** A country is required (there is a list), and so is a postal code. */
export function validateSearchForm({ countryCode, postalCode }: SearchFormValues): SearchFormErrors {
  const errors: SearchFormErrors = {}
  if (!countryCode) errors.countryCode = 'required'
  if (!postalCode.trim()) errors.postalCode = 'required'
  return errors
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

/**
 * A store's hours (the server's HTML list, not sanitized) as lines of text: each list item,
 * paragraph or line break ends a line, every other tag is dropped, and the common entities
 * are read. Shown as text, never as HTML.
 */
export function storeHoursLines(html: string): string[] {
  return html
    .replace(/<\s*(br|\/li|\/p|\/div|\/tr|li|p|div|tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** Google Maps directions to a point. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`
}

/** A phone number as a `tel:` link: its digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Spec: the browser's position with high accuracy, nothing cached, 5 seconds at most. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 }

/** A store's address as lines: the street, then the town as the country writes it. */
export function addressLines(store: {
  address1: string
  city: string
  stateCode: string
  postalCode: string
  countryCode: string
}): string[] {
  const town = store.countryCode === 'US' ? `${store.city}, ${store.stateCode} ${store.postalCode}` : `${store.postalCode} ${store.city}`
  return [store.address1, town.trim()].filter(Boolean)
}
