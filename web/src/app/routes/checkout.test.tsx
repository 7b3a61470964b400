/**
 * /checkout and its confirmation: the reduced header, a guest asked to sign in, the steps worked
 * out from the basket, the lease's cost in full, why a cart cannot be leased, signing and placing
 * the order (a declined payment says so and loses nothing), the confirmation, and each step reported
 * to the recommender (with the visitor's performance consent).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Basket, LeaseCheckout, Order } from '@/api/types'
import { CONSENT_KEY, consentWrites } from '@/features/consent/lib/consent-rules'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { quoteOf } from '@/testing/lease-quotes'
import { fakeRecs } from '@/testing/recs'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const API = '*/mobify/proxy/api'
const address = {
  firstName: 'Ana',
  lastName: 'Reyes',
  address1: '12 Elm St',
  city: 'Austin',
  stateCode: 'TX',
  postalCode: '78701',
  countryCode: 'US',
  phone: '5125550100',
}
const method = { id: 'standard', name: 'Standard delivery', description: 'To your door in 5 to 7 business days', price: 0 }

function shippedBasket(paid: boolean): Basket {
  return {
    basketId: 'basket-9',
    currency: 'USD',
    customerInfo: { customerId: DEMO_SHOPPER.customerId, email: 'ana@example.com' },
    productItems: [
      {
        itemId: 'item-1',
        productId: 'sofas-001-charcoal',
        productName: 'Harbor Reclining Sofa',
        quantity: 1,
        basePrice: 547.99,
        price: 547.99,
        priceAfterItemDiscount: 547.99,
        c_available: true,
        c_leasable: true,
      },
    ],
    productSubTotal: 547.99,
    productTotal: 547.99,
    shippingTotal: 0,
    taxTotal: 34.25,
    orderTotal: 582.24,
    shipments: [{ shipmentId: 'me', shippingAddress: address, shippingMethod: method }],
    paymentInstruments: paid
      ? [
          {
            paymentInstrumentId: 'pi-1',
            paymentMethodId: 'NORTHWIND_LEASE',
            paymentCard: {
              cardType: 'Visa',
              maskedNumber: '•••• 4242',
              numberLastDigits: '4242',
              expirationMonth: 12,
              expirationYear: 2030,
              holder: 'Ana Reyes',
            },
          },
        ]
      : [],
    creationDate: '2026-11-27T12:00:00Z',
    lastModified: '2026-11-27T12:00:00Z',
  }
}

/** The server's quote of a $547.99 sofa, every two weeks, in Texas. */
const quote = quoteOf(54_799, 'bi_weekly', 'TX')!

function leaseCheckout(overrides: Partial<LeaseCheckout> = {}): LeaseCheckout {
  return {
    basketId: 'basket-9',
    eligible: true,
    reasons: [],
    minimum: 30_000,
    cashPrice: 54_799,
    approval: {
      applicationId: 'app-1',
      leaseNumber: '7000123',
      approvalAmount: 400_000,
      expiresAt: '2027-01-10T00:00:00Z',
      payFrequency: 'bi_weekly',
      applicantName: 'Ana Reyes',
    },
    quote,
    agreement: null,
    agreementVersion: 'v1',
    signature: null,
    ...overrides,
  }
}

/** The basket and lease checkout calls of a signed-in customer with this basket. */
function serve(basket: Basket, lease: () => LeaseCheckout, extra: Parameters<typeof server.use> = []) {
  server.use(
    http.get(`${API}/customer/shopper-customers/v1/organizations/:org/customers/:id/baskets`, () =>
      HttpResponse.json({ baskets: [basket], total: 1 }),
    ),
    http.get(`${API}/checkout/shopper-baskets/v1/organizations/:org/baskets/:id/shipments/me/shipping-methods`, () =>
      HttpResponse.json({ applicableShippingMethods: [method], defaultShippingMethodId: 'standard' }),
    ),
    http.get(`${API}/custom/lease-checkout/v1/organizations/:org/baskets/:id/lease`, () => HttpResponse.json(lease())),
    ...extra,
  )
}

