/**
 * Recommendations on the product page, in the added-to-cart window, the cart and an empty search; the activities they report
 * (with the visitor's performance consent, given before each story; none without it), and the products chosen from a
 * search, its suggestions and a category.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '@/api/types'
import { CONSENT_KEY, consentWrites, NECESSARY_ONLY } from '@/features/consent/lib/consent-rules'
import { fakeAuth } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { hitFixture, productSearchHandler, resultFixture } from '@/testing/listing-test-data'
import { bedMaster, sectionalMaster, sofaMaster, sofaNavy, tabletItem } from '@/testing/product-fixtures'
import { productsHandler } from '@/testing/products'
import { fakeRecs } from '@/testing/recs'
import { preloadPages, renderApp } from '@/testing/render'
import { server } from '@/testing/server'

function serveCatalog(...products: Product[]) {
  const byIds = productsHandler(products)
  server.use(
    byIds.handler,
    http.get('*/mobify/proxy/api/product/shopper-products/v1/organizations/:org/products/:id', ({ params }) => {
      const product = products.find((p) => p.id === params.id)
      return product
        ? HttpResponse.json(product)
        : HttpResponse.json({ type: 'not-found', title: 'Not Found', detail: 'x', message: 'x' }, { status: 404 })
    }),
  )
  return byIds.requests
}

/** The products' names in the row named `name` (looked up afresh: the row's list replaces its placeholders). */
const rowNames = (name: string, inside: HTMLElement = document.body) =>
  Array.from(within(within(inside).getByRole('region', { name })).getAllByRole('list')[0]!.children).map(
    (tile) => tile.querySelector('h3, h2, [data-product-name]')?.textContent ?? tile.querySelector('a')?.textContent,
  )

beforeAll(() => preloadPages('/', '/search', '/category/:categoryId', '/product/:productId', '/cart'), 60_000)

beforeEach(() => window.localStorage.setItem(CONSENT_KEY, consentWrites({ performance: true, marketing: false }).stored))

describe('recommendations', () => {
  it('reports no activity without performance consent, and still shows the rows', async () => {
    window.localStorage.setItem(CONSENT_KEY, consentWrites(NECESSARY_ONLY).stored)
    serveCatalog(sofaMaster, bedMaster)
    fakeRecs.answers.set('pdp-similar-items', ['beds-001'])
    renderApp('/product/sofas-001')
    await waitFor(() => expect(rowNames('You might also like')).toEqual(['Wren Upholstered Bed']))
    expect(fakeRecs.activities).toEqual([])
  })

  it('on the product page: similar products and the recently viewed, as tiles, each reported when shown and chosen', async () => {
    serveCatalog(sofaMaster, bedMaster, sectionalMaster, tabletItem)
    fakeRecs.answers.set('pdp-similar-items', ['sectionals-003', 'beds-001'])
    fakeRecs.answers.set('viewed-recently-einstein', ['tablets-002'])
    const { user } = renderApp('/product/sofas-001?utm_source=mail&token=secret')

    await waitFor(() => expect(rowNames('You might also like')).toEqual(['Cordova L-Shaped Sectional', 'Wren Upholstered Bed']))
    await waitFor(() => expect(rowNames('Recently viewed')).toEqual(['Slate 11 Pro Tablet']))
    // Nothing to complete: no row at all.
    expect(screen.queryByRole('region', { name: 'Complete the set' })).not.toBeInTheDocument()

    // The recommender was asked about this product, for this visitor.
    const asked = fakeRecs.requests.find((r) => r.recommender === 'pdp-similar-items')!
    expect(asked.body).toMatchObject({ products: [{ id: 'sofas-001' }], realm: 'northwind', instanceType: 'prd', limit: 10 })
    const visitor = fakeRecs.requests.find((r) => r.recommender === 'viewed-recently-einstein')!.body.cookieId
    expect(visitor).toEqual(expect.any(String))

    // The view of the product, then each row shown, once.
    await waitFor(() => expect(fakeRecs.activities.filter((a) => a.activity === 'viewReco')).toHaveLength(2))
    const view = fakeRecs.activities.find((a) => a.activity === 'viewProduct')!
    expect(view.body).toMatchObject({ product: { id: 'sofas-001' }, cookieId: visitor, realm: 'northwind' })
    // A query string may carry a secret: it is never reported.
    expect(JSON.stringify(fakeRecs.activities)).not.toContain('secret')
    expect(fakeRecs.activities.find((a) => a.body.recommenderName === 'pdp-similar-items')!.body).toMatchObject({
      __recoUUID: 'reco-pdp-similar-items',
      products: [{ id: 'sectionals-003' }, { id: 'beds-001' }],
    })
    await expectNoAxeViolations()

    // Choosing one reports it with its recommendation.
    const similar = screen.getByRole('region', { name: 'You might also like' })
    await user.click(within(similar).getAllByRole('link', { name: /Wren Upholstered Bed/ })[0]!)
    await waitFor(() => expect(fakeRecs.activities.some((a) => a.activity === 'clickReco')).toBe(true))
    expect(fakeRecs.activities.find((a) => a.activity === 'clickReco')!.body).toMatchObject({
      recommenderName: 'pdp-similar-items',
      __recoUUID: 'reco-pdp-similar-items',
      product: { id: 'beds-001' },
    })
  })

  it('a failing recommender shows nothing and is logged; the page is whole', async () => {
    serveCatalog(sofaMaster)
    server.use(
      http.post('*/mobify/proxy/einstein/v3/personalization/recs/:site/:recommender', () =>
        HttpResponse.json({ message: 'down', type: 'x', title: 'x', detail: 'x' }, { status: 500 }),
      ),
    )
    renderApp('/product/sofas-001')
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
    await waitFor(() => expect(fakeAuth.logs.some((log) => log.message.startsWith('Recommendations pdp-similar-items failed'))).toBe(true))
    expect(fakeAuth.logs.find((log) => log.message.startsWith('Recommendations'))?.level).toBe('error')
    expect(screen.queryByRole('region', { name: 'You might also like' })).not.toBeInTheDocument()
  })

  it('in the added-to-cart window: products like the one added; the add is reported with its price', async () => {
    serveCatalog(sofaMaster, sofaNavy, bedMaster)
    fakeRecs.answers.set('pdp-similar-items', ['beds-001'])
    const { user } = renderApp('/product/sofas-001-navy')
    const add = await screen.findByRole('button', { name: 'Add to cart' })
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(add)
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' })
    await waitFor(() => expect(rowNames('You might also like', dialog)).toEqual(['Wren Upholstered Bed']))
    await waitFor(() => expect(fakeRecs.activities.some((a) => a.activity === 'addToCart')).toBe(true))
    expect(fakeRecs.activities.find((a) => a.activity === 'addToCart')!.body).toMatchObject({
      products: [{ id: 'sofas-001-navy', quantity: 1, price: 547.99 }],
    })
  })

  it('on the cart: the recently viewed, and products that go with the cart’s', async () => {
    serveCatalog(sofaMaster, sofaNavy, bedMaster, tabletItem)
    fakeRecs.answers.set('viewed-recently-einstein', ['tablets-002'])
    fakeRecs.answers.set('product-to-product-einstein', ['beds-001'])
    const { user } = renderApp('/product/sofas-001-navy')
    const add = await screen.findByRole('button', { name: 'Add to cart' })
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(add)
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'View cart' }))
    await waitFor(() => expect(rowNames('You may also like')).toEqual(['Wren Upholstered Bed']))
    // Asked by the cart's zone, whose recommender the server chose.
    const forCart = fakeRecs.requests.filter((r) => r.zone === 'cart').at(-1)!
    expect(forCart.recommender).toBe('product-to-product-einstein')
    expect(forCart.body.products).toEqual([{ id: 'sofas-001-navy' }])
    await waitFor(() => expect(rowNames('Recently viewed')).toEqual(['Slate 11 Pro Tablet']))
  })
})

