/**
 * The client hydrates the server's HTML (src/entry-server.tsx → src/app/boot.tsx): no hydration
 * warning, the server's elements kept, and no hydrated query fetched again.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { THIRD_PARTY_PREFERENCE_IDS } from '@/features/third-party-scripts/lib/script-plan'
import { appConfigFixture } from '@/testing/fixtures'
import { bedMaster, sofaMaster } from '@/testing/product-fixtures'
import { productsHandler } from '@/testing/products'
import { fakeRecs } from '@/testing/recs'
import { server } from '@/testing/server'
import { boot, SSR_STATE_ELEMENT_ID } from './boot'

interface Bundle {
  plan(input: string): string
  render(input: string): Promise<{ html: string; state: string; route?: string }>
}

interface Plan {
  requests: { key: unknown; path: string; headers?: Record<string, string> }[]
}

beforeAll(async () => {
  await import('@/entry-server')
})

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

/** The server's render of `url`, its queries answered by the test server (as the Rust server runs them in-process). */
async function serverRender(url: string) {
  const bundle = (globalThis as unknown as { __leasefront: Bundle }).__leasefront
  const config = appConfigFixture
  const plan = JSON.parse(bundle.plan(JSON.stringify({ url, config }))) as Plan
  const responses = await Promise.all(
    plan.requests.map(async ({ key, path, headers }) => {
      const response = await fetch(new URL(path, window.location.origin), { headers: { accept: 'application/json', ...headers } })
      return { key, status: response.status, body: response.ok ? await response.text() : null }
    }),
  )
  return bundle.render(JSON.stringify({ url, config, responses }))
}

/** Puts the server's page into the document the way the server sends it: `data-ssr` names the route it rendered. */
function serve(url: string, { html, state, route }: { html: string; state: string; route?: string }) {
  window.history.replaceState(null, '', url)
  document.body.innerHTML =
    `<div id="root" data-ssr="${route}">${html}</div>` +
    `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${state.replace(/</g, '\\u003c')}</script>` +
    `<script id="app-config" type="application/json">${JSON.stringify(appConfigFixture)}</script>`
  return document.getElementById('root')!
}

function recordRequests(): string[] {
  const urls: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    // The third-party scripts' preferences are never part of the server's page (the shell
    // reads them once started): a first fetch, not a refetch.
    if (url.searchParams.get('c_prefs') === THIRD_PARTY_PREFERENCE_IDS.join(',')) return
    urls.push(url.pathname)
  })
  return urls
}

const HYDRATED_QUERIES = /\/content\/|\/pages\/|getcustompreferences/
const CATALOGUE = /\/static\/translations\//

describe('hydration of a server-rendered page', () => {
  afterEach(() => server.events.removeAllListeners())

  it.each([
    ['/', 'Lease up to $4,000 in merchandise', 'Leasing is not a loan'],
    ['/es/', 'Arrienda hasta $4,000 en mercancía', 'El arrendamiento no es un préstamo'],
    ['/northwind/es-US/', 'Arrienda hasta $4,000 en mercancía', 'El arrendamiento no es un préstamo'],
    ['/no-such-page', "The page you're looking for can't be found.", 'Leasing is not a loan'],
    ['/es/ways-to-shop', 'Formas de comprar', 'El arrendamiento no es un préstamo'],
  ])(
    'hydrates %s without a warning or a refetch',
    async (url, heading, footer) => {
      const page = await serverRender(url)
      const container = serve(url, page)
      const serverHeading = screen.getByRole('heading', { level: 1, name: heading })
      expect(container).toHaveTextContent(footer)

      const errors = vi.spyOn(console, 'error')
      const requests = recordRequests()
      await act(async () => {
        root = await boot(container)
      })
      // The session starts and the year appears after hydration.
      await waitFor(() => expect(screen.getByRole('button', { name: /Log in|Iniciar sesión/ })).toBeInTheDocument())
      await waitFor(() => expect(container).toHaveTextContent(String(new Date().getFullYear())))

      expect(errors).not.toHaveBeenCalled()
      // Hydrated, not rendered again: the server's element is the page's.
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBe(serverHeading)
      expect(container).toHaveTextContent(footer)
      expect(requests.filter((path) => HYDRATED_QUERIES.test(path))).toEqual([])
      // The page came with the messages it shows; the whole catalogue of its locale follows
      // (StrictMode's second mount may ask for it again).
      expect(new Set(requests.filter((path) => CATALOGUE.test(path))).size).toBe(1)
      // The first case loads the server bundle's modules: slow on a busy machine (CI timed out at 5 s).
    },
    20_000,
  )

  it("keeps the home page's recommendation row that the server rendered, and shows its products in it", async () => {
    // The home zone's recommender, as the server chooses it.
    fakeRecs.answers.set('home-top-revenue-for-category', [sofaMaster.id, bedMaster.id])
    server.use(productsHandler([sofaMaster, bedMaster]).handler)
    const page = await serverRender('/')
    const container = serve('/', page)
    // The server renders the row's placeholders (its code is not among the page's preloads: it
    // loads after the page has started).
    const serverRow = screen.getByRole('region', { name: 'Shoppers’ favorites' })
    expect(serverRow).toHaveAttribute('aria-busy', 'true')
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      root = await boot(container)
    })
    // Hydrated in place: the server's row is the row, until its products replace it.
    expect(screen.getByRole('region', { name: 'Shoppers’ favorites' })).toBe(serverRow)
    const row = () => within(screen.getByRole('region', { name: 'Shoppers’ favorites' }))
    await waitFor(() => expect(row().getByText(bedMaster.name)).toBeInTheDocument())
    expect(row().getByText(sofaMaster.name)).toBeInTheDocument()
    expect(errors).not.toHaveBeenCalled()
  })

  it('applies the stored locale choice after hydration', async () => {
    const page = await serverRender('/')
    expect(page.route).toBe('/')
    const container = serve('/', page)
    window.localStorage.setItem('selectedLocale', 'es-US')
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      root = await boot(container)
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrienda hasta $4,000 en mercancía' })).toBeInTheDocument()
    expect(errors).not.toHaveBeenCalled()
  })
})
