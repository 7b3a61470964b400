import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Store } from '@/api/types'
import { searchStoresQueryOptions } from '@/features/stores/api/search-stores'
import { DEFAULT_ORIGIN } from '@/features/stores/lib/store-search'
import { createQueryClient } from '@/lib/query-client'
import { fakeAuth } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { appConfigFixture } from '@/testing/fixtures'
import { preloadPages, renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { fakeShopperContext } from '@/testing/shopper-context'

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

// The page module is loaded before the first story, which would otherwise wait out its first
// (cold) load, on a busy machine longer than it waits for the page.
beforeAll(() => preloadPages('/store-locator'), 60_000)

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

  it('says at the field when no place in the country has the postal code, until it is edited', async () => {
    serveStores()
    const { user } = renderApp('/store-locator')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    server.use(
      http.get(STORE_SEARCH, () =>
        HttpResponse.json(
          {
            message: 'No place in Germany has the postal code 00000.',
            parameter: 'postalCode',
            type: 'bad-request',
            title: 'Bad Request',
            detail: 'x',
          },
          { status: 400 },
        ),
      ),
    )
    const postalCode = screen.getByRole('textbox', { name: 'Postal code' })
    await user.clear(postalCode)
    await user.type(postalCode, '00000')
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }))
    const message = 'We couldn’t find this postal code in the country chosen. Please check it and try again.'
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription(message))
    expect(postalCode).toHaveAttribute('aria-invalid', 'true')
    expect(postalCode).toHaveFocus()
    // Not also a failed search below.
    expect(screen.queryByText(/Stores could not be loaded/)).not.toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    await expectNoAxeViolations()

    await user.type(postalCode, '1')
    expect(screen.queryByText(message)).not.toBeInTheDocument()
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

    // Escape cancels too, and the focus goes back to the button.
    await user.click(useLocation)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Please agree to share your location' })).not.toBeInTheDocument()
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

/** A returning guest: the refresh cookie of the session `usid-guest` (customer `guest-9`). */
function returningGuest() {
  fakeAuth.cookie = { customerId: 'guest-9', type: 'guest', usid: 'usid-guest' }
}

const card = (name: string) => within(screen.getByRole('article', { name }))

describe('the store locator: my store', () => {
  it('makes a store the shopper’s store (storeContextData), shown on its card, and again on the next visit', async () => {
    serveStores()
    returningGuest()
    const { user, unmount } = renderApp('/store-locator')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    const set = card('Northwind Lease — Store 2').getByRole('button', { name: 'Set as my store' })
    expect(set).toHaveAttribute('aria-pressed', 'false')
    await user.click(set)
    const mine = await card('Northwind Lease — Store 2').findByRole('button', { name: 'My store' })
    expect(mine).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(fakeShopperContext.contexts.get('usid-guest')).toEqual({ storeContextData: { storeId: 'store-2' } }))
    // The other stores are still offered.
    expect(card('Northwind Lease — Store 1').getByRole('button', { name: 'Set as my store' })).toHaveAttribute('aria-pressed', 'false')
    await expectNoAxeViolations()

    // A new visit reads it from the session's context.
    unmount()
    renderApp('/store-locator')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    expect(await card('Northwind Lease — Store 2').findByRole('button', { name: 'My store' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('button', { name: 'My store' })).toHaveLength(1)
  })

  it('merges the store into a context the session has, keeping its qualifiers, and moves the mark to another store', async () => {
    serveStores()
    returningGuest()
    fakeShopperContext.contexts.set('usid-guest', { customQualifiers: { customerGuid: 'g-1' }, storeContextData: { storeId: 'store-1' } })
    const { user } = renderApp('/store-locator')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    expect(await card('Northwind Lease — Store 1').findByRole('button', { name: 'My store' })).toBeInTheDocument()
    await user.click(card('Northwind Lease — Store 3').getByRole('button', { name: 'Set as my store' }))
    expect(await card('Northwind Lease — Store 3').findByRole('button', { name: 'My store' })).toBeInTheDocument()
    await waitFor(() => expect(card('Northwind Lease — Store 1').getByRole('button', { name: 'Set as my store' })).toBeInTheDocument())
    expect(fakeShopperContext.calls.filter((call) => !call.startsWith('GET '))).toEqual(['PATCH usid-guest'])
    expect(fakeShopperContext.contexts.get('usid-guest')).toEqual({
      customQualifiers: { customerGuid: 'g-1' },
      storeContextData: { storeId: 'store-3' },
    })
  })

  it('says so on the card and logs "{shortName}-CP: …" with the customer id when the store cannot be saved', async () => {
    serveStores()
    returningGuest()
    fakeShopperContext.fail('PUT', 500, 'The context store is down.')
    const { user } = renderApp('/store-locator')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    await user.click(card('Northwind Lease — Store 2').getByRole('button', { name: 'Set as my store' }))
    expect(await card('Northwind Lease — Store 2').findByRole('alert')).toHaveTextContent(
      'Your store could not be saved. Please try again.',
    )
    expect(card('Northwind Lease — Store 2').getByRole('button', { name: 'Set as my store' })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() =>
      expect(fakeAuth.logs).toContainEqual({
        level: 'error',
        message: 'northwind-CP: The context store is down.',
        correlationId: 'guest-9',
      }),
    )
    await expectNoAxeViolations()

    // Trying again once it works: the message goes, the store is saved.
    fakeShopperContext.failures.clear()
    await user.click(card('Northwind Lease — Store 2').getByRole('button', { name: 'Set as my store' }))
    expect(await card('Northwind Lease — Store 2').findByRole('button', { name: 'My store' })).toBeInTheDocument()
    expect(card('Northwind Lease — Store 2').queryByRole('alert')).not.toBeInTheDocument()
    await waitFor(() => expect(fakeShopperContext.contexts.get('usid-guest')).toEqual({ storeContextData: { storeId: 'store-2' } }))
  })

  it('takes a store chosen before the session has started, and saves it once it has', async () => {
    serveStores()
    returningGuest()
    let release = () => {}
    const started = new Promise<void>((resolve) => (release = resolve))
    // The session's token waits (then the usual answer, the next handler's).
    server.use(http.post('*/mobify/proxy/api/shopper/auth/v1/organizations/:org/oauth2/token', () => started.then(() => undefined)))
    // The stores as the server rendered them (the search itself waits for the session's token too).
    const queryClient = createQueryClient()
    const options = searchStoresQueryOptions({
      organizationId: appConfigFixture.organizationId,
      siteId: 'northwind',
      locale: 'en-US',
      origin: DEFAULT_ORIGIN,
      limit: 10,
    })
    queryClient.setQueryData(options.queryKey, {
      limit: 10,
      offset: 0,
      total: 10,
      data: Array.from({ length: 10 }, (_, i) => store(i + 1)),
    })
    const { user } = renderApp('/store-locator', { queryClient })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    await user.click(card('Northwind Lease — Store 4').getByRole('button', { name: 'Set as my store' }))
    expect(card('Northwind Lease — Store 4').getByRole('button', { name: 'My store' })).toHaveAttribute('aria-pressed', 'true')
    expect(fakeShopperContext.calls).toEqual([])

    release()
    await waitFor(() => expect(fakeShopperContext.contexts.get('usid-guest')).toEqual({ storeContextData: { storeId: 'store-4' } }))
    expect(card('Northwind Lease — Store 4').getByRole('button', { name: 'My store' })).toBeInTheDocument()
  })
})
