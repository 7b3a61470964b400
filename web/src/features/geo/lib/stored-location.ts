/**
 * The shopper's location, kept in the browser (localStorage `{product}_zipcode`,
 * `{product}_state`, `{product}_latitude`, `{product}_longitude`, `{product}` being the brand's
 * short name): the marketplace shows the retailers around it. The server never knows it, so a
 * rendered page is made without it and the browser applies it after hydration.
 */
import type { Place } from '@/api/types'

export interface StoredLocation {
  postalCode: string
  state: string
  lat: number
  long: number
}

const keys = (shortName: string) =>
  ({
    postalCode: `${shortName}_zipcode`,
    state: `${shortName}_state`,
    lat: `${shortName}_latitude`,
    long: `${shortName}_longitude`,
  }) as const

const listeners = new Set<() => void>()

/** The last location read, so that an unchanged store gives the same object. */
let last: { raw: string; location: StoredLocation | null } | undefined

export function readStoredLocation(shortName: string): StoredLocation | null {
  let values: (string | null)[]
  try {
    const k = keys(shortName)
    values = [k.postalCode, k.state, k.lat, k.long].map((key) => window.localStorage.getItem(key))
  } catch {
    return null
  }
  const raw = JSON.stringify(values)
  if (last?.raw === raw) return last.location
  const [postalCode, state, lat, long] = values
  const location =
    postalCode && /^\d{5}$/.test(postalCode) && state && /^[A-Z]{2}$/.test(state)
      ? { postalCode, state, lat: Number(lat), long: Number(long) }
      : null
  last = { raw, location }
  return location
}

/** Keeps a place the location rules accepted (lib/location-rules.ts) as the shopper's location. */
export function storeLocation(shortName: string, place: Place): StoredLocation {
  const location = { postalCode: place.postalCode, state: place.administrativeArea, lat: place.lat, long: place.long }
  try {
    const k = keys(shortName)
    window.localStorage.setItem(k.postalCode, location.postalCode)
    window.localStorage.setItem(k.state, location.state)
    window.localStorage.setItem(k.lat, String(location.lat))
    window.localStorage.setItem(k.long, String(location.long))
  } catch {
    // Storage refused (private mode): the location lasts this page.
  }
  for (const listener of [...listeners]) listener()
  return location
}

/** Calls `listener` when the stored location changes, here or in another tab. */
export function subscribeStoredLocation(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = () => listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
