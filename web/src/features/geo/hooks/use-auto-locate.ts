import { useEffect, useEffectEvent, useRef } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { pushDataLayer } from '@/lib/data-layer'
import { useSiteLocale } from '@/lib/use-site-locale'
import { geocode } from '../api/geocode'
import { checkPlace } from '../lib/location-rules'
import { readStoredLocation, storeLocation } from '../lib/stored-location'

/** The browser's position: high accuracy, nothing cached, 5 seconds at most. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 }

/**
 * One automatic attempt to locate a shopper who has no stored ZIP code, when `enabled`: the
 * browser's position, then the place of its nearest ZIP code. A place the location rules accept
 * is kept (and `mktZipSearch` pushed); one they refuse, or a position no place is near, is
 * reported to `onFailure` ('notLocated' or 'excluded'); a refused permission only logs.
 */
export function useAutoLocate({
  enabled,
  excludedStates,
  onFailure,
}: {
  enabled: boolean
  excludedStates: readonly string[] | undefined
  onFailure: (reason: 'notLocated' | 'excluded') => void
}) {
  const { organizationId, brand } = useAppConfig()
  const { site } = useSiteLocale()
  const attempted = useRef(false)
  const report = useEffectEvent((reason: 'notLocated' | 'excluded') => onFailure(reason))

  useEffect(() => {
    if (!enabled || excludedStates === undefined || attempted.current) return
    if (readStoredLocation(brand.shortName) || !('geolocation' in navigator)) return
    attempted.current = true
    let current = true
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { lat: position.coords.latitude, long: position.coords.longitude }
        void geocode({ organizationId, siteId: site.id, where: point })
          .catch((error: unknown) => {
            console.warn('Geocoding the browser’s position failed', error)
            return null
          })
          .then((place) => {
            if (!current) return
            const check = checkPlace(place, excludedStates)
            if (check.ok && place) {
              const location = storeLocation(brand.shortName, place)
              pushDataLayer({ event: 'mktZipSearch', zipCode: location.postalCode, state: location.state })
            } else {
              report(check.ok || check.reason !== 'excluded' ? 'notLocated' : 'excluded')
            }
          })
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) console.info('Location not shared: the shopper can enter a ZIP code')
        else if (current) report('notLocated')
      },
      GEOLOCATION_OPTIONS,
    )
    return () => {
      current = false
    }
  }, [enabled, excludedStates, organizationId, site.id, brand.shortName])
}
