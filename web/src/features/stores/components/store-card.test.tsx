import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Store } from '@/api/types'
import { renderWithProviders } from '@/testing/render'
import { StoreCard } from './store-card'

const NEW_YORK: Store = {
  id: 'us-ny-new-york-1',
  name: 'Northwind Lease — New York Midtown',
  address1: '350 Fifth Avenue',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  latitude: 40.7484,
  longitude: -73.9857,
  distance: 1.2,
  distanceUnit: 'mi',
  phone: '(212) 555-0101',
  storeHours: '<ul><li>Monday – Friday: 10:00 AM – 8:00 PM</li><li>Sunday: Closed</li></ul>',
  storeLocatorEnabled: true,
  c_timeZone: 'America/New_York',
  c_openingHours: {
    monday: { open: '10:00', close: '20:00' },
    wednesday: { open: '10:00', close: '20:00' },
    sunday: null,
  },
}

afterEach(() => vi.useRealTimers())

describe('StoreCard', () => {
  it('says whether the store is open now in its own time zone, once the page has started', async () => {
    // Wednesday 16:30 UTC: 11:30 in New York.
    vi.useFakeTimers({ now: new Date('2026-11-25T16:30:00Z'), shouldAdvanceTime: true })
    renderWithProviders(<StoreCard store={NEW_YORK} />)
    expect(await screen.findByText('Open now · until 8:00 PM')).toBeInTheDocument()
  })

  it('names the next opening when closed', async () => {
    // Wednesday 02:00 UTC: Tuesday 21:00 in New York, closed until Wednesday 10:00.
    vi.useFakeTimers({ now: new Date('2026-11-25T02:00:00Z'), shouldAdvanceTime: true })
    renderWithProviders(<StoreCard store={NEW_YORK} />)
    expect(await screen.findByText('Closed now · opens Wednesday at 10:00 AM')).toBeInTheDocument()
  })
})
