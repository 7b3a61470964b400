import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Store } from '@/api/types'
import { fakeAuth } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { fakeShopperContext } from '@/testing/shopper-context'

const STORE_SEARCH = '*/mobify/proxy/api/store/shopper-stores/v1/organizations/:org/store-search'

function store(i: number): Store {
  return {
    id: `us-ny-${i}`,
    name: `Northwind Lease — New York ${i}`,
    address1: `${i} Fifth Avenue`,
    city: 'New York',
    stateCode: 'NY',
    postalCode: '10001',
    countryCode: 'US',
    latitude: 40.75,
    longitude: -73.99,
    distance: i / 10,
    distanceUnit: 'km',
    phone: '(212) 555-0101',
    storeHours: '<ul><li>Monday – Friday: 10:00 AM – 8:00 PM</li></ul>',
    storeLocatorEnabled: true,
    c_timeZone: 'America/New_York',
    c_openingHours: {},
  }
}

/** Serves 25 stores to any search and records each request's query. */
function serveStores(total = 25) {
  const requests: URLSearchParams[] = []
  server.use(
    http.get(STORE_SEARCH, ({ request }) => {
      const query = new URL(request.url).searchParams
      requests.push(query)
      const limit = Number(query.get('limit'))
      const all = Array.from({ length: total }, (_, i) => store(i + 1))
      return HttpResponse.json({ limit, offset: 0, total, data: all.slice(0, limit) })
    }),
  )
  return requests
}

const storeButton = async (name = 'Find a store') => within(await screen.findByRole('banner')).findByRole('button', { name })

describe('header: the store panel', () => {
  it('opens from the header, searches with 3 stores first and 10 more per "Load more", and closes on Escape back to its button', async () => {
    const requests = serveStores()
    const { user } = renderApp('/')
    const button = await storeButton()
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(button)
    const panel = await screen.findByRole('dialog', { name: 'Find a store' })
    // The focus is in the panel, and the page behind it is out of reach.
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement))
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(3))
    expect(requests.at(-1)?.get('limit')).toBe('3')
    expect(within(panel).getByText('Showing 3 of 25 stores')).toBeInTheDocument()
    await expectNoAxeViolations()

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Country' }), 'United States')
    const postalCode = within(panel).getByRole('textbox', { name: 'Postal code' })
    await user.clear(postalCode)
    await user.type(postalCode, '10001')
    await user.click(within(panel).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(requests.at(-1)?.get('postalCode')).toBe('10001'))
    expect(requests.at(-1)?.get('countryCode')).toBe('US')
    expect(requests.at(-1)?.get('limit')).toBe('3')
    await user.click(await within(panel).findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(13))
    expect(requests.at(-1)?.get('limit')).toBe('13')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')

    // It opens again (its × closes it too, back to the button).
    await user.click(button)
    const again = await screen.findByRole('dialog', { name: 'Find a store' })
    await user.click(within(again).getByRole('button', { name: 'Close store search' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })

  it('leads to the full store locator, closing itself', async () => {
    serveStores()
    const { user } = renderApp('/')
    await user.click(await storeButton())
    const panel = await screen.findByRole('dialog', { name: 'Find a store' })
    await user.click(within(panel).getByRole('link', { name: 'See all stores on the store locator' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a Store' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/store-locator$/)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('sets the shopper’s store from a store of the panel', async () => {
    serveStores()
    fakeAuth.cookie = { customerId: 'guest-9', type: 'guest', usid: 'usid-guest' }
    fakeShopperContext.contexts.set('usid-guest', { customQualifiers: { customerGuid: 'g-1' } })
    const { user } = renderApp('/')
    await user.click(await storeButton())
    const panel = await screen.findByRole('dialog', { name: 'Find a store' })
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(3))
    const second = within(within(panel).getByRole('article', { name: 'Northwind Lease — New York 2' }))
    await user.click(second.getByRole('button', { name: 'Set as my store' }))
    expect(await second.findByRole('button', { name: 'My store' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() =>
      expect(fakeShopperContext.contexts.get('usid-guest')).toEqual({
        customQualifiers: { customerGuid: 'g-1' },
        storeContextData: { storeId: 'us-ny-2' },
      }),
    )
  })

  it('is in Spanish under /es', async () => {
    serveStores()
    const { user } = renderApp('/es/')
    await user.click(await storeButton('Buscar una tienda'))
    const panel = await screen.findByRole('dialog', { name: 'Buscar una tienda' })
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(3))
    expect(within(panel).getAllByRole('button', { name: 'Elegir como mi tienda' })).toHaveLength(3)
  })
})
