import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Store } from '@/api/types'
import { fakeAuth } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { fakeShopperContext } from '@/testing/shopper-context'

const GET_STORES = '*/mobify/proxy/api/store/shopper-stores/v1/organizations/:org/stores'
const STORE_SEARCH = '*/mobify/proxy/api/store/shopper-stores/v1/organizations/:org/store-search'

function store(id: string, name: string, distance?: number): Store {
  return {
    id,
    name,
    address1: 'Schulstraße 91',
    city: 'Berlin',
    stateCode: 'BE',
    postalCode: '10178',
    countryCode: 'DE',
    latitude: 52.5219,
    longitude: 13.4132,
    ...(distance === undefined ? {} : { distance, distanceUnit: 'km' as const }),
    phone: '030 5550010',
    storeHours: '<ul class="store-hours"><li>Monday – Friday: 10:00 – 20:00</li><li>Sunday: Closed</li></ul>',
    storeLocatorEnabled: true,
    c_timeZone: 'Europe/Berlin',
    c_openingHours: {},
  }
}

const MITTE = store('de-be-berlin-1', 'Northwind Lease — Berlin Mitte')

function serve(found: Store[]) {
  const asked: string[] = []
  server.use(
    http.get(GET_STORES, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? ''
      asked.push(ids)
      const data = found.filter((s) => ids.split(',').includes(s.id))
      return HttpResponse.json({ limit: 1, offset: 0, total: data.length, data })
    }),
    http.get(STORE_SEARCH, ({ request }) => {
      const query = new URL(request.url).searchParams
      expect(query.get('latitude')).toBe('52.5219')
      expect(query.get('longitude')).toBe('13.4132')
      const data = [
        store('de-be-berlin-1', 'Northwind Lease — Berlin Mitte', 0),
        store('de-be-berlin-2', 'Northwind Lease — Prenzlauer Berg', 2.4),
        store('de-be-berlin-3', 'Northwind Lease — Kreuzberg', 3.1),
      ]
      return HttpResponse.json({ limit: 4, offset: 0, total: data.length, data })
    }),
  )
  return asked
}

describe('a store’s own page', () => {
  it('shows the store’s address, phone, hours and directions, then the other stores nearby, axe-clean', async () => {
    const asked = serve([MITTE])
    renderApp('/store-locator/de-be-berlin-1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Lease — Berlin Mitte' })).toBeInTheDocument()
    expect(asked[0]).toBe('de-be-berlin-1')
    expect(screen.getByText('Schulstraße 91')).toBeInTheDocument()
    expect(screen.getByText('10178 Berlin')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Call 030 5550010' })).toHaveAttribute('href', 'tel:0305550010')
    expect(screen.getByText('Monday – Friday: 10:00 – 20:00')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'Find another store' })).toHaveAttribute('href', '/store-locator')
    expect(document.title).toBe('Northwind Lease — Berlin Mitte | Northwind Lease')

    const nearby = await screen.findByRole('region', { name: 'Other stores nearby' })
    const cards = within(nearby).getAllByRole('article')
    // The store itself is not among the stores near it.
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Northwind Lease — Prenzlauer Berg',
      'Northwind Lease — Kreuzberg',
    ])
    expect(within(nearby).getByText('2.4 km')).toBeInTheDocument()
    await expectNoAxeViolations()

    // A nearby store's name leads to its own page.
    serve([store('de-be-berlin-2', 'Northwind Lease — Prenzlauer Berg')])
    await userEvent.click(within(nearby).getByRole('link', { name: 'Northwind Lease — Prenzlauer Berg' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Lease — Prenzlauer Berg' })).toBeInTheDocument()
  })

  it('is the not-found page for an id no store has', async () => {
    serve([])
    renderApp('/store-locator/nowhere')
    expect(await screen.findByRole('heading', { name: "The page you're looking for can't be found." })).toBeInTheDocument()
  })

  it('says so when the store cannot be read', async () => {
    server.use(http.get(GET_STORES, () => HttpResponse.json({ message: 'down' }, { status: 500 })))
    renderApp('/store-locator/de-be-berlin-1')
    expect(await screen.findByRole('alert')).toHaveTextContent('This store could not be loaded. Please try again later.')
  })
})

describe('a store’s own page: my store', () => {
  it('makes the store, or one nearby, the shopper’s store', async () => {
    serve([MITTE])
    fakeAuth.cookie = { customerId: 'guest-9', type: 'guest', usid: 'usid-guest' }
    const { user } = renderApp('/store-locator/de-be-berlin-1')
    const main = within(await screen.findByRole('main'))
    const nearby = within(await screen.findByRole('region', { name: 'Other stores nearby' }))
    // The page's own button comes first, before the nearby stores' ones.
    const [own] = main.getAllByRole('button', { name: 'Set as my store' })
    expect(nearby.queryAllByRole('button', { name: 'Set as my store' })).not.toContain(own)
    await user.click(own as HTMLElement)
    await waitFor(() => expect(fakeShopperContext.contexts.get('usid-guest')).toEqual({ storeContextData: { storeId: 'de-be-berlin-1' } }))
    expect(main.getByRole('button', { name: 'My store' })).toHaveAttribute('aria-pressed', 'true')
    expect(nearby.queryByRole('button', { name: 'My store' })).not.toBeInTheDocument()
    await expectNoAxeViolations()

    const kreuzberg = within(nearby.getByRole('article', { name: 'Northwind Lease — Kreuzberg' }))
    await user.click(kreuzberg.getByRole('button', { name: 'Set as my store' }))
    expect(await kreuzberg.findByRole('button', { name: 'My store' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(fakeShopperContext.contexts.get('usid-guest')).toEqual({ storeContextData: { storeId: 'de-be-berlin-3' } }))
    expect(main.getAllByRole('button', { name: 'My store' })).toHaveLength(1)
  })
})
