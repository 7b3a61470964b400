import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Store } from '@/api/types'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const STORE_SEARCH = '*/mobify/proxy/api/store/shopper-stores/v1/organizations/:org/store-search'

function store(i: number, countryCode = 'DE'): Store {
  return {
    id: `store-${i}`,
    name: `Northwind Lease — Store ${i}`,
    address1: `Schulstraße ${i}`,
    city: 'Berlin',
    stateCode: 'BE',
    postalCode: '10178',
    countryCode,
    latitude: 52.52,
    longitude: 13.41,
    distance: i / 10,
    distanceUnit: 'km',
    phone: '030 5550010',
    storeHours: '<ul class="store-hours"><li>Monday – Friday: 10:00 – 20:00</li><li>Sunday: Closed</li></ul>',
    storeLocatorEnabled: true,
    c_timeZone: 'Europe/Berlin',
    c_openingHours: {},
  }
}

/** Serves `total` stores for any search and records each request's query. */
function serveStores(total = 35) {
  const requests: URLSearchParams[] = []
  server.use(
    http.get(STORE_SEARCH, ({ request }) => {
      const query = new URL(request.url).searchParams
      requests.push(query)
      const limit = Number(query.get('limit') ?? 25)
      const offset = Number(query.get('offset') ?? 0)
      const all = Array.from({ length: total }, (_, i) => store(i + 1))
      return HttpResponse.json({ limit, offset, total, data: all.slice(offset, offset + limit) })
    }),
  )
  return requests
}

/** The browser's geolocation (jsdom has none), removed after each test. */
function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('the store locator', () => {
  it('shows the stores near Germany 10178 at first, each with its details, axe-clean', async () => {
    const requests = serveStores()
    renderApp('/store-locator')
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a Store' })).toBeInTheDocument()
    const items = await screen.findAllByRole('article')
    expect(items).toHaveLength(10)
    expect(requests[0]?.get('countryCode')).toBe('DE')
    expect(requests[0]?.get('postalCode')).toBe('10178')
    expect(requests[0]?.get('limit')).toBe('10')
    expect(requests[0]?.get('maxDistance')).toBe('100')
    expect(requests[0]?.get('distanceUnit')).toBe('km')

    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE')
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('10178')
    const first = within(items[0] as HTMLElement)
    expect(first.getByRole('heading', { name: 'Northwind Lease — Store 1' })).toBeInTheDocument()
    expect(first.getByText('Schulstraße 1')).toBeInTheDocument()
    expect(first.getByText('10178 Berlin')).toBeInTheDocument()
    expect(first.getByText('0.1 km')).toBeInTheDocument()
    expect(first.getByRole('link', { name: 'Call 030 5550010' })).toHaveAttribute('href', 'tel:0305550010')
    expect(first.getByText('Monday – Friday: 10:00 – 20:00')).toBeInTheDocument()
    expect(first.getByText('Sunday: Closed')).toBeInTheDocument()
    const directions = first.getByRole('link', { name: /Directions/ })
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=52.52,13.41')
    expect(directions).toHaveAttribute('target', '_blank')
    expect(directions).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(screen.getByText('Showing 10 of 35 stores')).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('says it is loading, then loads 10 more per "Load more" until all are shown', async () => {
    const requests = serveStores(25)
    const { user } = renderApp('/store-locator')
    expect(await screen.findByText('Loading locations...')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    expect(requests.at(-1)?.get('limit')).toBe('20')
    expect(requests.at(-1)?.get('offset')).toBe('0')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25))
    expect(requests.at(-1)?.get('limit')).toBe('30')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('asks for a postal code by the field, clears the message on edit, then searches the country and code', async () => {
    const requests = serveStores()
    const { user } = renderApp('/store-locator')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    const postalCode = screen.getByRole('textbox', { name: 'Postal code' })
    await user.clear(postalCode)
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }))
    expect(postalCode).toHaveAttribute('aria-invalid', 'true')
    expect(postalCode).toHaveAccessibleDescription('Please enter a postal code.')
    expect(postalCode).toHaveFocus()
    await expectNoAxeViolations()

    await user.type(postalCode, '10001')
    expect(screen.queryByText('Please enter a postal code.')).not.toBeInTheDocument()
    expect(postalCode).not.toHaveAttribute('aria-invalid')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States')
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(requests.at(-1)?.get('postalCode')).toBe('10001'))
    expect(requests.at(-1)?.get('countryCode')).toBe('US')
    expect(requests.at(-1)?.get('limit')).toBe('10')
  })

  it('says when there are no locations in the area', async () => {
    serveStores(0)
    renderApp('/store-locator')
    expect(await screen.findByText('Sorry, there are no locations in this area')).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('asks consent before using the location, then searches around the position', async () => {
    const requests = serveStores()
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 40.750504, longitude: -73.993439 } } as GeolocationPosition),
    )
    stubGeolocation(getCurrentPosition)
    const { user } = renderApp('/store-locator')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))

    const useLocation = screen.getByRole('button', { name: 'Use my location' })
    await user.click(useLocation)
    const consent = screen.getByRole('group', { name: 'Please agree to share your location' })
    expect(getCurrentPosition).not.toHaveBeenCalled()
    expect(within(consent).getByRole('button', { name: 'Agree' })).toHaveFocus()
    await expectNoAxeViolations()

    await user.click(within(consent).getByRole('button', { name: 'Cancel' }))
    expect(consent).not.toBeInTheDocument()
    expect(useLocation).toHaveFocus()
    expect(getCurrentPosition).not.toHaveBeenCalled()

    await user.click(useLocation)
    await user.click(screen.getByRole('button', { name: 'Agree' }))
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 0,
    })
    await waitFor(() => expect(requests.at(-1)?.get('latitude')).toBe('40.750504'))
    expect(requests.at(-1)?.get('longitude')).toBe('-73.993439')
    expect(requests.at(-1)?.has('postalCode')).toBe(false)
  })

  it('says so when the location is refused', async () => {
    serveStores()
    const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' }),
    )
    stubGeolocation(getCurrentPosition)
    const { user } = renderApp('/store-locator')
    await user.click(await screen.findByRole('button', { name: 'Use my location' }))
    await user.click(screen.getByRole('button', { name: 'Agree' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/permission was denied/)
  })

  it('is in Spanish under /es', async () => {
    const requests = serveStores()
    renderApp('/es/store-locator')
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar una tienda' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    expect(requests[0]?.get('locale')).toBe('es-US')
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument()
  })
})
