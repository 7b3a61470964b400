/** /account/orders: the empty list, each order with its lease's status and payments in full, pages of ten, an order's page. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Order } from '@/api/types'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const ORDERS = '*/mobify/proxy/api/customer/shopper-customers/v1/organizations/:org/customers/:customerId/orders'

function order(n: number, status = 'Pending'): Order {
  return {
    orderNo: `NW${String(n).padStart(8, '0')}`,
    status: 'created',
    currency: 'USD',
    customerInfo: { customerId: DEMO_SHOPPER.customerId },
    productItems: [
      {
        itemId: `i${n}`,
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
    shipments: [],
    paymentInstruments: [],
    creationDate: '2026-11-20T15:00:00Z',
    c_lease: {
      leaseNumber: `70000${n}`,
      leaseGuid: `guid-${n}`,
      status,
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
    c_signature: { fullName: 'Ana Reyes', signedAt: '2026-11-20T15:00:00Z' },
  }
}

describe('/account/orders', () => {
  it('says when there are none', async () => {
    fakeAuth.signedIn()
    server.use(http.get(ORDERS, () => HttpResponse.json({ data: [], limit: 10, offset: 0, total: 0 })))
    renderApp('/account/orders')
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument()
    expect(await screen.findByText("You haven't placed an order yet.")).toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('lists each order with its lease in full, ten a page, and opens an order', async () => {
    fakeAuth.signedIn()
    const all = Array.from({ length: 12 }, (_, i) => order(12 - i, i === 0 ? 'Active' : 'Pending'))
    server.use(
      http.get(ORDERS, ({ request, params }) => {
        if (params.customerId !== DEMO_SHOPPER.customerId) return new HttpResponse(null, { status: 403 })
        const url = new URL(request.url)
        const offset = Number(url.searchParams.get('offset'))
        const limit = Number(url.searchParams.get('limit'))
        return HttpResponse.json({ data: all.slice(offset, offset + limit), limit, offset, total: all.length })
      }),
      http.get('*/mobify/proxy/api/checkout/shopper-orders/v1/organizations/:org/orders/:orderNo', ({ params }) =>
        HttpResponse.json(all.find((o) => o.orderNo === params.orderNo)),
      ),
    )
    const { user } = renderApp('/account/orders')
    const first = (await screen.findByRole('link', { name: 'View order NW00000012' })).closest('li')!
    expect(first).toHaveTextContent('Lease #7000012 · Active')
    // The payment is stated with the number of payments and the total cost to own.
    expect(first).toHaveTextContent('26 payments of $41.66, $1,135.35 total cost to own')
    expect(first).toHaveTextContent('Cash total $582.24')
    expect(within(first).getByRole('link', { name: 'See the lease in your account' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getAllByRole('link', { name: /^View order/ })).toHaveLength(10)
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    await expectNoAxeViolations()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('link', { name: 'View order NW00000002' })).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(screen.getByRole('link', { name: 'View order NW00000001' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/orders/NW00000001'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Order NW00000001' })).toBeInTheDocument()
    expect(await screen.findByText('Lease number: 700001')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('Total cost to own$1,135.35')
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/account/orders')
  })
})
