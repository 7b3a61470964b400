import { useEffect, useEffectEvent, useRef } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import { locateShopper, positionAllowed } from '../lib/locate'
import { readStoredLocation } from '../lib/stored-location'

/**
 * One automatic attempt to locate a shopper who has no stored ZIP code, when `enabled` and the
 * browser already lets the site read its position (lib/locate.ts): a place the rules accept is
 * kept; a refused one, or a position no place is near, goes to `onFailure`; a refusal only logs.
 * A shopper who has not allowed it yet uses the set-location modal ("Use my current location").
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
    if (readStoredLocation(brand.shortName)) return
    attempted.current = true
    let current = true
    void positionAllowed().then(async (allowed) => {
      if (!allowed || !current) return
      const outcome = await locateShopper({ organizationId, siteId: site.id, shortName: brand.shortName, excludedStates })
      if (current && 'failed' in outcome && outcome.failed !== 'denied') report(outcome.failed)
    })
    return () => {
      current = false
    }
  }, [enabled, excludedStates, organizationId, site.id, brand.shortName])
}