describe('zones and the site’s recommenders', () => {
  const emptySearch = () => server.use(productSearchHandler(() => resultFixture({ hits: [], total: 0, query: 'zzz' })).handler)

  it('fills the home page’s row from the home zone, and reports it with the recommender that answered', async () => {
    serveCatalog(bedMaster, tabletItem)
    fakeRecs.answers.set('home-top-revenue-for-category', ['beds-001', 'tablets-002'])
    renderApp('/')
    await waitFor(() => expect(rowNames('Shoppers’ favorites')).toEqual(['Wren Upholstered Bed', 'Slate 11 Pro Tablet']))
    // Asked by the home zone only (StrictMode's second mount of the lazily hydrated row may ask again).
    expect(new Set(fakeRecs.requests.map((r) => r.zone))).toEqual(new Set(['home']))
    await waitFor(() => expect(fakeRecs.activities.filter((a) => a.activity === 'viewReco')).toHaveLength(1))
    expect(fakeRecs.activities.find((a) => a.activity === 'viewReco')!.body).toMatchObject({
      recommenderName: 'home-top-revenue-for-category',
      __recoUUID: 'reco-home-top-revenue-for-category',
    })
    // A zone's row needs no list of recommenders.
    expect(fakeRecs.recommenderLists).toBe(0)
  })

  it('asks a named recommender only when the site offers it, reading the list once for the page', async () => {
    serveCatalog(sofaMaster, bedMaster, tabletItem)
    fakeRecs.recommenders = ['viewed-recently-einstein', 'complete-the-set']
    fakeRecs.answers.set('pdp-similar-items', ['beds-001'])
    fakeRecs.answers.set('viewed-recently-einstein', ['tablets-002'])
    renderApp('/product/sofas-001')
    await waitFor(() => expect(rowNames('Recently viewed')).toEqual(['Slate 11 Pro Tablet']))
    expect(screen.queryByRole('region', { name: 'You might also like' })).not.toBeInTheDocument()
    expect(fakeRecs.requests.map((r) => r.recommender).sort()).toEqual(['complete-the-set', 'viewed-recently-einstein'])
    expect(fakeRecs.recommenderLists).toBe(1)
  })

  it('an empty search: the most viewed from its zone; a list that cannot be read is logged and names no recommender', async () => {
    serveCatalog(bedMaster)
    emptySearch()
    fakeRecs.recommenders = null
    fakeRecs.answers.set('products-in-all-categories', ['beds-001'])
    fakeRecs.answers.set('home-top-revenue-for-category', ['beds-001'])
    renderApp('/search?q=zzz')
    await waitFor(() => expect(rowNames('Most viewed products')).toEqual(['Wren Upholstered Bed']))
    await waitFor(() => expect(fakeAuth.logs.some((log) => log.message.startsWith('Recommenders list failed'))).toBe(true))
    expect(screen.queryByRole('region', { name: 'Top sellers' })).not.toBeInTheDocument()
    expect(fakeRecs.requests.map((r) => [r.zone, r.recommender])).toEqual([['empty-search', 'products-in-all-categories']])
  })

  it('a failing zone shows nothing and is logged', async () => {
    server.use(
      http.post('*/mobify/proxy/einstein/v3/personalization/:site/zones/:zone/recs', () =>
        HttpResponse.json({ message: 'down', type: 'x', title: 'x', detail: 'x' }, { status: 500 }),
      ),
    )
    renderApp('/')
    await waitFor(() => expect(fakeAuth.logs.some((log) => log.message.startsWith('Recommendations for zone home failed'))).toBe(true))
    expect(screen.queryByRole('region', { name: 'Shoppers’ favorites' })).not.toBeInTheDocument()
  })
})

