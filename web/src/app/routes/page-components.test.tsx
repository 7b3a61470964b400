/** The page components of other features drawn into content pages: product carousels, a marketplace category's retailers, lead forms. */
import type { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { MarketplaceItem, MarketplaceResponse, PageComponent } from '@/api/types'
import { ToastProvider } from '@/components/toast/toast-provider'
import { PageRegions } from '@/features/content/components/page-regions'
import { expectNoAxeViolations } from '@/testing/axe'
import { fakeLeadApi } from '@/testing/leads'
import { hitFixture, productSearchHandler, resultFixture } from '@/testing/listing-test-data'
import { sofaMaster, tabletItem } from '@/testing/product-fixtures'
import { productsHandler } from '@/testing/products'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { renderPageComponent } from './page-components'

const component = (id: string, typeId: string, data: object): PageComponent => ({ id, typeId, data: data as never })

/** The components in one region of a page, drawn as content pages draw them. */
const renderComponents = (...components: PageComponent[]) =>
  renderWithProviders(
    <ToastProvider>
      <main>
        <PageRegions regions={[{ id: 'main', components }]} renderOther={renderPageComponent} />
      </main>
    </ToastProvider>,
  )

/** The state of the product search a test's carousel asked. */
const searchStatus = (queryClient: QueryClient) => queryClient.getQueryCache().findAll({ queryKey: ['product-search'] })[0]?.state.status

describe('the product carousel', () => {
  it('shows the category’s products as tiles in a row, each with its lease in full and reachable by keyboard', async () => {
    const search = productSearchHandler(() =>
      resultFixture({
        hits: [1, 2, 3].map((n) => hitFixture({ productId: `product-${n}`, productName: `Product ${n}` })),
      }),
    )
    server.use(search.handler)
    const { user } = renderComponents(
      component('carousel', 'commerce_assets.productCarousel', { heading: 'Popular sofas', categoryId: 'sofas', limit: 3 }),
    )
    const section = await screen.findByRole('region', { name: 'Popular sofas' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Popular sofas' })).toBeInTheDocument()
    const row = within(section).getByRole('list', { name: 'Popular sofas' })
    const links = within(row).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Product 1', 'Product 2', 'Product 3'])
    expect(links[0]).toHaveAttribute('href', '/product/product-1')
    // A lease payment is never shown without the number of payments and the total cost to own.
    expect(within(row).getAllByText(/then 52 weekly payments of \$19\.60: \$1,068\.58 total cost to own/)).toHaveLength(3)

    const asked = search.requests[0]!.searchParams
    expect(asked.getAll('refine')).toEqual(['cgid=sofas'])
    expect(asked.get('limit')).toBe('3')

    await user.tab()
    expect(links[0]).toHaveFocus()
    await user.tab()
    expect(links[1]).toHaveFocus()
    await expectNoAxeViolations()
  })

  it('scrolls a row wider than the page by its width with the next and previous buttons', async () => {
    // jsdom lays nothing out: the row is 500 px wide and its tiles 1200 px; scrollBy moves it
    // within its ends and fires `scroll`, as a browser does.
    const isRow = (element: Element) => element.tagName === 'UL'
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return isRow(this) ? 500 : 0
    })
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
      return isRow(this) ? 1200 : 0
    })
    const scrollBy = vi.fn(function (this: Element, options: ScrollToOptions) {
      this.scrollLeft = Math.min(Math.max(this.scrollLeft + (options.left ?? 0), 0), 700)
      this.dispatchEvent(new Event('scroll'))
    })
    Object.defineProperty(Element.prototype, 'scrollBy', { value: scrollBy, configurable: true, writable: true })
    try {
      const search = productSearchHandler(() =>
        resultFixture({ hits: [1, 2, 3, 4, 5, 6].map((n) => hitFixture({ productId: `product-${n}`, productName: `Product ${n}` })) }),
      )
      server.use(search.handler)
      const { user } = renderComponents(
        component('carousel', 'commerce_assets.productCarousel', { heading: 'Popular sofas', categoryId: 'sofas', limit: 6 }),
      )
      const section = await screen.findByRole('region', { name: 'Popular sofas' })
      const row = await within(section).findByRole('list', { name: 'Popular sofas' })
      expect(within(section).queryByRole('button', { name: 'Previous products' })).not.toBeInTheDocument()
      const next = within(section).getByRole('button', { name: 'More products' })

      await user.tab()
      expect(next).toHaveFocus()
      await user.keyboard('{Enter}')
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' })
      expect(row.scrollLeft).toBe(500)
      const previous = within(section).getByRole('button', { name: 'Previous products' })
      await user.click(previous)
      expect(row.scrollLeft).toBe(0)
      expect(previous).not.toBeVisible()
      await expectNoAxeViolations()
    } finally {
      delete (Element.prototype as Partial<Element>).scrollBy
    }
  })

  it('shows the products named, in their order, leaving out the ones not sold online', async () => {
    const products = productsHandler([sofaMaster, tabletItem])
    server.use(products.handler)
    renderComponents(
      component('carousel', 'commerce_assets.productCarousel', {
        heading: 'Staff picks',
        productIds: [tabletItem.id, 'gone-001', sofaMaster.id],
      }),
    )
    const row = await screen.findByRole('list', { name: 'Staff picks' })
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([tabletItem.name, sofaMaster.name])
    expect(within(row).getByText(/then 52 weekly payments of \$19\.60: \$1,068\.58 total cost to own/)).toBeInTheDocument()
    expect(products.requests).toEqual([[tabletItem.id, 'gone-001', sofaMaster.id]])
  })

  it('shows nothing when the call fails or finds no products', async () => {
    const failing = productSearchHandler(() => HttpResponse.json({ message: 'Unavailable' }, { status: 503 }))
    server.use(failing.handler)
    const failed = renderComponents(
      component('carousel', 'commerce_assets.productCarousel', { heading: 'Popular sofas', categoryId: 'sofas' }),
    )
    await waitFor(() => expect(searchStatus(failed.queryClient)).toBe('error'))
    expect(screen.queryByRole('heading', { name: 'Popular sofas' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    failed.unmount()

    const empty = productSearchHandler(() => resultFixture({ hits: [] }))
    server.use(empty.handler)
    const none = renderComponents(component('carousel', 'commerce_assets.productCarousel', { heading: 'Popular beds', categoryId: 'beds' }))
    await waitFor(() => expect(searchStatus(none.queryClient)).toBe('success'))
    expect(empty.requests).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'Popular beds' })).not.toBeInTheDocument()
  })
})

