/** The cart page and the header's count: lines with the lease figures, quantity, remove, move to wishlist, items no longer sold, the basket's currency and email, both locales. */
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_SHOPPER, fakeAuth, signInThroughDialog } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { fakeBaskets } from '@/testing/basket'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { fakeWishLists } from '@/testing/wishlist'

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
    // The line's lease as the server quoted it, every figure together.
    expect(line).toHaveTextContent(
      'Lease it: $49.00 today, then 52 weekly payments of $40.15. Total cost to own $2,137.16, $1,041.18 more than the cash price. ' +
        '90-day option: own it for $1,105.98. Payments are shown before sales tax. You won’t own it until all payments are made.',
    )
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
    expect(line).toHaveTextContent('Arriéndalo: $49.00 hoy, luego 52 pagos semanales de $19.60. Costo total de propiedad $1,068.58')
  })

  describe('Move to wishlist', () => {
    const seedCart = (customerId: string, usid = 'usid-restored', registered = true) =>
      fakeBaskets.seed(
        customerId,
        [
          { productId: 'sofas-001-charcoal', quantity: 1 },
          { productId: 'sofas-003-navy', quantity: 1 },
        ],
        usid,
        registered,
      )

    it('puts the product in the wish list and takes its line out of the cart', async () => {
      fakeAuth.signedIn()
      const basket = seedCart(DEMO_SHOPPER.customerId)
      const { user } = renderApp('/cart')
      const move = await screen.findByRole('button', { name: 'Move to wishlist: Brenton Tufted Sofa' })
      expect(move).toHaveTextContent('Move to wishlist')
      await expectNoAxeViolations()
      await user.click(move)
      expect(await screen.findByText('1 item(s) added to wishlist')).toBeInTheDocument()
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Brenton Tufted Sofa' })).not.toBeInTheDocument())
      expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['sofas-003-navy'])
      expect(basket.lines.map((line) => line.productId)).toEqual(['sofas-001-charcoal'])
      expect(screen.getByRole('complementary')).toHaveTextContent('Subtotal$547.99')
    })

    it('takes the line out too when the product was in the wish list already', async () => {
      fakeAuth.signedIn()
      fakeWishLists.seed(DEMO_SHOPPER.customerId, ['sofas-001-charcoal'])
      const basket = seedCart(DEMO_SHOPPER.customerId)
      const { user } = renderApp('/cart')
      const move = await screen.findByRole('button', { name: 'Move to wishlist: Harbor Reclining Sofa' })
      await user.click(move)
      expect(await screen.findByText('Item is already in wishlist')).toBeInTheDocument()
      await waitFor(() => expect(basket.lines.map((line) => line.productId)).toEqual(['sofas-003-navy']))
      expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['sofas-001-charcoal'])
    })

    it('keeps the line when the wish list could not take the product, saying so', async () => {
      fakeAuth.signedIn()
      const basket = seedCart(DEMO_SHOPPER.customerId)
      server.use(http.post('*/product-lists/:listId/items', () => new HttpResponse(null, { status: 500 })))
      const { user } = renderApp('/cart')
      await user.click(await screen.findByRole('button', { name: 'Move to wishlist: Brenton Tufted Sofa' }))
      expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Brenton Tufted Sofa' })).toBeInTheDocument()
      expect(basket.lines).toHaveLength(2)
    })

    it('asks a guest to sign in, then moves the product from the merged cart', async () => {
      const { user, queryClient } = renderApp('/cart')
      expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument()
      // The guest filled the cart (in another tab): the page reads it again.
      const guest = fakeAuth.cookie!
      seedCart(guest.customerId, guest.usid, false)
      await act(() => queryClient.invalidateQueries())
      await user.click(await screen.findByRole('button', { name: 'Move to wishlist: Brenton Tufted Sofa' }))
      await signInThroughDialog(user)
      expect(await screen.findByText('1 item(s) added to wishlist')).toBeInTheDocument()
      expect(fakeWishLists.productIds(DEMO_SHOPPER.customerId)).toEqual(['sofas-003-navy'])
      // The merged cart (now the customer's) keeps the other line only.
      await waitFor(() =>
        expect(fakeBaskets.baskets.map((b) => [b.customerId, b.lines.map((line) => line.productId)])).toEqual([
          [DEMO_SHOPPER.customerId, ['sofas-001-charcoal']],
        ]),
      )
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Brenton Tufted Sofa' })).not.toBeInTheDocument())
      expect(screen.getByRole('link', { name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
    })

    it.each([503, 409])('keeps the guest cart when the merge fails once at sign-in (%i): it is tried again', async (status) => {
      let merges = 0
      server.use(
        http.post(
          '*/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/:org/baskets/actions/merge',
          () => {
            merges += 1
            return new HttpResponse(null, { status })
          },
          { once: true },
        ),
      )
      const { user, queryClient } = renderApp('/cart')
      expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument()
      const guest = fakeAuth.cookie!
      seedCart(guest.customerId, guest.usid, false)
      await act(() => queryClient.invalidateQueries())
      await user.click(await screen.findByRole('button', { name: 'Move to wishlist: Brenton Tufted Sofa' }))
      await signInThroughDialog(user)
      expect(await screen.findByText('1 item(s) added to wishlist', {}, { timeout: 4000 })).toBeInTheDocument()
      expect(merges).toBe(1)
      await waitFor(() =>
        expect(fakeBaskets.baskets.map((b) => [b.customerId, b.lines.map((line) => line.productId)])).toEqual([
          [DEMO_SHOPPER.customerId, ['sofas-001-charcoal']],
        ]),
      )
      expect(await screen.findByRole('link', { name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
    })

    it('shows the merged cart when the customer’s cart was being read while the merge ran', async () => {
      // The read the sign-in starts is answered after the merge, with the cart as it was before
      // it (read first, answered late): what the shopper sees must still be the merged cart.
      const guestCartLeft = () => fakeBaskets.baskets.some((b) => !b.registered)
      server.use(
        http.get(
          '*/mobify/proxy/api/customer/shopper-customers/v1/organizations/:org/customers/:customerId/baskets',
          async ({ params }) => {
            if (params.customerId !== DEMO_SHOPPER.customerId || !guestCartLeft()) return undefined
            await waitFor(() => expect(guestCartLeft()).toBe(false))
            await new Promise((resolve) => setTimeout(resolve, 50))
            return HttpResponse.json({ baskets: [], total: 0 })
          },
        ),
      )
      const { user, queryClient } = renderApp('/cart')
      expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument()
      const guest = fakeAuth.cookie!
      seedCart(guest.customerId, guest.usid, false)
      await act(() => queryClient.invalidateQueries())
      expect(await (await header()).findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Log in' }))
      await user.click(await screen.findByRole('button', { name: 'Sign in / Create account' }))
      await signInThroughDialog(user)
      expect(await screen.findByRole('button', { name: DEMO_SHOPPER.firstName })).toBeInTheDocument()
      expect(await (await header()).findByRole('link', { name: 'Cart, 2 items' }, { timeout: 3000 })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
    })

    it('speaks Spanish under /es/', async () => {
      fakeAuth.signedIn()
      seedCart(DEMO_SHOPPER.customerId)
      const { user } = renderApp('/es/cart')
      await user.click(await screen.findByRole('button', { name: 'Mover a la lista de deseos: Brenton Tufted Sofa' }))
      expect(await screen.findByText('1 artículo(s) agregado(s) a la lista de deseos')).toBeInTheDocument()
    })
  })

  describe('the basket’s currency and email', () => {
    const GUEST = { customerId: 'guest-7', type: 'guest' as const, usid: 'usid-7' }
    const line = [{ productId: 'sofas-001-charcoal', quantity: 1 }]
    /** The cart shows its line and the shell's later code (which keeps the basket's details) has started. */
    const cartShown = async () => {
      expect(await screen.findByRole('link', { name: 'Harbor Reclining Sofa' })).toBeInTheDocument()
      expect(await screen.findByRole('region', { name: 'Your cookie choices' })).toBeInTheDocument()
    }
    /** Time for a change the page might still ask (it would be asked at once). */
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)))

    it('switches a guest’s basket in another currency to the locale’s, once, and sets no email', async () => {
      fakeAuth.cookie = GUEST
      const basket = fakeBaskets.seed(GUEST.customerId, line, GUEST.usid, false, { currency: 'EUR' })
      const { queryClient } = renderApp('/cart')
      await cartShown()
      await waitFor(() => expect(basket.currency).toBe('USD'))
      // Reading the basket again asks nothing more.
      await act(() => queryClient.invalidateQueries())
      await settle()
      expect(fakeBaskets.changes).toEqual(['currency USD'])
      expect(basket.email).toBeUndefined()
    })

    it('leaves a guest’s basket in the locale’s currency as it is', async () => {
      fakeAuth.cookie = GUEST
      fakeBaskets.seed(GUEST.customerId, line, GUEST.usid, false)
      renderApp('/cart')
      await cartShown()
      await settle()
      expect(fakeBaskets.changes).toEqual([])
    })

    it('gives a registered customer’s basket their email when it has none, and only that', async () => {
      fakeAuth.signedIn()
      const basket = fakeBaskets.seed(DEMO_SHOPPER.customerId, line, 'usid-restored', true)
      renderApp('/cart')
      await cartShown()
      await waitFor(() => expect(basket.email).toBe(DEMO_SHOPPER.email))
      await settle()
      expect(fakeBaskets.changes).toEqual([`email ${DEMO_SHOPPER.email}`])
    })

    it('switches the currency, then replaces another email, for a registered customer', async () => {
      fakeAuth.signedIn()
      const basket = fakeBaskets.seed(DEMO_SHOPPER.customerId, line, 'usid-restored', true, {
        currency: 'EUR',
        email: 'old@northwind-lease.example',
      })
      renderApp('/cart')
      await cartShown()
      await waitFor(() => expect(fakeBaskets.changes).toEqual(['currency USD', `email ${DEMO_SHOPPER.email}`]))
      expect(basket).toMatchObject({ currency: 'USD', email: DEMO_SHOPPER.email })
    })

    it('asks nothing when a registered customer’s basket has their currency and email', async () => {
      fakeAuth.signedIn()
      fakeBaskets.seed(DEMO_SHOPPER.customerId, line, 'usid-restored', true, { email: DEMO_SHOPPER.email })
      renderApp('/cart')
      await cartShown()
      expect(await screen.findByRole('button', { name: DEMO_SHOPPER.firstName })).toBeInTheDocument()
      await settle()
      expect(fakeBaskets.changes).toEqual([])
    })

    it('logs a refused switch, keeps the basket as it was and does not ask again', async () => {
      fakeAuth.cookie = GUEST
      const basket = fakeBaskets.seed(GUEST.customerId, line, GUEST.usid, false, { currency: 'EUR' })
      let asked = 0
      server.use(
        http.patch('*/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/:org/baskets/:basketId', () => {
          asked += 1
          return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
        }),
      )
      const { queryClient } = renderApp('/cart')
      await cartShown()
      await waitFor(() =>
        expect(fakeAuth.logs.map((log) => log.message)).toContainEqual(expect.stringMatching(/^Basket currency change failed/)),
      )
      await act(() => queryClient.invalidateQueries())
      await settle()
      expect(asked).toBe(1)
      // The cart still shows the basket in its own currency.
      expect(basket.currency).toBe('EUR')
      expect(screen.getByRole('complementary')).toHaveTextContent('Subtotal€547.99')
    })
  })
})