describe('products chosen from a search or a category', () => {
  const sofaHit = hitFixture()
  const serveListing = (query?: string) => {
    serveCatalog(sofaMaster)
    server.use(productSearchHandler(() => resultFixture({ hits: [sofaHit], total: 1, ...(query ? { query } : {}) })).handler)
  }
  const clicks = () => fakeRecs.activities.filter((a) => a.activity === 'clickSearch' || a.activity === 'clickCategory')

  it('reports clickSearch with the phrase and the product chosen among the results', async () => {
    serveListing('sofa')
    const { user } = renderApp('/search?q=sofa')
    await user.click(await screen.findByRole('link', { name: 'Harbor Reclining Sofa' }))
    await waitFor(() => expect(clicks()).toHaveLength(1))
    expect(clicks()[0]).toMatchObject({
      activity: 'clickSearch',
      body: { searchText: 'sofa', product: { id: 'sofas-001' }, realm: 'northwind' },
    })
    expect(clicks()[0]!.body.cookieId).toEqual(expect.any(String))
  })

  it('reports clickCategory with the category and the product chosen in it', async () => {
    serveListing()
    const { user } = renderApp('/category/living-room')
    await user.click(await screen.findByRole('link', { name: 'Harbor Reclining Sofa' }))
    await waitFor(() => expect(clicks()).toHaveLength(1))
    expect(clicks()[0]).toMatchObject({
      activity: 'clickCategory',
      body: { category: { id: 'living-room' }, product: { id: 'sofas-001' } },
    })
  })

  it('reports clickSearch with what was typed when a suggested product is picked', async () => {
    serveCatalog(sofaMaster)
    server.use(
      http.get('*/mobify/proxy/api/search/shopper-search/v1/organizations/:org/search-suggestions', ({ request }) =>
        HttpResponse.json({
          searchPhrase: new URL(request.url).searchParams.get('q') ?? '',
          productSuggestions: {
            products: [{ productId: 'sofas-001', productName: 'Harbor Reclining Sofa', currency: 'USD', price: 547.99 }],
            suggestedPhrases: [],
          },
          categorySuggestions: { categories: [], suggestedPhrases: [] },
          brandSuggestions: { brands: [], suggestedPhrases: [] },
        }),
      ),
    )
    const { user } = renderApp('/cart')
    // The shell's later code (which reports the pick) has started once the footer has its cookie button.
    expect(await screen.findByRole('button', { name: 'Cookie preferences' })).toBeInTheDocument()
    await user.type(within(screen.getByRole('banner')).getAllByRole('searchbox', { name: 'Search products' })[0]!, 'harb')
    const panel = await screen.findByRole('region', { name: 'Search suggestions' })
    await user.click(await within(panel).findByRole('link', { name: 'Harbor Reclining Sofa' }))
    await waitFor(() => expect(clicks()).toHaveLength(1))
    expect(clicks()[0]).toMatchObject({ activity: 'clickSearch', body: { searchText: 'harb', product: { id: 'sofas-001' } } })
  })

  it('reports no click without performance consent', async () => {
    window.localStorage.setItem(CONSENT_KEY, consentWrites(NECESSARY_ONLY).stored)
    serveListing('sofa')
    const { user } = renderApp('/search?q=sofa')
    await user.click(await screen.findByRole('link', { name: 'Harbor Reclining Sofa' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
    expect(fakeRecs.activities).toEqual([])
  })
})
