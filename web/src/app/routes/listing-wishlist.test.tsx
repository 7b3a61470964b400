/** The heart on a listing's product tiles: add and remove with the wish list's toasts, a guest's add after sign-in, a failure, es-US. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_SHOPPER, fakeAuth, signInThroughDialog } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { hitFixture, productSearchHandler, resultFixture } from '@/testing/listing-test-data'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { fakeWishLists } from '@/testing/wishlist'

function serveListing() {
  const hits = [
    hitFixture({ productId: 'sofas-001', productName: 'Harbor Reclining Sofa' }),
    hitFixture({ productId: 'sofas-003', productName: 'Brenton Tufted Sofa', price: 1205.99 }),
  ]
  server.use(productSearchHandler(() => resultFixture({ hits, total: hits.length })).handler)
}

const tileOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!

describe('the wish list on product tiles', () => {
  it('adds a product and takes it out again, with the toasts, for a signed-in customer', async () => {
    fakeAuth.signedIn()
    fakeWishLists.seed(DEMO_SHOPPER.customerId, ['sofas-003'])
    serveListing()
    const { user } = renderApp('/search?q=sofa')
    const sofa = await tileOf('Harbor Reclining Sofa')
    // What is in the list already shows as such once the list has loaded.
    expect(
      await within(await tileOf('Brenton Tufted Sofa')).findByRole('button', { name: 'Remove Brenton Tufted Sofa from wishlist' }),
    ).toBeInTheDocument()
    await user.click(within(sofa).getByRole('button', { name: 'Add Harbor Reclining Sofa to wishlist' }))
    expect(await screen.findByText('1 item(s) added to wishlist')).toBeInTheDocument()
    const remove = await within(sofa).findByRole('button', { name: 'Remove Harbor Reclining Sofa from wishlist' })
    expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['sofas-003', 'sofas-001'])
    await expectNoAxeViolations()

    await user.click(remove)
    expect(await screen.findByText('Item removed from wishlist')).toBeInTheDocument()
    expect(await within(sofa).findByRole('button', { name: 'Add Harbor Reclining Sofa to wishlist' })).toBeInTheDocument()
    expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['sofas-003'])
  })

  it('asks a guest to sign in, then adds the product (or says it was there)', async () => {
    fakeWishLists.seed(DEMO_SHOPPER.customerId, ['sofas-001'])
    serveListing()
    const { user } = renderApp('/search?q=sofa')
    await user.click(within(await tileOf('Harbor Reclining Sofa')).getByRole('button', { name: 'Add Harbor Reclining Sofa to wishlist' }))
    await signInThroughDialog(user)
    expect(await screen.findByText('Item is already in wishlist')).toBeInTheDocument()
    expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['sofas-001'])

    await user.click(within(await tileOf('Brenton Tufted Sofa')).getByRole('button', { name: 'Add Brenton Tufted Sofa to wishlist' }))
    expect(await screen.findByText('1 item(s) added to wishlist')).toBeInTheDocument()
    expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['sofas-001', 'sofas-003'])
  })

  it('says when the product could not be added', async () => {
    fakeAuth.signedIn()
    serveListing()
    server.use(http.post('*/product-lists/:listId/items', () => new HttpResponse(null, { status: 500 })))
    const { user } = renderApp('/search?q=sofa')
    const sofa = await tileOf('Harbor Reclining Sofa')
    await user.click(within(sofa).getByRole('button', { name: 'Add Harbor Reclining Sofa to wishlist' }))
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    await waitFor(() => expect(within(sofa).getByRole('button', { name: 'Add Harbor Reclining Sofa to wishlist' })).toBeEnabled())
    expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual([])
  })

  it('speaks Spanish under /es/', async () => {
    fakeAuth.signedIn()
    serveListing()
    const { user } = renderApp('/es/search?q=sofa')
    await user.click(
      within(await tileOf('Harbor Reclining Sofa')).getByRole('button', { name: 'Agregar Harbor Reclining Sofa a la lista de deseos' }),
    )
    expect(await screen.findByText('1 artículo(s) agregado(s) a la lista de deseos')).toBeInTheDocument()
  })
})
