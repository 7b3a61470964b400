import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Place } from '@/api/types'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import SetLocationModal from './set-location-modal'

const PLACES: Record<string, Place> = {
  '78205': { countryCode: 'US', country: 'United States', postalCode: '78205', administrativeArea: 'TX', lat: 29.4237, long: -98.4925 },
  '55401': { countryCode: 'US', country: 'United States', postalCode: '55401', administrativeArea: 'MN', lat: 44.9835, long: -93.2683 },
}

function geocodeHandler() {
  return http.get('*/mobify/proxy/api/custom/geocoding/v1/organizations/:org/geocode', ({ request }) => {
    const query = new URL(request.url).searchParams
    // A point: Minneapolis's is in Minnesota, any other in San Antonio.
    if (query.get('latlng'))
      return HttpResponse.json({ result: query.get('latlng')!.startsWith('44.') ? PLACES['55401'] : PLACES['78205'] })
    const code = query.get('components')?.replace('postal_code:', '') ?? ''
    const place = PLACES[code]
    return place ? HttpResponse.json({ result: place }) : HttpResponse.json({ message: 'No place' }, { status: 404 })
  })
}

const EXCLUDED = ['MN', 'NJ', 'VT', 'WI', 'WY']

afterEach(() => {
  localStorage.clear()
  delete (window as unknown as { dataLayer?: unknown }).dataLayer
})

function open(props: Partial<Parameters<typeof SetLocationModal>[0]> = {}) {
  server.use(geocodeHandler())
  const onClose = vi.fn()
  const onLocated = vi.fn()
  const result = renderWithProviders(<SetLocationModal open onClose={onClose} onLocated={onLocated} excludedStates={EXCLUDED} {...props} />)
  return {
    ...result,
    onClose,
    onLocated,
    field: screen.getByLabelText('ZIP code'),
    update: screen.getByRole('button', { name: 'Update Location' }),
  }
}

describe('SetLocationModal', () => {
  it('keeps a ZIP code of a state the brand leases in, closes, and tells the data layer', async () => {
    const { user, field, onClose, onLocated } = open()
    expect(field).toHaveFocus()
    await user.type(field, '78205{Enter}')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onLocated).toHaveBeenCalledWith({ postalCode: '78205', state: 'TX', lat: 29.4237, long: -98.4925 })
    expect(localStorage.getItem('northwind_zipcode')).toBe('78205')
    expect(localStorage.getItem('northwind_state')).toBe('TX')
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([{ event: 'mktZipSearch', zipCode: '78205', state: 'TX' }])
  })

  it('says when the state is excluded and keeps Update Location disabled', async () => {
    const { user, field, update, onClose } = open()
    await user.type(field, '55401')
    expect(
      await screen.findByText(
        'Northwind Lease is not supported in the following states: MN, NJ, VT, WI, WY. Please select a different zipcode.',
      ),
    ).toBeInTheDocument()
    expect(update).toBeDisabled()
    await user.type(field, '{Enter}')
    expect(onClose).not.toHaveBeenCalled()
    expect(localStorage.getItem('northwind_zipcode')).toBeNull()
  })

  it('asks for a ZIP code left empty, refuses one no place has, and keeps digits only', async () => {
    const { user, field, update } = open()
    expect(update).toBeDisabled()
    await user.click(field)
    await user.tab()
    expect(await screen.findByText('Zip Code Required')).toBeInTheDocument()
    await user.type(field, '0a0-000')
    expect(field).toHaveValue('00000')
    expect(await screen.findByText('Invalid Zipcode. Please enter a valid Zipcode.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it('uses the browser’s position when asked, and says when its state is excluded', async () => {
    let at = { latitude: 29.42, longitude: -98.49 }
    const getCurrentPosition = vi.fn((success: PositionCallback) => success({ coords: at } as GeolocationPosition))
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }))
    try {
      at = { latitude: 44.98, longitude: -93.27 }
      const { user, onClose } = open()
      await user.click(screen.getByRole('button', { name: 'Use my current location' }))
      expect(await screen.findByText(/is not supported in the following states/)).toBeInTheDocument()
      expect(onClose).not.toHaveBeenCalled()
      expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
        enableHighAccuracy: true,
        timeout: 5000,
        maximumAge: 0,
      })

      at = { latitude: 29.42, longitude: -98.49 }
      await user.click(screen.getByRole('button', { name: 'Use my current location' }))
      await waitFor(() => expect(onClose).toHaveBeenCalled())
      expect(localStorage.getItem('northwind_zipcode')).toBe('78205')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('shows what locating the shopper ran into', () => {
    open({ initialError: 'notLocated' })
    expect(screen.getByText("We couldn't locate you. Please allow access or enter zip manually.")).toBeInTheDocument()
  })
})
