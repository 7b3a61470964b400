/** The category page (/category/{id}) and the search results (/search?q=). */
import { QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Category } from '@/api/types'
import { ToastProvider } from '@/components/toast/toast-provider'
import { getCategoryQueryOptions, ROOT_CATEGORY_LEVELS } from '@/features/catalog/api/get-category'
import { productSearchQueryOptions, toListing } from '@/features/search/api/product-search'
import { searchCriteriaFromUrl } from '@/features/search/lib/search-url'
import { SOURCE_LOCALE } from '@/i18n/messages'
import { onIntlError } from '@/i18n/on-intl-error'
import { AppConfigProvider } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { appConfigFixture } from '@/testing/fixtures'
import { hitFixture, hitsFixture, productSearchHandler, resultFixture } from '@/testing/listing-test-data'
import { renderWithProviders } from '@/testing/render'
import { schemaOrgErrors } from '@/testing/schema-org'
import { server } from '@/testing/server'
import CategoryPage from './category'
import SearchPage from './search'

const category = (id: string, name: string, tree: { id: string; name: string }[], extra: Partial<Category> = {}): Category => ({
  id,
  name,
  description: `${name} on low weekly payments.`,
  pageTitle: name,
  pageDescription: `Lease-to-own ${name.toLowerCase()}.`,
  parentCategoryId: tree.at(-2)?.id ?? 'root',
  parentCategoryTree: tree,
  onlineSubCategoriesCount: 0,
  ...extra,
})

const CATEGORIES: Record<string, Category> = {
  root: category('root', 'Shop', [], {
    categories: [
      category('furniture', 'Furniture', [{ id: 'furniture', name: 'Furniture' }]),
      category('appliances', 'Appliances', [{ id: 'appliances', name: 'Appliances' }]),
    ],
  }),
  sofas: category('sofas', 'Sofas', [
    { id: 'furniture', name: 'Furniture' },
    { id: 'living-room', name: 'Living Room' },
    { id: 'sofas', name: 'Sofas' },
  ]),
  'living-room': category('living-room', 'Living Room', [
    { id: 'furniture', name: 'Furniture' },
    { id: 'living-room', name: 'Living Room' },
  ]),
}

const categoryHandler = http.get('*/mobify/proxy/api/product/shopper-products/v1/organizations/:org/categories/:id', ({ params }) => {
  const found = CATEGORIES[String(params.id)]
  return found ? HttpResponse.json(found) : HttpResponse.json({ title: 'Not Found', detail: 'No such category' }, { status: 404 })
})

// The listings' tiles carry the wish list's heart, whose changes are told in toasts.
const pages = (
  <ToastProvider>
    <Routes>
      <Route path="/category/:categoryId" element={<CategoryPage />} />
      <Route path="/es-US/category/:categoryId" element={<CategoryPage />} />
      <Route path="/search" element={<SearchPage />} />
    </Routes>
  </ToastProvider>
)

const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  )

afterEach(() => document.head.querySelectorAll('[data-page-head]').forEach((e) => e.remove()))

