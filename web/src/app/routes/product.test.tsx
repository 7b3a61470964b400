import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '@/api/types'
import { ToastProvider } from '@/components/toast/toast-provider'
import { SOURCE_LOCALE } from '@/i18n/messages'
import { onIntlError } from '@/i18n/on-intl-error'
import { AppConfigProvider } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { installGuestApiSession } from '@/testing/auth'
import { appConfigFixture } from '@/testing/fixtures'
import { bedMaster, livingRoomSet, sofaMaster, sofaNavy, tabletItem, tireBundle, tireVariant } from '@/testing/product-fixtures'
import { renderWithProviders } from '@/testing/render'
import { schemaOrgErrors } from '@/testing/schema-org'
import { server } from '@/testing/server'
import ProductPage from './product'

const PRODUCT_URL = '*/mobify/proxy/api/product/shopper-products/v1/organizations/:org/products/:id'

/** The product API answering with these products (404 for any other id), counting its calls. */
function serveProducts(...products: Product[]) {
  const calls: string[] = []
  server.use(
    http.get(PRODUCT_URL, ({ params }) => {
      const id = String(params.id)
      calls.push(id)
      const product = products.find((p) => p.id === id)
      if (!product)
        return HttpResponse.json(
          { type: 'not-found', title: 'Not Found', detail: 'No such product', message: 'No such product' },
          { status: 404 },
        )
      return HttpResponse.json(product)
    }),
  )
  return calls
}

// The page's wish list button announces with toasts, as the app's root layout provides.
const page = (
  <ToastProvider>
    <Routes>
      <Route path="/product/:productId" element={<ProductPage />} />
      <Route path="/nw/es/product/:productId" element={<ProductPage />} />
      <Route path="/category/:categoryId" element={<p>Category page</p>} />
    </Routes>
  </ToastProvider>
)

function renderPage(path: string) {
  return renderWithProviders(page, { path })
}

const location = () => screen.getByTestId('location')
const leaseDisclosure = () => screen.getByRole('region', { name: 'Lease-to-own cost' })
/** The lease disclosure's figures, term and value (an option stated in full has none). */
const figures = () =>
  [...leaseDisclosure().querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ])
const mainImage = () => within(screen.getByRole('region', { name: /^Images of / })).getAllByRole('img')[0]!
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' })

function structuredData(): Record<string, unknown>[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  )
}

let unregister: () => void

beforeEach(() => {
  // The shopper's (guest) session, as the app always has one in the browser: the page asks the
  // server for the lease of another choice with it.
  unregister = installGuestApiSession()
})

afterEach(() => {
  unregister()
  document.head.querySelectorAll('[data-page-head]').forEach((element) => element.remove())
})

