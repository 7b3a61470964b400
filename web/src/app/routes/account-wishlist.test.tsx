/** /account/wishlist: a guest sent to sign in, the empty list, the kept products with their lease figures, remove, add to cart, pages of 24, es-US. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Product } from '@/api/types'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { fakeBaskets } from '@/testing/basket'
import { bedMaster, sofaNavy, tabletItem } from '@/testing/product-fixtures'
import { productsHandler } from '@/testing/products'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { fakeWishLists } from '@/testing/wishlist'

const location = () => screen.getByTestId('location')
const itemOf = async (name: string | RegExp) => (await screen.findByRole('heading', { level: 2, name })).closest('li')!

describe('/account/wishlist', () => {
  it('sends a guest to sign in first', async () => {
    renderApp('/account/wishlist')
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/))
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument()
  })

  it('says when the list is empty, and where to find products', async () => {
    fakeAuth.signedIn()
    renderApp('/account/wishlist')
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument()
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/')
    expect(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('shows each kept product with its price and what leasing it costs in full, and what can be done with it', async () => {
    fakeAuth.signedIn()
    fakeWishLists.seed(DEMO_SHOPPER.customerId, ['sofas-001-navy', 'beds-001', 'gone-001'])
    server.use(productsHandler([sofaNavy, bedMaster]).handler)
    renderApp('/account/wishlist')
    expect(await screen.findByText('3 items')).toBeInTheDocument()

    const sofa = await itemOf('Harbor Reclining Sofa')
    expect(within(sofa).getByRole('link', { name: 'Harbor Reclining Sofa' })).toHaveAttribute('href', '/product/sofas-001-navy')
    expect(sofa.querySelector('img')).toHaveAttribute('src', '/images/catalog/sofa/1f3a5f.svg')
    expect(sofa).toHaveTextContent('$547.99')
    // The lease the server quoted for it: the initial payment, the payments and the total together.
    expect(sofa).toHaveTextContent('or lease for $49.00 today, then 52 weekly payments of $19.60: $1,068.58 total cost to own')
    expect(within(sofa).getByRole('button', { name: 'Add to cart: Harbor Reclining Sofa' })).toHaveTextContent('Add to cart')

    // A master: a price range, the lease from its lowest price, its options chosen on its page.
    const bed = await itemOf('Wren Upholstered Bed')
    expect(bed).toHaveTextContent('$925.99 – $1,259.99')
    expect(bed).toHaveTextContent('or lease from $49.00 today, then 52 weekly payments of $33.78: $1,805.68 total cost to own')
    expect(within(bed).getByRole('link', { name: 'Choose options for Wren Upholstered Bed' })).toHaveAttribute('href', '/product/beds-001')
    expect(within(bed).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument()

    // No longer sold online: said so, and it can be removed.
    const gone = await itemOf('Unavailable product')
    expect(gone).toHaveTextContent('This product is no longer available online.')
    expect(within(gone).getByRole('button', { name: 'Remove Unavailable product' })).toBeInTheDocument()

    expect(
      screen.getByText('Leasing costs more than paying the cash price. You won’t own it until all payments are made.'),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('removes a product with its toast, focus on the list', async () => {
    fakeAuth.signedIn()
    fakeWishLists.seed(DEMO_SHOPPER.customerId, ['sofas-001-navy', 'tablets-002'])
    server.use(productsHandler([sofaNavy, tabletItem]).handler)
    const { user } = renderApp('/account/wishlist')
    const sofa = await itemOf('Harbor Reclining Sofa')
    await user.click(within(sofa).getByRole('button', { name: 'Remove Harbor Reclining Sofa' }))
    expect(await screen.findByText('Item removed from wishlist')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Harbor Reclining Sofa' })).not.toBeInTheDocument())
    expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['tablets-002'])
    const list = screen.getByRole('region', { name: '1 item' })
    expect(list).toHaveFocus()
    expect(await itemOf('Slate 11 Pro Tablet')).toHaveTextContent('$484.99')
  })

  it('says when a removal failed, and keeps the product', async () => {
    fakeAuth.signedIn()
    fakeWishLists.seed(DEMO_SHOPPER.customerId, ['sofas-001-navy'])
    server.use(
      productsHandler([sofaNavy]).handler,
      http.delete('*/product-lists/:listId/items/:itemId', () => new HttpResponse(null, { status: 500 })),
    )
    const { user } = renderApp('/account/wishlist')
    await user.click(within(await itemOf('Harbor Reclining Sofa')).getByRole('button', { name: 'Remove Harbor Reclining Sofa' }))
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
    expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['sofas-001-navy'])
  })

  it('adds a product to the cart, which shows it in its window', async () => {
    fakeAuth.signedIn()
    fakeWishLists.seed(DEMO_SHOPPER.customerId, ['sofas-001-navy'])
    server.use(productsHandler([sofaNavy]).handler)
    const { user } = renderApp('/account/wishlist')
    const add = within(await itemOf('Harbor Reclining Sofa')).getByRole('button', { name: 'Add to cart: Harbor Reclining Sofa' })
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(add)
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' })
    expect(dialog).toHaveTextContent('Harbor Reclining Sofa × 1')
    expect(fakeBaskets.baskets[0]?.lines.map((line) => line.productId)).toEqual(['sofas-001-navy'])
    // It stays in the wish list.
    expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['sofas-001-navy'])
  })

  it('shows 24 products a page, with Previous and Next', async () => {
    const many: Product[] = Array.from({ length: 30 }, (_, i) => ({ ...tabletItem, id: `product-${i + 1}`, name: `Product ${i + 1}` }))
    fakeAuth.signedIn()
    fakeWishLists.seed(
      DEMO_SHOPPER.customerId,
      many.map((product) => product.id),
    )
    const { handler, requests } = productsHandler(many)
    server.use(handler)
    const { user } = renderApp('/account/wishlist')
    expect(await screen.findByText('30 items')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Product 24' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2, name: 'Product 25' })).not.toBeInTheDocument()
    expect(requests[0]).toHaveLength(24)
    const pages = within(screen.getByRole('navigation', { name: 'Wishlist pages' }))
    expect(pages.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(pages.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument()

    await user.click(pages.getByRole('link', { name: 'Next' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/account\/wishlist\?page=2$/))
    expect(await screen.findByRole('heading', { level: 2, name: 'Product 30' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2, name: 'Product 24' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6)
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '30 items' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/account/wishlist')
  })

  it('speaks Spanish under /es/', async () => {
    fakeAuth.signedIn()
    fakeWishLists.seed(DEMO_SHOPPER.customerId, ['sofas-001-navy'])
    server.use(productsHandler([sofaNavy]).handler)
    renderApp('/es/account/wishlist')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de deseos' })).toBeInTheDocument()
    const sofa = await itemOf('Harbor Reclining Sofa')
    expect(sofa).toHaveTextContent('o arrienda por $49.00 hoy, luego 52 pagos semanales de $19.60: $1,068.58 de costo total de propiedad')
    expect(within(sofa).getByRole('button', { name: 'Quitar Harbor Reclining Sofa' })).toBeInTheDocument()
    expect(within(sofa).getByRole('link', { name: 'Harbor Reclining Sofa' })).toHaveAttribute('href', '/es/product/sofas-001-navy')
  })
})