describe('/category/{categoryId}', () => {
  it('shows the breadcrumbs, the category name and its products, and names the page in the head', async () => {
    const { handler, requests } = productSearchHandler(() => resultFixture({ hits: hitsFixture(2), total: 2 }))
    server.use(categoryHandler, handler)
    renderWithProviders(pages, { path: '/category/sofas?refine=c_refinementColor%3Dgray' })

    expect(await screen.findByRole('heading', { level: 1, name: 'Sofas' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const items = within(within(crumbs).getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Furniture', 'Living Room', 'Sofas'])
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(crumbs).getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/category/furniture')
    expect(within(crumbs).getByRole('link', { name: 'Living Room' })).toHaveAttribute('href', '/category/living-room')
    expect(within(crumbs).getByText('Sofas')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('Sofas on low weekly payments.')).toBeInTheDocument()

    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeInTheDocument()
    expect(requests[0]!.searchParams.getAll('refine')).toEqual(['cgid=sofas', 'c_refinementColor=gray'])

    await waitFor(() => expect(document.title).toBe('Sofas | Northwind Lease'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Lease-to-own sofas.')
    // The head's JSON-LD, valid by schema.org's vocabulary: the trail as the page shows it, and
    // the listed products.
    await waitFor(() => expect(jsonLd().map((data) => data['@type'])).toEqual(['BreadcrumbList', 'ItemList']))
    for (const data of jsonLd()) expect(schemaOrgErrors(data)).toEqual([])
    const breadcrumbList = jsonLd().find((data) => data['@type'] === 'BreadcrumbList')
    expect(breadcrumbList?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Furniture', item: 'http://localhost:3000/category/furniture' },
      { '@type': 'ListItem', position: 3, name: 'Living Room', item: 'http://localhost:3000/category/living-room' },
      { '@type': 'ListItem', position: 4, name: 'Sofas', item: 'http://localhost:3000/category/sofas' },
    ])
    expect(jsonLd().find((data) => data['@type'] === 'ItemList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'http://localhost:3000/product/product-1', name: 'Product 1' },
      { '@type': 'ListItem', position: 2, url: 'http://localhost:3000/product/product-2', name: 'Product 2' },
    ])
  })

  it('shows the not-found page for an unknown category', async () => {
    server.use(categoryHandler, productSearchHandler(() => resultFixture({ hits: [], total: 0 })).handler)
    renderWithProviders(pages, { path: '/category/no-such-category' })
    expect(await screen.findByRole('heading', { level: 1, name: "The page you're looking for can't be found." })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument()
  })

  it('keeps the locale prefix in its links', async () => {
    server.use(categoryHandler, productSearchHandler(() => resultFixture()).handler)
    renderWithProviders(pages, { path: '/es-US/category/sofas' })
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/es-US/category/furniture')
    expect(await screen.findByRole('link', { name: 'Harbor Reclining Sofa' })).toHaveAttribute('href', '/es-US/product/sofas-001')
  })
})

describe('/search', () => {
  it('shows the results for the phrase and names the page', async () => {
    const { handler, requests } = productSearchHandler(() => resultFixture({ hits: hitsFixture(3), total: 3, query: 'sofa' }))
    server.use(categoryHandler, handler)
    renderWithProviders(pages, { path: '/search?q=sofa' })
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “sofa”' })).toBeInTheDocument()
    expect(await screen.findByText('3 results')).toHaveAttribute('role', 'status')
    expect(requests[0]!.searchParams.get('q')).toBe('sofa')
    await waitFor(() => expect(document.title).toBe('Search results for “sofa” | Northwind Lease'))
  })

  it('lists every product without a phrase', async () => {
    server.use(categoryHandler, productSearchHandler(() => resultFixture()).handler)
    renderWithProviders(pages, { path: '/search' })
    expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
  })

  it('offers the corrected phrase, tips and the departments when nothing is found', async () => {
    server.use(
      categoryHandler,
      productSearchHandler(() =>
        resultFixture({
          hits: [],
          total: 0,
          query: 'mattres',
          searchPhraseSuggestions: { suggestedPhrases: [{ phrase: 'mattress', exactMatch: false }] },
        }),
      ).handler,
    )
    const { user } = renderWithProviders(pages, { path: '/search?q=mattres' })
    expect(await screen.findByRole('heading', { name: 'We couldn’t find anything for “mattres”' })).toBeInTheDocument()
    const suggestion = screen.getByRole('link', { name: 'mattress' })
    expect(suggestion).toHaveAttribute('href', '/search?q=mattress')
    expect(suggestion.closest('p')).toHaveTextContent('Did you mean mattress?')
    expect(screen.getByText('Check the spelling, or try a similar word.')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/category/furniture')
    expect(screen.getByRole('link', { name: 'Appliances' })).toHaveAttribute('href', '/category/appliances')
    await user.click(suggestion)
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=mattress$/)
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “mattress”' })).toBeInTheDocument()
  })

  it('names the chosen category of a search in its chip', async () => {
    server.use(categoryHandler, productSearchHandler(() => resultFixture({ hits: [hitFixture()], query: 'sofa' })).handler)
    renderWithProviders(pages, { path: '/search?q=sofa&refine=cgid%3Dliving-room' })
    expect(await screen.findByRole('button', { name: 'Remove filter Category: Living Room' })).toBeInTheDocument()
  })
})

describe('server render', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
  })

  it('hydrates the category page the server rendered, without a warning or a refetch', async () => {
    const url = '/category/sofas?refine=c_refinementColor%3Dgray&sort=newest'
    const queryClient = createQueryClient()
    const ids = { organizationId: appConfigFixture.organizationId, siteId: 'northwind', locale: 'en-US' }
    queryClient.setQueryData(getCategoryQueryOptions({ ...ids, categoryId: 'sofas', levels: 1 }).queryKey, CATEGORIES.sofas)
    queryClient.setQueryData(
      getCategoryQueryOptions({ ...ids, categoryId: 'root', levels: ROOT_CATEGORY_LEVELS }).queryKey,
      CATEGORIES.root,
    )
    const criteria = searchCriteriaFromUrl(new URLSearchParams(url.split('?')[1]), 'sofas')
    const result = resultFixture({
      hits: [hitFixture({ listPrice: 730.99, c_isSale: true }), ...hitsFixture(5)],
      total: 30,
      selectedRefinements: { cgid: 'sofas', c_refinementColor: 'gray' },
    })
    queryClient.setQueryData(productSearchQueryOptions({ ...ids, ...criteria }).queryKey, toListing(result))
    const requested: string[] = []
    server.events.on('request:start', ({ request }) => void requested.push(request.url))
    const tree = (children: ReactNode) => (
      <AppConfigProvider config={appConfigFixture}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            <IntlProvider locale={SOURCE_LOCALE} defaultLocale={SOURCE_LOCALE} onError={onIntlError}>
              {children}
            </IntlProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </AppConfigProvider>
    )
    const html = renderToString(tree(pages))
    expect(html).toContain('Sofas')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const served = container.innerHTML
    const errors = vi.spyOn(console, 'error')
    await act(() => {
      root = hydrateRoot(container, tree(pages), { onRecoverableError: (error) => console.error(error) })
      return Promise.resolve()
    })
    expect(errors).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(served)
    expect(within(container).getByRole('heading', { level: 1, name: 'Sofas' })).toBeInTheDocument()
    expect(requested).toEqual([])
    server.events.removeAllListeners()
    container.remove()
  })
})