describe('/product/{productId}', () => {
  it('shows a master on sale: breadcrumbs, name, brand, badge, prices and the lease cost', async () => {
    serveProducts(sofaMaster)
    renderPage('/product/sofas-001')

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText('Ashford Home')).toBeInTheDocument()
    expect(screen.getByText('Sale')).toBeInTheDocument()

    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const crumbs = within(within(breadcrumbs).getByRole('list')).getAllByRole('listitem')
    expect(crumbs.map((li) => li.textContent)).toEqual(['Furniture/', 'Living Room/', 'Sofas/', 'Harbor Reclining Sofa'])
    expect(within(breadcrumbs).getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/category/sofas')
    expect(within(breadcrumbs).getByText('Harbor Reclining Sofa')).toHaveAttribute('aria-current', 'page')

    // The price, with the list price struck through.
    expect(screen.getByText('$547.99', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText('$730.99', { exact: false, selector: 's' })).toHaveTextContent('Original price: $730.99')

    // The lease the server quoted (weekly, before tax), every figure together and open.
    expect(figures()).toEqual([
      ['Cash price', '$547.99'],
      ['Initial payment due today', '$49.00'],
      ['52 weekly payments of $19.60 (the last one $19.98)', '$1,019.58'],
      ['Total cost to own', '$1,068.58'],
      ['Cost above the cash price (before tax)', '$520.59'],
      ['90-day option: own it for $557.99 in total', ''],
    ])
    expect(leaseDisclosure()).toHaveTextContent('Payments are shown before sales tax.')
    expect(leaseDisclosure()).toHaveTextContent('You won’t own it until all payments are made.')

    // Nothing chosen yet: the default image, and a prompt instead of an order button.
    expect(mainImage()).toHaveAttribute('src', '/images/catalog/sofa/3e4349.svg')
    expect(mainImage()).toHaveAttribute('alt', 'Harbor Reclining Sofa')
    expect(mainImage()).toHaveAttribute('width', '800')
    expect(mainImage()).toHaveAttribute('height', '800')
    expect(screen.getByText('Choose your color.')).toBeInTheDocument()
    // Nothing chosen yet: Add to cart waits for a colour; the wish list takes the product as it is.
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false')

    // Description and features.
    expect(screen.getByText(/pairs deep, supportive seating/)).toBeInTheDocument()
    const features = screen.getByRole('region', { name: 'Features' })
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Kiln-dried hardwood frame',
      'High-resilience foam cushions',
      'Stain-resistant performance fabric',
      'Pocketed-coil seat support',
    ])

    // The head: title, and the Product and BreadcrumbList JSON-LD.
    await waitFor(() => expect(document.title).toBe('Harbor Reclining Sofa | Northwind Lease'))
    await waitFor(() => expect(structuredData()).toHaveLength(2))
    const [product, breadcrumbList] = structuredData()
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Harbor Reclining Sofa',
      sku: 'sofas-001',
      brand: { '@type': 'Brand', name: 'Ashford Home' },
      offers: { '@type': 'Offer', price: '547.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    })
    expect(product?.image).toMatch(/\/images\/catalog\/sofa\/3e4349\.svg$/)
    expect(breadcrumbList).toMatchObject({ '@type': 'BreadcrumbList' })
    expect((breadcrumbList?.itemListElement as unknown[]).length).toBe(4)
    // Valid by schema.org's vocabulary, and the offer states the lease the page shows.
    for (const data of structuredData()) expect(schemaOrgErrors(data)).toEqual([])
    expect((product?.offers as Record<string, unknown>).description).toContain(
      '52 weekly payments of $19.60 (the last one $19.98). Total cost to own $1,068.58',
    )
  })

  it('keeps both choices when a colour and a size are chosen before the page renders again', async () => {
    serveProducts(bedMaster)
    renderPage('/product/beds-001')
    await screen.findByRole('heading', { level: 1, name: 'Wren Upholstered Bed' })
    const walnut = within(screen.getByRole('group', { name: 'Color' })).getByRole('radio', { name: 'Walnut' })
    const king = screen.getByRole('radio', { name: 'King' })
    act(() => {
      walnut.click()
      king.click()
    })
    expect(location()).toHaveTextContent('/product/beds-001?color=walnut&size=king')
  })

  it('quotes the lease at the pay frequency the shopper chooses, asked of the server', async () => {
    serveProducts(sofaNavy)
    const { user } = renderPage('/product/sofas-001-navy')
    await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Sofa' })
    const frequency = within(leaseDisclosure()).getByRole('combobox', { name: 'How often are you paid?' })
    expect(frequency).toHaveValue('weekly')
    await user.selectOptions(frequency, 'Every two weeks')
    await waitFor(() => expect(figures()).toContainEqual(['26 every-two-weeks payments of $39.21 (the last one $39.33)', '$1,019.58']))
    expect(figures()).toContainEqual(['Initial payment due today', '$49.00'])
    expect(figures()).toContainEqual(['Total cost to own', '$1,068.58'])
  })

  it('includes the sales tax of the shopper’s state once their location is known', async () => {
    for (const [key, value] of Object.entries({ zipcode: '78701', state: 'TX', latitude: '30.27', longitude: '-97.74' })) {
      window.localStorage.setItem(`northwind_${key}`, value)
    }
    serveProducts(sofaNavy)
    renderPage('/product/sofas-001-navy')
    await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Sofa' })
    await waitFor(() => expect(leaseDisclosure()).toHaveTextContent('Payments include TX sales tax.'))
    expect(figures()).toContainEqual(['Initial payment due today', '$52.06'])
    expect(figures()).toContainEqual(['52 weekly payments of $20.83 (the last one $21.23)', '$1,083.56'])
    expect(figures()).toContainEqual(['Total cost to own', '$1,135.62'])
  })

  it('says when a lease cannot pay for a product, or its price is more than a lease can be for', async () => {
    serveProducts({ ...tabletItem, c_leasable: false, c_leaseQuote: null }, { ...sofaNavy, id: 'sofas-009-navy', c_leaseQuote: null })
    const { unmount } = renderPage('/product/tablets-002')
    await screen.findByRole('heading', { level: 1, name: tabletItem.name })
    expect(leaseDisclosure()).toHaveTextContent('Lease-to-own isn’t available for this item: a lease can’t pay for it.')
    expect(within(leaseDisclosure()).queryByRole('combobox')).not.toBeInTheDocument()
    expect(figures()).toEqual([])
    unmount()

    // No quote from the server for a product a lease can pay for: it costs more than one can be for.
    renderPage('/product/sofas-009-navy')
    await screen.findByRole('heading', { level: 1, name: sofaNavy.name })
    expect(leaseDisclosure()).toHaveTextContent('This costs more than a lease can pay for.')
    expect(figures()).toEqual([])
  })

  it('choosing a colour and a size updates the URL, the image, the price and the lease cost', async () => {
    serveProducts(bedMaster)
    const { user } = renderPage('/product/beds-001')

    await screen.findByRole('heading', { level: 1, name: 'Wren Upholstered Bed' })
    expect(screen.getByText('From $925.99')).toBeInTheDocument()
    expect(leaseDisclosure()).toHaveTextContent('For the lowest price. Choose the options to see the lease of yours.')
    expect(figures()).toContainEqual(['52 weekly payments of $33.78 (the last one $33.90)', '$1,756.68'])
    expect(figures()).toContainEqual(['Total cost to own', '$1,805.68'])
    expect(screen.getByText('Choose your color and size.')).toBeInTheDocument()

    const colors = screen.getByRole('group', { name: 'Color' })
    await user.click(within(colors).getByRole('radio', { name: 'Walnut' }))
    expect(location()).toHaveTextContent('/product/beds-001?color=walnut')
    expect(within(colors).getByRole('radio', { name: 'Walnut' })).toBeChecked()
    expect(screen.getByRole('group', { name: 'Color: Walnut' })).toBeInTheDocument()
    expect(mainImage()).toHaveAttribute('src', '/images/catalog/bed/5c3d2a.svg')
    expect(mainImage()).toHaveAttribute('alt', 'Wren Upholstered Bed, Walnut')
    expect(screen.getByText('Choose your size.')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'King' }))
    expect(location()).toHaveTextContent('/product/beds-001?color=walnut&size=king')
    expect(screen.getByText('$1,259.99', { selector: 'span' })).toBeInTheDocument()
    expect(screen.queryByText(/^From /)).not.toBeInTheDocument()
    // The lease of $1,259.99, asked of the server.
    await waitFor(() => expect(figures()).toContainEqual(['Cash price', '$1,259.99']))
    expect(figures()).toContainEqual(['52 weekly payments of $46.30 (the last one $46.68)', '$2,407.98'])
    expect(figures()).toContainEqual(['Total cost to own', '$2,456.98'])
    expect(leaseDisclosure()).not.toHaveTextContent('For the lowest price.')
    expect(screen.queryByText(/^Choose your/)).not.toBeInTheDocument()
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument()
  })

  it('marks values that cannot be ordered, and says "Out of stock" when one is chosen', async () => {
    serveProducts(bedMaster)
    const { user } = renderPage('/product/beds-001?color=gray')

    await screen.findByRole('heading', { level: 1, name: 'Wren Upholstered Bed' })
    expect(screen.getByRole('radio', { name: 'Queen, not available' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'King' })).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'Queen, not available' }))
    expect(location()).toHaveTextContent('/product/beds-001?color=gray&size=queen')
    expect(await screen.findByText('Out of stock')).toBeInTheDocument()
    expect(screen.getByText('Out of stock').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    // With Queen chosen, Gray is the colour that cannot be ordered.
    expect(screen.getByRole('radio', { name: 'Gray, not available' })).toBeChecked()
  })

  it('opens a shared link with its choice, and a variant’s own path with its values', async () => {
    serveProducts(bedMaster, sofaNavy)
    renderPage('/product/beds-001?color=gray&size=queen')
    await screen.findByRole('heading', { level: 1, name: 'Wren Upholstered Bed' })
    expect(screen.getByRole('group', { name: 'Color: Gray' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Size: Queen' })).toBeInTheDocument()
    expect(screen.getByText('$1,148.99', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText('Out of stock')).toBeInTheDocument()
    await waitFor(() =>
      expect(structuredData()[0]).toMatchObject({ sku: 'beds-001-gray-queen', offers: { availability: 'https://schema.org/OutOfStock' } }),
    )
  })

  it('preselects a variant’s values from its path (/product/sofas-001-navy)', async () => {
    serveProducts(sofaNavy)
    renderPage('/product/sofas-001-navy')
    await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Sofa' })
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked()
    expect(mainImage()).toHaveAttribute('alt', 'Harbor Reclining Sofa, Navy')
    expect(screen.queryByText(/^Choose your/)).not.toBeInTheDocument()
  })

  it('keeps the site and locale parameters when a colour is chosen', async () => {
    serveProducts(sofaMaster)
    const { user } = renderPage('/product/sofas-001?site=nw')
    await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Sofa' })
    await user.click(screen.getByRole('radio', { name: 'Beige' }))
    expect(location()).toHaveTextContent('/product/sofas-001?site=nw&color=beige')
  })

  it('quantity: starts at the minimum, steps by the step, never below the minimum; the stock and discounts follow it', async () => {
    serveProducts(tireVariant)
    const { user } = renderPage('/product/all-season-tires-001-195-65r15')

    await screen.findByRole('heading', { level: 1, name: 'Tourline AS All-Season Tire' })
    expect(quantity()).toHaveValue(2)
    expect(quantity()).toHaveAccessibleDescription('Minimum 2, in steps of 2.')
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    expect(screen.getByRole('list', { name: 'Quantity discounts' })).toHaveTextContent('Buy 4 or more: $124.19 each')
    // Two tires at $137.99: the server's quote is for the least one can order.
    expect(leaseDisclosure()).toHaveTextContent('For 2 items.')
    expect(figures()).toContainEqual(['Cash price', '$275.98'])

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(quantity()).toHaveValue(4)
    // 2 in stock: the page says so, politely.
    expect(screen.getByText('Only 2 left!')).toBeInTheDocument()
    // Four tires at the discounted $124.19: $496.76.
    await waitFor(() => expect(figures()).toContainEqual(['Cash price', '$496.76']))
    expect(figures()).toContainEqual(['Total cost to own', '$968.68'])
    expect(leaseDisclosure()).toHaveTextContent('For 4 items.')

    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(quantity()).toHaveValue(2)
    expect(screen.queryByText('Only 2 left!')).not.toBeInTheDocument()

    // A typed quantity between two steps goes up to the next one; below the minimum, to the minimum.
    await user.clear(quantity())
    await user.type(quantity(), '5')
    await user.tab()
    expect(quantity()).toHaveValue(6)
    await user.clear(quantity())
    await user.type(quantity(), '1{Enter}')
    expect(quantity()).toHaveValue(2)
  })

  it('an item out of stock says "Out of stock"', async () => {
    serveProducts({ ...tabletItem, inventory: { ...tabletItem.inventory!, stockLevel: 0, ats: 0 } })
    renderPage('/product/tablets-002')
    await screen.findByRole('heading', { level: 1, name: 'Slate 11 Pro Tablet' })
    expect(screen.getByText('Out of stock')).toBeInTheDocument()
    await waitFor(() => expect(structuredData()[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } }))
  })

  it('a set lists its products, and names the one with the fewest in stock', async () => {
    serveProducts({ ...livingRoomSet, inventory: { ...livingRoomSet.inventory!, stockLevel: 1, ats: 1 } })
    const { user } = renderPage('/product/harbor-living-room-set')
    await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Living Room Set' })
    const members = screen.getByRole('region', { name: 'In this set' })
    const links = within(members).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Harbor Reclining Sofa', '/product/sofas-001'],
      ['Harbor Reclining Loveseat', '/product/sofas-011'],
      ['Harbor Rocker Recliner', '/product/recliners-001'],
    ])
    expect(within(members).getByText('$822.99')).toBeInTheDocument()
    expect(within(members).getByRole('img', { name: 'Harbor Reclining Sofa' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(screen.getByText('Only 1 left for Harbor Reclining Sofa!')).toBeInTheDocument()
  })

  it('a bundle lists its items with their quantities', async () => {
    serveProducts(tireBundle)
    renderPage('/product/tourline-four-tire-bundle')
    await screen.findByRole('heading', { level: 1, name: 'Tourline AS Set of 4 Tires' })
    const items = screen.getByRole('region', { name: 'In this bundle' })
    expect(within(items).getByRole('listitem')).toHaveTextContent('4 × Tourline AS All-Season Tire')
    expect(within(items).getByRole('link', { name: 'Tourline AS All-Season Tire' })).toHaveAttribute(
      'href',
      '/product/all-season-tires-001',
    )
  })

  it('thumbnails switch the main image, from the keyboard too', async () => {
    const large = sofaMaster.imageGroups!.find((g) => g.viewType === 'large' && !g.variationAttributes)!
    const second = { alt: 'Harbor Reclining Sofa, side view', title: 'Side', link: '/images/side.svg', disBaseLink: '/images/side.svg' }
    serveProducts({
      ...sofaMaster,
      imageGroups: [{ ...large, images: [...large.images, second] }, ...sofaMaster.imageGroups!.filter((g) => g !== large)],
    })
    const { user } = renderPage('/product/sofas-001')
    await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Sofa' })
    const first = screen.getByRole('button', { name: 'Image 1 of 2: Harbor Reclining Sofa' })
    expect(first).toHaveAttribute('aria-pressed', 'true')
    first.focus()
    await user.tab()
    const side = screen.getByRole('button', { name: 'Image 2 of 2: Harbor Reclining Sofa, side view' })
    expect(side).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(side).toHaveAttribute('aria-pressed', 'true')
    expect(mainImage()).toHaveAttribute('src', '/images/side.svg')
    expect(mainImage()).toHaveAttribute('alt', 'Harbor Reclining Sofa, side view')
  })

  it('links keep the site/locale prefix of the URL', async () => {
    serveProducts(sofaMaster)
    renderPage('/nw/es/product/sofas-001')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/nw/es/category/sofas')
  })

  it('shows a spinner while loading', async () => {
    serveProducts(sofaMaster)
    renderPage('/product/sofas-001')
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
  })

  it('an unknown id shows the not-found page', async () => {
    const calls = serveProducts(sofaMaster)
    renderPage('/product/no-such-product')
    expect(await screen.findByRole('heading', { level: 1, name: "The page you're looking for can't be found." })).toBeInTheDocument()
    expect(calls).toEqual(['no-such-product'])
  })

  it('a failed load says so, and can be tried again', async () => {
    let fail = true
    server.use(
      http.get(PRODUCT_URL, () =>
        fail ? HttpResponse.json({ message: 'Catalog is down' }, { status: 500 }) : HttpResponse.json(tabletItem),
      ),
    )
    const { user } = renderPage('/product/tablets-002')
    expect(await screen.findByRole('alert')).toHaveTextContent('This product could not be loaded. Please try again later.')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Slate 11 Pro Tablet' })).toBeInTheDocument()
  })
})

describe('server render and hydration', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
  })

  const tree = (url: string, queryClient: QueryClient) => (
    <AppConfigProvider config={appConfigFixture}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <IntlProvider locale={SOURCE_LOCALE} defaultLocale={SOURCE_LOCALE} onError={onIntlError}>
            {page}
          </IntlProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </AppConfigProvider>
  )

  const loaded = (product: Product) => {
    const client = createQueryClient()
    client.setQueryData(['product', 'northwind', 'en-US', product.id], product)
    return client
  }

  it('hydrates the server’s HTML of a chosen variant without a warning', async () => {
    const url = '/product/beds-001?color=gray&size=queen'
    const html = renderToString(tree(url, loaded(bedMaster)))
    expect(html).toContain('Out of stock')
    // The server's quote is the lowest price's: for the gray queen the page says it is working
    // the lease out (the browser asks), never the lowest price's figures as if they were its own.
    expect(html).toContain('Working out the lease of your choice…')
    expect(html).not.toContain('$1,805.68')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const serverHeading = within(container).getByRole('heading', { level: 1 })

    const errors = vi.spyOn(console, 'error')
    const mismatches: unknown[] = []
    await act(async () => {
      root = hydrateRoot(container, tree(url, loaded(bedMaster)), { onRecoverableError: (error) => mismatches.push(error) })
      await Promise.resolve()
    })
    expect(mismatches).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    expect(within(container).getByRole('heading', { level: 1 })).toBe(serverHeading)
    expect(within(container).getByRole('radio', { name: 'Queen, not available' })).toBeChecked()
  })
})
