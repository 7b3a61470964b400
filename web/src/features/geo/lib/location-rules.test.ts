import { describe, expect, it } from 'vitest'
import type { Place } from '@/api/types'
import { checkPlace, zipDigits } from './location-rules'

const place = (overrides: Partial<Place> = {}): Place => ({
  countryCode: 'US',
  country: 'United States',
  postalCode: '78205',
  administrativeArea: 'TX',
  lat: 29.4237,
  long: -98.4925,
  ...overrides,
})

describe('checkPlace', () => {
  it('accepts a place in the US or Puerto Rico with a postal code and a state', () => {
    expect(checkPlace(place(), ['MN'])).toEqual({ ok: true })
    expect(checkPlace(place({ countryCode: 'PR', administrativeArea: 'PR', postalCode: '00901' }), ['MN'])).toEqual({ ok: true })
  })

  it('refuses other countries, no place, and places without a code or state', () => {
    for (const bad of [null, place({ countryCode: 'CA' }), place({ postalCode: '' }), place({ administrativeArea: '' })]) {
      expect(checkPlace(bad, [])).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('refuses the states the brand does not lease in, whatever their case', () => {
    expect(checkPlace(place({ administrativeArea: 'mn' }), ['MN', 'NJ'])).toEqual({ ok: false, reason: 'excluded' })
  })
})

describe('zipDigits', () => {
  it('keeps five digits at most', () => {
    expect(zipDigits('78a2-05')).toBe('78205')
    expect(zipDigits('78205-1234')).toBe('78205')
    expect(zipDigits('abc')).toBe('')
  })
})
