import { describe, expect, it } from 'vitest'
import {
  addressLines,
  canLoadMore,
  directionsUrl,
  nextLimit,
  originKey,
  storeHoursLines,
  storeSearchQuery,
  telHref,
  validateSearchForm,
} from './store-search'

describe('the store search rules', () => {
  it('grows the load-more count by 10 up to 200', () => {
    expect(nextLimit(10)).toBe(20)
    expect(nextLimit(190)).toBe(200)
    expect(nextLimit(195)).toBe(200)
    expect(nextLimit(200)).toBe(200)
    expect(canLoadMore(10, 35)).toBe(true)
    expect(canLoadMore(40, 35)).toBe(false)
    expect(canLoadMore(200, 500)).toBe(false)
  })

  it('builds the query of a postal code or a point: 100 km, from the first store', () => {
    expect(storeSearchQuery({ countryCode: 'DE', postalCode: ' 10178 ' }, 10)).toEqual({
      countryCode: 'DE',
      postalCode: '10178',
      maxDistance: 100,
      distanceUnit: 'km',
      limit: 10,
      offset: 0,
    })
    expect(storeSearchQuery({ latitude: 52.520008123, longitude: 13.404954987 }, 20)).toEqual({
      latitude: 52.520008,
      longitude: 13.404955,
      maxDistance: 100,
      distanceUnit: 'km',
      limit: 20,
      offset: 0,
    })
    expect(originKey({ countryCode: 'US', postalCode: '10001' })).toBe('US:10001')
  })

  it('requires a country and a postal code', () => {
    expect(validateSearchForm({ countryCode: '', postalCode: '  ' })).toEqual({ countryCode: 'required', postalCode: 'required' })
    expect(validateSearchForm({ countryCode: 'DE', postalCode: '10178' })).toEqual({})
  })

  it('reads the store hours HTML as lines of text, never markup', () => {
    expect(storeHoursLines('<ul class="store-hours"><li>Monday – Friday: 10:00 – 20:00</li><li>Sunday: Closed</li></ul>')).toEqual([
      'Monday – Friday: 10:00 – 20:00',
      'Sunday: Closed',
    ])
    expect(storeHoursLines('Mo &amp; Di: 9–18<br/>Sa: <b>10–14</b><script>x</script>')).toEqual(['Mo & Di: 9–18', 'Sa: 10–14x'])
    expect(storeHoursLines('')).toEqual([])
  })

  it('writes addresses, directions and phone links', () => {
    const store = { address1: '350 5th Ave', city: 'New York', stateCode: 'NY', postalCode: '10118', countryCode: 'US' }
    expect(addressLines(store)).toEqual(['350 5th Ave', 'New York, NY 10118'])
    expect(addressLines({ ...store, countryCode: 'DE', city: 'Berlin', postalCode: '10178' })).toEqual(['350 5th Ave', '10178 Berlin'])
    expect(directionsUrl(52.52, 13.41)).toBe('https://www.google.com/maps/dir/?api=1&destination=52.52,13.41')
    expect(telHref('+1 (212) 555-0100')).toBe('tel:+12125550100')
  })
})
