/**
 * Which places the location picker accepts: a place in the United States or Puerto Rico with a
 * postal code and a state, where the brand leases (not one of the site's `excludedStates`).
 */
import type { Place } from '@/api/types'

export type PlaceCheck = { ok: true } | { ok: false; reason: 'invalid' | 'excluded' }

export function checkPlace(place: Place | null, excludedStates: readonly string[]): PlaceCheck {
  if (!place || !['US', 'PR'].includes(place.countryCode) || !place.postalCode || !place.administrativeArea) {
    return { ok: false, reason: 'invalid' }
  }
  const state = place.administrativeArea.toUpperCase()
  if (excludedStates.some((excluded) => excluded.toUpperCase() === state)) return { ok: false, reason: 'excluded' }
  return { ok: true }
}

/** `12a3-45678` → `12345`: the ZIP field keeps digits only, five at most. */
export const zipDigits = (text: string) => text.replace(/\D/g, '').slice(0, 5)
