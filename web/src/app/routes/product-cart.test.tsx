/** Add to cart and Add to wishlist on the product page: the added-to-cart window, the guest's cart kept through sign-in, the wish list's toasts and its sign-in. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Product } from '@/api/types'
import { DEMO_SHOPPER, fakeAuth, signInThroughDialog } from '@/testing/auth'
import { fakeBaskets } from '@/testing/basket'
import { sofaMaster, sofaNavy } from '@/testing/product-fixtures'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { fakeWishLists } from '@/testing/wishlist'

function serveProducts(...products: Product[]) {
  server.use(
    http.get('*/mobify/proxy/api/product/shopper-products/v1/organizations/:org/products/:id', ({ params }) => {
      const product = products.find((p) => p.id === params.id)
      return product
        ? HttpResponse.json(product)
        : HttpResponse.json({ type: 'not-found', title: 'Not Found', detail: 'x', message: 'x' }, { status: 404 })
    }),
  )
}

const header = async () => within(await screen.findByRole('banner'))

describe('Add to cart', () => {
  it('adds the chosen variant, shows the cart in a window, and the header counts it', async () => {
    serveProducts(sofaMaster, sofaNavy)
    const { user } = renderApp('/product/sofas-001-navy')
    const add = await screen.findByRole('button', { name: 'Add to cart' })
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(add)
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' })
    expect(dialog).toHaveTextContent('Harbor Reclining Sofa × 1')
    expect(dialog).toHaveTextContent('Subtotal$547.99')

    // Continue shopping closes it, focus back on Add to cart; the header counts the item.
    await user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(add).toHaveFocus()
    expect(await (await header()).findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()

    // View cart goes to the cart, and the window closes with the page change.
    await user.click(add)
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'View cart' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/))
    expect(screen.queryByRole('dialog', { name: 'Added to your cart' })).not.toBeInTheDocument()
    const line = (await screen.findByRole('link', { name: 'Harbor Reclining Sofa' })).closest('li')!
    expect(line).toHaveTextContent('$1,095.98')
  })

  it('cannot add a master before its variant is chosen', async () => {
    serveProducts(sofaMaster)
    renderApp('/product/sofas-001')
    const add = await screen.findByRole('button', { name: 'Add to cart' })
    // Once the session and its basket are known (the header counts them), it stays disabled.
    expect(await (await header()).findByRole('link', { name: 'Cart, empty' })).toBeInTheDocument()
    expect(add).toBeDisabled()
  })

  it('keeps a guest’s cart through sign-in: it joins the customer’s', async () => {
    const { user } = renderApp('/login')
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument()
    await waitFor(() => expect(fakeAuth.cookie?.type).toBe('guest'))
    // The guest put a sofa in the cart; the customer has one of their own from another visit.
    const guest = fakeAuth.cookie!
    fakeBaskets.seed(guest.customerId, [{ productId: 'sofas-001-navy', quantity: 1 }], guest.usid, false)
    const customers = fakeBaskets.seed(DEMO_SHOPPER.customerId, [{ productId: 'sofas-001-charcoal', quantity: 1 }], 'usid-elsewhere', true)

    await user.type(screen.getByLabelText('Email'), DEMO_SHOPPER.email)
    await user.type(screen.getByLabelText('Password'), DEMO_SHOPPER.password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
    expect(customers.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['sofas-001-charcoal', 1],
      ['sofas-001-navy', 1],
    ])
    expect(fakeBaskets.baskets).toHaveLength(1)
    expect(await (await header()).findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
  })
})

describe('Add to wishlist', () => {
  it('adds and removes the product for a signed-in customer, with the toasts', async () => {
    fakeAuth.signedIn()
    serveProducts(sofaMaster, sofaNavy)
    const { user } = renderApp('/product/sofas-001-navy')
    const add = await screen.findByRole('button', { name: 'Add to wishlist' })
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(add)
    expect(await screen.findByText('1 item(s) added to wishlist')).toBeInTheDocument()
    const remove = await screen.findByRole('button', { name: 'Remove from wishlist' })
    expect(remove).toHaveAttribute('aria-pressed', 'true')
    expect(fakeWishLists.lists.get(DEMO_SHOPPER.customerId)?.items.map((i) => i.productId)).toEqual(['sofas-001-navy'])
    await user.click(remove)
    expect(await screen.findByText('Item removed from wishlist')).toBeInTheDocument()
    expect(fakeWishLists.lists.get(DEMO_SHOPPER.customerId)?.items).toEqual([])
  })

  it('asks a guest to sign in, then adds it (or says it was there)', async () => {
    serveProducts(sofaMaster, sofaNavy)
    fakeWishLists.lists.set(DEMO_SHOPPER.customerId, { id: 'list-kept', items: [] })
    const { user } = renderApp('/product/sofas-001-navy')
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }))
    await signInThroughDialog(user)
    expect(await screen.findByText('1 item(s) added to wishlist')).toBeInTheDocument()
    expect(fakeWishLists.lists.get(DEMO_SHOPPER.customerId)?.items.map((i) => i.productId)).toEqual(['sofas-001-navy'])
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument()
  })
})