const retailer = (id: string, name: string): MarketplaceItem => ({
  id,
  name,
  marketplaceCategories: [],
  marketplaceSorting: 1,
  image: `/images/marketplace/${id}/icon.svg`,
  banner_image: `/images/marketplace/${id}/tile.svg`,
  integrated: true,
  latitude: null,
  longitude: null,
  radius: null,
  excludedStates: [],
  url: `/marketplace?retailer=${id}`,
  partnerUrl: `https://${id}.example/northwind`,
  baseUrl: `https://${id}.example`,
  merchantId: `${id}-guid`,
  distance: null,
})

describe('the retailer category', () => {
  it('shows the marketplace category’s retailers and links to the category in the marketplace', async () => {
    const marketplace: MarketplaceResponse = {
      location: null,
      categories: [
        {
          id: 'furniture',
          name: 'Furniture',
          url: '/marketplace?category=furniture',
          retailers: [retailer('ashford', 'Ashford Home'), retailer('cedar-row', 'Cedar Row')],
        },
        {
          id: 'appliances',
          name: 'Appliances',
          url: '/marketplace?category=appliances',
          retailers: [retailer('kelvin', 'Kelvin Appliance')],
        },
      ],
      total: 3,
    }
    server.use(http.get('*/mobify/proxy/api/custom/marketplace/v1/organizations/:org/retailers', () => HttpResponse.json(marketplace)))
    renderComponents(component('retailers', 'commerce_layouts.retailerCategory', { categoryId: 'furniture' }))

    const section = await screen.findByRole('region', { name: 'Furniture' })
    expect(within(section).getByRole('link', { name: 'Ashford Home' })).toHaveAttribute(
      'href',
      '/marketplace?category=furniture&retailer=ashford',
    )
    expect(within(section).getByRole('link', { name: 'Cedar Row' })).toBeInTheDocument()
    expect(within(section).queryByRole('link', { name: 'Kelvin Appliance' })).not.toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'See all Furniture retailers in the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace?category=furniture',
    )
    await expectNoAxeViolations()
  })
})

describe('the lead forms', () => {
  const leadForms = [
    component('partner', 'commerce_assets.leadForm', {
      form: 'partner',
      heading: 'Offer lease-to-own in your store',
      text: 'Tell us about your business.',
      buttonText: 'Get started',
    }),
    component('report', 'commerce_assets.leadForm', {
      form: 'report',
      heading: 'Download the report',
      text: 'The State of Lease-to-Own Retail.',
      buttonText: 'Read the Report',
    }),
  ]

  it('opens the partner form from its card, focus going back to the button when it closes', async () => {
    server.use(...fakeLeadApi().handlers)
    const { user } = renderComponents(...leadForms)
    const card = screen.getByRole('region', { name: 'Offer lease-to-own in your store' })
    expect(within(card).getByText('Tell us about your business.')).toBeInTheDocument()
    const getStarted = within(card).getByRole('button', { name: 'Get started' })
    expect(getStarted).toHaveAttribute('aria-haspopup', 'dialog')
    await expectNoAxeViolations()

    await user.click(getStarted)
    const dialog = await screen.findByRole('dialog', { name: 'Interested in participating as a retail partner?' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(getStarted).toHaveFocus()
  })

  it('opens the report form from the report’s card', async () => {
    server.use(...fakeLeadApi().handlers)
    const { user } = renderComponents(...leadForms)
    const card = screen.getByRole('region', { name: 'Download the report' })
    await user.click(within(card).getByRole('button', { name: 'Read the Report' }))
    expect(await screen.findByRole('dialog', { name: 'Complete the form to download the report' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Interested in participating as a retail partner?' })).not.toBeInTheDocument()
  })

  it('draws nothing for a form it does not know', () => {
    renderComponents(component('other', 'commerce_assets.leadForm', { form: 'newsletter', heading: 'News', text: 't', buttonText: 'Go' }))
    expect(screen.queryByRole('button', { name: 'Go' })).not.toBeInTheDocument()
  })
})
