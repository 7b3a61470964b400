import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { hitFixture, hitsFixture, productSearchHandler, resultFixture } from '@/testing/listing-test-data'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { withCategory } from '../../lib/search-url'
import { ProductListing } from './product-listing'

const location = () => screen.getByTestId('location')

function renderCategoryListing(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/category/:categoryId"
        element={
          <ProductListing
            basePath="/category/furniture"
            categoryId="furniture"
            header={() => <h1>Furniture</h1>}
            renderEmpty={() => <p>Nothing in this category</p>}
            categoryHref={(id) => `/category/${id}`}
          />
        }
      />
    </Routes>,
    { path },
  )
}

function renderSearchListing(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/search"
        element={
          <ProductListing
            basePath="/search"
            header={() => <h1>Results</h1>}
            renderEmpty={() => <p>Nothing found</p>}
            categoryHref={(id, search) => `/search${withCategory(search, id)}`}
          />
        }
      />
    </Routes>,
    { path },
  )
}

describe('ProductListing', () => {
  it('shows the products, their count and the filters of a category', async () => {
    const { handler, requests } = productSearchHandler(() => resultFixture({ hits: hitsFixture(3), total: 3 }))
    server.use(handler)
    renderCategoryListing('/category/furniture')
    expect(await screen.findByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/product/product-1')
    expect(within(screen.getByRole('region', { name: 'Products' })).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    expect(screen.getByRole('status')).toHaveTextContent('3 results')
    expect(requests[0]!.searchParams.getAll('refine')).toEqual(['cgid=furniture'])
    expect(requests[0]!.searchParams.get('limit')).toBe('25')
    // Sub-categories are links to their pages; other filters are labelled controls with counts.
    expect(screen.getByRole('link', { name: 'Living Room 35 products' })).toHaveAttribute('href', '/category/living-room')
    expect(screen.getByRole('checkbox', { name: '$250 - $500 14 products' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: /^Ashford Home/ })).not.toBeChecked()
    expect(screen.getByRole('button', { name: /^Queen/ })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('group', { name: 'Color' })).toBeInTheDocument()
  })

  it('clicking a colour refines the URL and asks for the refined search', async () => {
    const { handler, requests } = productSearchHandler((url) =>
      url.searchParams.getAll('refine').includes('c_refinementColor=gray')
        ? resultFixture({ hits: [hitFixture({ productName: 'Gray Sofa', productId: 'gray-sofa' })] })
        : resultFixture({ hits: hitsFixture(2) }),
    )
    server.use(handler)
    const { user } = renderCategoryListing('/category/furniture?offset=25')
    await screen.findByRole('link', { name: 'Product 1' })
    await user.click(screen.getByRole('button', { name: /^Gray/ }))
    // Back to the first page, with the colour in the URL.
    expect(location()).toHaveTextContent(/^\/category\/furniture\?refine=c_refinementColor%3Dgray$/)
    expect(await screen.findByRole('link', { name: 'Gray Sofa' })).toBeInTheDocument()
    expect(requests.at(-1)!.searchParams.getAll('refine')).toEqual(['cgid=furniture', 'c_refinementColor=gray'])
    expect(requests.at(-1)!.searchParams.get('offset')).toBe('0')
    expect(screen.getByRole('button', { name: /^Gray/ })).toHaveAttribute('aria-pressed', 'true')
    // A chip names the chosen colour and removes it.
    const chips = screen.getByRole('list', { name: 'Applied filters' })
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Color: Gray' }))
    expect(location()).toHaveTextContent(/^\/category\/furniture$/)
  })

  it('checks a brand and clears every filter with Clear all', async () => {
    server.use(productSearchHandler(() => resultFixture({ hits: hitsFixture(2) })).handler)
    const { user } = renderCategoryListing('/category/furniture?refine=c_size%3Dqueen')
    await screen.findByRole('link', { name: 'Product 1' })
    await user.click(screen.getByRole('checkbox', { name: /^Marlow Loft/ }))
    expect(location()).toHaveTextContent(/^\/category\/furniture\?refine=c_size%3Dqueen&refine=brand%3DMarlow\+Loft$/)
    expect(screen.getByRole('checkbox', { name: /^Marlow Loft/ })).toBeChecked()
    await user.click(screen.getAllByRole('button', { name: 'Clear all' })[0]!)
    expect(location()).toHaveTextContent(/^\/category\/furniture$/)
  })

  it('sort and page size change the URL and go back to the first page', async () => {
    const { handler, requests } = productSearchHandler(() => resultFixture({ hits: hitsFixture(25), total: 80, query: 'sofa' }))
    server.use(handler)
    const { user } = renderSearchListing('/search?q=sofa&offset=50')
    await screen.findByRole('link', { name: 'Product 1' })
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Best matches', 'Price: low to high', 'Price: high to low', 'Name: A to Z', 'Newest'])
    await user.selectOptions(sort, 'Price: low to high')
    expect(location()).toHaveTextContent(/^\/search\?q=sofa&sort=price-low-to-high$/)
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('sort')).toBe('price-low-to-high'))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '50')
    expect(location()).toHaveTextContent(/^\/search\?q=sofa&sort=price-low-to-high&limit=50$/)
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('limit')).toBe('50'))
    expect(screen.getByRole('combobox', { name: 'Items per page' })).toHaveValue('50')
  })

  it('pages with real links, marks the current page, and keeps the products while the next page loads', async () => {
    let releaseNextPage: () => void = () => {}
    const nextPageAsked = new Promise<void>((resolve) => (releaseNextPage = resolve))
    const { handler, requests } = productSearchHandler(async (url) => {
      const offset = Number(url.searchParams.get('offset'))
      if (offset === 50) await nextPageAsked
      return resultFixture({ hits: hitsFixture(25, offset + 1), total: 110, offset, query: 'sofa' })
    })
    server.use(handler)
    const { user } = renderSearchListing('/search?q=sofa&offset=25')
    await screen.findByRole('link', { name: 'Product 26' })

    const pages = screen.getByRole('navigation', { name: 'Pages of results' })
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?q=sofa')
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/search?q=sofa&offset=50')
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(within(pages).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current')
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/search?q=sofa&offset=100')
    expect(pages).toHaveTextContent('Page 2 of 5')

    await user.click(within(pages).getByRole('link', { name: 'Next page' }))
    expect(location()).toHaveTextContent(/^\/search\?q=sofa&offset=50$/)
    // The previous page stays, dimmed and busy, until the next one is in.
    const results = screen.getByRole('region', { name: 'Products' })
    expect(results).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('link', { name: 'Product 26' })).toBeInTheDocument()
    releaseNextPage()
    expect(await screen.findByRole('link', { name: 'Product 51' })).toBeInTheDocument()
    expect(results).not.toHaveAttribute('aria-busy')
    expect(requests.at(-1)!.searchParams.get('offset')).toBe('50')
    // Focus moves to the results, so the next Tab is the first product.
    await waitFor(() => expect(results).toHaveFocus())
    expect(within(screen.getByRole('navigation', { name: 'Pages of results' })).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('narrows a search to a category with a link that keeps the phrase', async () => {
    server.use(productSearchHandler(() => resultFixture({ hits: hitsFixture(2) })).handler)
    renderSearchListing('/search?q=sofa&refine=brand%3DMarlow+Loft')
    expect(await screen.findByRole('link', { name: /^Living Room/ })).toHaveAttribute(
      'href',
      '/search?q=sofa&refine=cgid%3Dliving-room&refine=brand%3DMarlow+Loft',
    )
  })

  it('opens the filters in a labelled drawer from the Filter button, which counts the chosen filters', async () => {
    server.use(productSearchHandler(() => resultFixture({ hits: hitsFixture(2), total: 2 })).handler)
    const { user } = renderCategoryListing('/category/furniture?refine=c_refinementColor%3Dgray%7Cnavy')
    await screen.findByRole('link', { name: 'Product 1' })
    const trigger = screen.getByRole('button', { name: 'Filter 2 filters applied' })
    await user.click(trigger)
    const drawer = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(drawer).getByRole('button', { name: /^Navy/ })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(drawer).getByRole('button', { name: /^Navy/ }))
    expect(location()).toHaveTextContent(/^\/category\/furniture\?refine=c_refinementColor%3Dgray$/)
    // The drawer stays open while choosing; its button shows the products found.
    await user.click(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Show 2 results' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Filter 1 filter applied' })).toHaveFocus()
  })

  it('says when the filters leave nothing, and offers to clear them', async () => {
    server.use(productSearchHandler(() => resultFixture({ hits: [], total: 0 })).handler)
    const { user } = renderCategoryListing('/category/furniture?refine=c_size%3Dking')
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear all' }).at(-1)!)
    expect(location()).toHaveTextContent(/^\/category\/furniture$/)
  })

  it('shows the empty state when nothing is found without filters', async () => {
    server.use(productSearchHandler(() => resultFixture({ hits: [], total: 0 })).handler)
    renderSearchListing('/search?q=zzz')
    expect(await screen.findByText('Nothing found')).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument()
  })

  it('shows skeletons while loading, then an error with a working Try again', async () => {
    let fail = true
    server.use(productSearchHandler(() => (fail ? HttpResponse.json({ title: 'Unavailable' }, { status: 503 }) : resultFixture())).handler)
    const { user } = renderSearchListing('/search?q=sofa')
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…')
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load these products.")
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