describe('the checkout', () => {
  it('is reached from the cart', async () => {
    serve(shippedBasket(false), () => leaseCheckout())
    const { user } = renderApp('/cart')
    await user.click(await screen.findByRole('link', { name: 'Checkout' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/))
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument()
  })

  it('has the reduced header and asks a guest to sign in, the cart kept', async () => {
    serve(shippedBasket(false), () => leaseCheckout())
    renderApp('/checkout')
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument()
    const banner = screen.getByRole('banner')
    expect(await within(banner).findByRole('link', { name: 'Back to cart (1 item)' })).toHaveAttribute('href', '/cart')
    expect(within(banner).queryByRole('search')).not.toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toHaveTextContent('This is a demo store')
    expect(await screen.findByRole('button', { name: 'Sign in or create an account' })).toBeInTheDocument()
    expect(screen.getByText(/A lease belongs to a customer/)).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('says why a cart cannot be leased, with the lease’s cost in full beside it', async () => {
    fakeAuth.signedIn()
    serve(shippedBasket(false), () =>
      leaseCheckout({ eligible: false, approval: null, reasons: [{ reason: 'approval_required', message: '' }], agreementVersion: null }),
    )
    renderApp('/checkout')
    const lease = await screen.findByRole('region', { name: '4. Pay with a Northwind lease' })
    expect(await within(lease).findByRole('alert')).toHaveTextContent('Apply for a lease to pay with one: it takes a few minutes.')
    expect(within(lease).getByRole('button', { name: 'Apply for a lease' })).toBeInTheDocument()
    const cost = within(lease).getByRole('region', { name: 'Your lease' })
    expect(cost).toHaveTextContent('Initial payment due today$52.06')
    expect(cost).toHaveTextContent('26 every-two-weeks payments of $41.66 (the last one $41.79)')
    expect(cost).toHaveTextContent('Total cost to own$1,135.35')
    expect(cost).toHaveTextContent('You won’t own it until all payments are made.')
    // No card is asked for a cart that cannot be leased.
    expect(within(lease).queryByLabelText('Card number')).not.toBeInTheDocument()
    // The done steps are summaries with Edit.
    expect(screen.getByRole('region', { name: '2. Shipping address' })).toHaveTextContent('Austin, TX 78701')
    expect(screen.getByRole('button', { name: 'Edit Shipping address' })).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('signs the agreement, says a declined card declined and loses nothing, then places the order', async () => {
    fakeAuth.signedIn()
    let signed = false
    let declineNext = true
    const order = {
      ...shippedBasket(true),
      orderNo: 'NW00000042',
      status: 'created',
      c_lease: {
        leaseNumber: '7000123',
        leaseGuid: 'guid-1',
        status: 'Pending',
        payFrequency: 'bi_weekly',
        stateCode: 'TX',
        cashPrice: 54_799,
        initialPayment: 5_206,
        paymentAmount: 4_166,
        numberOfPayments: 26,
        firstDueDate: '2026-12-04',
        totalCostToOwn: 113_535,
        costAboveCashPrice: 52_059,
        earlyPurchaseDays: 90,
        earlyPurchaseAmount: 59_286,
        lastPaymentAmount: 4_179,
      },
      c_signature: { fullName: 'Ana Reyes', signedAt: '2026-11-27T12:00:00Z' },
    } as unknown as Order
    serve(
      shippedBasket(true),
      () => leaseCheckout(signed ? { signature: { fullName: 'Ana Reyes', signedAt: '2026-11-27T12:00:00Z' } } : {}),
      [
        http.put(`${API}/custom/lease-checkout/v1/organizations/:org/baskets/:id/signature`, async ({ request }) => {
          const body = (await request.json()) as { fullName: string; agreementVersion: string }
          if (body.fullName !== 'Ana Reyes')
            return HttpResponse.json({ message: 'x', reason: 'name_mismatch', parameter: 'fullName' }, { status: 400 })
          expect(body.agreementVersion).toBe('v1')
          signed = true
          return HttpResponse.json({
            ...leaseCheckout({ signature: { fullName: 'Ana Reyes', signedAt: '2026-11-27T12:00:00Z' } }),
            agreement: agreementFixture,
          })
        }),
        http.post(`${API}/checkout/shopper-orders/v1/organizations/:org/orders`, () => {
          if (declineNext) {
            declineNext = false
            return HttpResponse.json({ message: 'declined', reason: 'insufficient_funds' }, { status: 402 })
          }
          return HttpResponse.json(order)
        }),
        http.get(`${API}/checkout/shopper-orders/v1/organizations/:org/orders/:orderNo`, () => HttpResponse.json(order)),
      ],
    )
    // The agreement document is the lease feature's; an empty one is enough here.
    server.use(
      http.get(`${API}/custom/lease-checkout/v1/organizations/:org/baskets/:id/lease`, () =>
        HttpResponse.json({
          ...leaseCheckout(signed ? { signature: { fullName: 'Ana Reyes', signedAt: '' } } : {}),
          agreement: agreementFixture,
        }),
      ),
    )
    const { user } = renderApp('/checkout')
    const review = await screen.findByRole('region', { name: '5. Review and sign your lease' })
    expect(await within(review).findByRole('region', { name: 'Lease agreement' })).toBeInTheDocument()
    const place = within(review).getByRole('button', { name: 'Place order' })
    expect(place).toBeDisabled()

    await user.type(within(review).getByLabelText('Type your full name to sign'), 'Ana Cruz')
    await user.click(within(review).getByLabelText(/agree to sign it electronically/))
    await user.click(within(review).getByRole('button', { name: 'Sign the lease' }))
    expect(await within(review).findByText('Type your full name as it is on your lease application.')).toBeInTheDocument()
    await user.clear(within(review).getByLabelText('Type your full name to sign'))
    await user.type(within(review).getByLabelText('Type your full name to sign'), 'Ana Reyes')
    await user.click(within(review).getByRole('button', { name: 'Sign the lease' }))
    expect(await within(review).findByText('Signed by Ana Reyes')).toBeInTheDocument()

    await user.click(within(review).getByRole('button', { name: 'Place order' }))
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'The initial payment was declined and nothing was charged. Try another card.',
    )
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout')

    await user.click(within(review).getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/confirmation/NW00000042'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument()
    // The heading shows while the order still loads: the order's own lines say it has come.
    expect(await screen.findByText('Order number: NW00000042')).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(main).toHaveTextContent('Order number: NW00000042')
    expect(main).toHaveTextContent('Lease number: 7000123')
    expect(main).toHaveTextContent('Lease status: Pending delivery')
    expect(main).toHaveTextContent('Total cost to own$1,135.35')
    expect(main).toHaveTextContent('90-day option: own it for $592.86 in total')
    expect(main).toHaveTextContent('You won’t own it until all payments are made.')
    expect(main).toHaveTextContent('26 every-two-weeks payments of $41.66 (the last one $41.79)')
    expect(screen.getByRole('link', { name: 'See your lease in your account' })).toHaveAttribute('href', '/dashboard')
    await expectNoAxeViolations()
  })
})

const agreementFixture = {
  guid: '',
  lease_number: '7000123',
  locale: 'en-US',
  signed_on: '2026-11-27',
  state_code: 'TX',
  store: {
    name: 'Northwind Online Store',
    phone: '8005550199',
    address1: '100 Commerce Way',
    city: 'Austin',
    stateCode: 'TX',
    postalCode: '78701',
  },
  merchandise: [{ product_id: 'sofas-001-charcoal', name: 'Harbor Reclining Sofa', quantity: 1, unit_price: 54_799 }],
  cash_price: 54_799,
  pay_frequency: 'bi_weekly',
  term_months: 12,
  number_of_payments: 27,
  initial_payment: { pretax: 4_900, tax: 306, total: 5_206 },
  regular_payment: { pretax: 3_881, tax: 242, total: 4_123 },
  total_of_payments: 106_858,
  total_cost_to_own: 112_411,
  late_fee: 1_000,
  late_fee_grace_days: 5,
  benefits_plus_fee: 400,
  early_purchase_fee: 1_000,
  early_purchase_window_days: 90,
  early_purchase_percent: 60,
  tax_rate_percent: 6.25,
}

describe('the checkout’s steps, as the recommender hears of them', () => {
  const steps = () => fakeRecs.activities.filter((a) => a.activity === 'checkoutStep').map((a) => a.body)
  const step = (stepName: string, stepNumber: number): unknown => expect.objectContaining({ stepName, stepNumber, basketId: 'basket-9' })
  const allowPerformance = () => window.localStorage.setItem(CONSENT_KEY, consentWrites({ performance: true, marketing: false }).stored)
  // A registered shopper's address step offers their saved addresses (none here).
  const noSavedAddresses = http.get(`${API}/customer/shopper-customers/v1/organizations/:org/customers/:id/addresses`, () =>
    HttpResponse.json({ data: [], total: 0 }),
  )
  const notLeasable = () =>
    leaseCheckout({ eligible: false, approval: null, reasons: [{ reason: 'approval_required', message: '' }], agreementVersion: null })

  it('reports the step a guest starts on: the contact step', async () => {
    allowPerformance()
    serve(shippedBasket(false), () => leaseCheckout())
    renderApp('/checkout')
    expect(await screen.findByRole('button', { name: 'Sign in or create an account' })).toBeInTheDocument()
    await waitFor(() => expect(steps()).toEqual([step('contact', 0)]))
  })

  it('reports the open step once the lease checkout is read, then each step the shopper goes back to', async () => {
    allowPerformance()
    fakeAuth.signedIn()
    serve(shippedBasket(false), notLeasable, [noSavedAddresses])
    const { user } = renderApp('/checkout')
    await screen.findByRole('region', { name: '4. Pay with a Northwind lease' })
    await waitFor(() => expect(steps()).toEqual([step('lease', 3)]))
    await user.click(screen.getByRole('button', { name: 'Edit Shipping address' }))
    await waitFor(() => expect(steps()).toEqual([step('lease', 3), step('address', 1)]))
  })

  it('reports nothing without performance consent', async () => {
    fakeAuth.signedIn()
    serve(shippedBasket(false), notLeasable, [noSavedAddresses])
    const { user } = renderApp('/checkout')
    await screen.findByRole('region', { name: '4. Pay with a Northwind lease' })
    await user.click(screen.getByRole('button', { name: 'Edit Shipping address' }))
    expect(await screen.findByRole('region', { name: '2. Shipping address' })).toBeInTheDocument()
    expect(steps()).toEqual([])
  })
})
