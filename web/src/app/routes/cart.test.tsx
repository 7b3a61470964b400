/** The cart page and the header's count: lines with the lease figures, quantity, remove, items no longer sold, both locales. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { fakeBaskets } from '@/testing/basket'
import { renderApp } from '@/testing/render'

const header = async () => within(await screen.findByRole('banner'))

describe('the cart', () => {
  it('says when it is empty, and the header says so too', async () => {
    renderApp('/cart')
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument()
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument()
    expect(await (await header()).findByRole('link', { name: 'Cart, empty' })).toHaveAttribute('href', '/cart')
  })

  it('shows each line with its price and what leasing it costs in full, and the subtotal', async () => {
    fakeAuth.signedIn()
    fakeBaskets.seed(DEMO_SHOPPER.customerId, [{ productId: 'sofas-001-charcoal', quantity: 2 }], 'usid-restored', true)
    renderApp('/cart')
    const line = (await screen.findByRole('link', { name: 'Harbor Reclining Sofa' })).closest('li')!
    expect(line).toHaveTextContent('$1,095.98')
    expect(line).toHaveTextContent('$547.99 each')
    // floor(109 598 × 1.95) = 213 716 cents over 52 weekly payments of floor(213 716 / 52) = 4 109
    expect(line).toHaveTextContent('or lease for $41.09/week, 52 payments, $2,137.16 total cost to own')
    const summary = screen.getByRole('complementary')
    expect(summary).toHaveTextContent('Subtotal$1,095.98')
    expect(summary).toHaveTextContent('2 items')
    expect(await (await header()).findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
  })

  it('changes a quantity, says why one cannot be had, and removes a line with its toast', async () => {
    fakeAuth.signedIn()
    fakeBaskets.seed(
      DEMO_SHOPPER.customerId,
      [
        { productId: 'sofas-001-charcoal', quantity: 1 },
        { productId: 'sofas-003-navy', quantity: 1 },
      ],
      'usid-restored',
      true,
    )
    const { user } = renderApp('/cart')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity of Harbor Reclining Sofa' }), '3')
    await waitFor(() => expect(screen.getByRole('complementary')).toHaveTextContent('Subtotal$2,849.96'))

    // One navy sofa is all there is.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity of Brenton Tufted Sofa' }), '2')
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart already has all the Brenton Tufted Sofa we have in stock.')
    expect(screen.getByRole('combobox', { name: 'Quantity of Brenton Tufted Sofa' })).toHaveValue('1')

    await user.click(screen.getByRole('button', { name: 'Remove Brenton Tufted Sofa' }))
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Brenton Tufted Sofa' })).not.toBeInTheDocument())
    expect(await (await header()).findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()
  })

  it('removes the items no longer sold online, saying so', async () => {
    fakeAuth.signedIn()
    const basket = fakeBaskets.seed(
      DEMO_SHOPPER.customerId,
      [
        { productId: 'sofas-001-charcoal', quantity: 1 },
        { productId: 'sofas-003-navy', quantity: 1, available: false },
      ],
      'usid-restored',
      true,
    )
    renderApp('/cart')
    expect(await screen.findByText('Some items are no longer available online and will be removed from your cart.')).toBeInTheDocument()
    await waitFor(() => expect(basket.lines.map((l) => l.productId)).toEqual(['sofas-001-charcoal']))
    expect(screen.getByRole('link', { name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
  })

  it('speaks Spanish under /es/', async () => {
    fakeAuth.signedIn()
    fakeBaskets.seed(DEMO_SHOPPER.customerId, [{ productId: 'sofas-001-charcoal', quantity: 1 }], 'usid-restored', true)
    renderApp('/es/cart')
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu carrito' })).toBeInTheDocument()
    const line = (await screen.findByRole('link', { name: 'Harbor Reclining Sofa' })).closest('li')!
    expect(line).toHaveTextContent('o arrienda por $20.54/semana, 52 pagos, $1,068.58 de costo total de propiedad')
  })
})
