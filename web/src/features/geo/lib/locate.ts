/**
 * Locating the shopper: the browser's position (high accuracy, nothing cached, 5 seconds at
 * most), then the place of its nearest ZIP code. A place the location rules accept is kept as
 * the shopper's location and `mktZipSearch` is pushed; otherwise the outcome says why.
 */
import { pushDataLayer } from '@/lib/data-layer'
import { geocode } from '../api/geocode'
import { checkPlace } from './location-rules'
import { storeLocation, type StoredLocation } from './stored-location'

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 }

export type LocateOutcome = { located: StoredLocation } | { failed: 'notLocated' | 'excluded' | 'denied' }

export function locateShopper({
  organizationId,
  siteId,
  shortName,
  excludedStates,
}: {
  organizationId: string
  siteId: string
  shortName: string
  excludedStates: readonly string[]
}): Promise<LocateOutcome> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({ failed: 'notLocated' })
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { lat: position.coords.latitude, long: position.coords.longitude }
        geocode({ organizationId, siteId, where: point }).then(
          (place) => {
            const check = checkPlace(place, excludedStates)
            if (check.ok && place) {
              const located = storeLocation(shortName, place)
              pushDataLayer({ event: 'mktZipSearch', zipCode: located.postalCode, state: located.state })
              resolve({ located })
            } else resolve({ failed: !check.ok && check.reason === 'excluded' ? 'excluded' : 'notLocated' })
          },
          (error: unknown) => {
            console.warn('Geocoding the browser’s position failed', error)
            resolve({ failed: 'notLocated' })
          },
        )
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) console.info('Location not shared: the shopper can enter a ZIP code')
        resolve({ failed: error.code === error.PERMISSION_DENIED ? 'denied' : 'notLocated' })
      },
      GEOLOCATION_OPTIONS,
    )
  })
}

/**
 * Whether the browser lets this site read its position without asking: an automatic attempt
 * never puts a permission prompt in front of a shopper who did not ask for one (browsers and
 * Lighthouse count a prompt on load against a page).
 */
export async function positionAllowed(): Promise<boolean> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted'
  } catch {
    return false
  }
}
