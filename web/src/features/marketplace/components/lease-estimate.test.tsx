/** "Estimate your lease": the figures a shopper sees, the field checks, the server's refusals. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LeaseEstimate as Estimate } from '@/lib/lease-estimate'
import { installGuestApiSession } from '@/testing/auth'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { LeaseEstimate } from './lease-estimate'

/** The server's answer for a $1,000.00 cash price, monthly, in Texas (server/tests/api/estimate.rs). */
const TEXAS_MONTHLY: Estimate = {
  cashPrice: 100_000,
  payFrequency: 'monthly',
  state: 'TX',
  taxIncluded: true,
  termMonths: 12,
  initialPayment: 5_206,
  paymentAmount: 16_831,
  numberOfPayments: 12,
  lastPaymentAmount: 16_840,
  totalCostToOwn: 207_187,
  totalOfPayments: 195_000,
  costAboveCashPrice: 95_000,
  earlyPurchase: { days: 90, amount: 107_312, fee: 1_000 },
}

const BEFORE_TAX_WEEKLY: Estimate = {
  cashPrice: 54_799,
  payFrequency: 'weekly',
  state: null,
  taxIncluded: false,
  termMonths: 12,
  initialPayment: 4_900,
  paymentAmount: 1_960,
  numberOfPayments: 52,
  lastPaymentAmount: 1_998,
  totalCostToOwn: 106_858,
  totalOfPayments: 106_858,
  costAboveCashPrice: 52_059,
  earlyPurchase: { days: 90, amount: 55_799, fee: 1_000 },
}

/** Answers each estimate call with `answer` (an estimate, or a status and body), keeping the queries asked. */
function estimateHandler(answer: (query: URLSearchParams) => Estimate | { status: number; body: object }) {
  const requests: URLSearchParams[] = []
  server.use(
    http.get('*/mobify/proxy/api/custom/preapproval/v1/organizations/:org/estimate', ({ request }) => {
      const query = new URL(request.url).searchParams
      requests.push(query)
      const result = answer(query)
      return 'status' in result ? HttpResponse.json(result.body, { status: result.status }) : HttpResponse.json(result)
    }),
  )
  return requests
}

let unregister: () => void

beforeEach(() => {
  // The shopper's (guest) session, as the app always has one in the browser.
  unregister = installGuestApiSession()
})

afterEach(() => unregister())

const cashPrice = () => screen.getByRole('textbox', { name: 'Cash price' })
const frequency = () => screen.getByRole('combobox', { name: 'How often are you paid?' })
const estimateButton = () => screen.getByRole('button', { name: 'Estimate' })

/** The value next to a figure's label in the result. */
function figure(label: string): string | null {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label)
  return term?.nextElementSibling?.textContent ?? null
}

describe('LeaseEstimate', () => {
  it('shows the payment with the number of payments, the total cost to own and the 90-day option', async () => {
    const requests = estimateHandler(() => TEXAS_MONTHLY)
    const { user } = renderWithProviders(<LeaseEstimate retailerName="Ashford Home" state="tx" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Estimate your lease at Ashford Home' })).toBeInTheDocument()
    expect(cashPrice()).toHaveAttribute('inputmode', 'decimal')
    expect(cashPrice()).toHaveAccessibleDescription('In dollars, up to $4,000.')
    expect(
      within(frequency())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Weekly', 'Every two weeks', 'Twice a month', 'Monthly'])

    await user.type(cashPrice(), '$1,000')
    await user.selectOptions(frequency(), 'Monthly')
    await user.click(estimateButton())

    expect(await screen.findByRole('heading', { level: 3, name: 'Your estimate for a cash price of $1,000.00' })).toBeInTheDocument()
    expect(requests).toHaveLength(1)
    expect(Object.fromEntries(requests[0]!)).toMatchObject({ cashPrice: '100000', payFrequency: 'monthly', state: 'TX' })

    // The payment, how many and the total, together and in full.
    expect(figure('Monthly payment')).toBe('$168.31')
    expect(figure('Number of payments')).toBe('12 (after the initial payment)')
    expect(figure('Total cost to own')).toBe('$2,071.87')
    expect(figure('Initial payment at signing')).toBe('$52.06')
    expect(figure('Lease term')).toBe('12 months')
    expect(figure('Cost above the cash price (before tax)')).toBe('$950.00')
    expect(screen.getByText('The last payment is $168.40.')).toBeInTheDocument()
    expect(screen.getByText('Own it within 90 days for $1,073.12')).toBeInTheDocument()
    expect(screen.getByText('That’s the cash price plus a $10.00 fee, with tax, the initial payment included.')).toBeInTheDocument()
    expect(
      screen.getByText('This estimate includes TX sales tax. Optional fees (such as Benefits Plus) are not included.'),
    ).toBeInTheDocument()
    // In the live region, so the figures are read out when they arrive.
    expect(screen.getByText('Own it within 90 days for $1,073.12').closest('[aria-live="polite"]')).not.toBeNull()
  })

  it('says an estimate without a state is before tax', async () => {
    const requests = estimateHandler(() => BEFORE_TAX_WEEKLY)
    const { user } = renderWithProviders(<LeaseEstimate />)
    expect(screen.getByRole('heading', { level: 2, name: 'Estimate your lease' })).toBeInTheDocument()
    await user.type(cashPrice(), '547.99')
    await user.click(estimateButton())
    expect(await screen.findByText('Weekly payment')).toBeInTheDocument()
    expect(requests[0]?.get('cashPrice')).toBe('54799')
    expect(requests[0]?.get('payFrequency')).toBe('weekly')
    expect(requests[0]?.has('state')).toBe(false)
    expect(figure('Weekly payment')).toBe('$19.60')
    expect(figure('Number of payments')).toBe('52 (after the initial payment)')
    expect(figure('Total cost to own')).toBe('$1,068.58')
    expect(screen.getByText('The last payment is $19.98.')).toBeInTheDocument()
    expect(screen.getByText('Own it within 90 days for $557.99')).toBeInTheDocument()
    expect(screen.getByText('That’s the cash price plus a $10.00 fee, the initial payment included.')).toBeInTheDocument()
    expect(
      screen.getByText('This estimate is before sales tax. Tax and optional fees (such as Benefits Plus) are added to each payment.'),
    ).toBeInTheDocument()
  })

  it('checks the cash price before asking, with the error tied to the field', async () => {
    const requests = estimateHandler(() => TEXAS_MONTHLY)
    const { user } = renderWithProviders(<LeaseEstimate />)

    await user.click(estimateButton())
    expect(await screen.findByText('Enter the cash price.')).toBeInTheDocument()
    expect(cashPrice()).toHaveAttribute('aria-invalid', 'true')
    expect(cashPrice()).toHaveAccessibleDescription('Enter the cash price. In dollars, up to $4,000.')
    expect(cashPrice()).toHaveFocus()

    await user.type(cashPrice(), '4000.01')
    await user.click(estimateButton())
    expect(await screen.findByText('Enter a cash price of $4,000 or less.')).toBeInTheDocument()

    await user.clear(cashPrice())
    await user.type(cashPrice(), '0')
    await user.click(estimateButton())
    expect(await screen.findByText('Enter a cash price above zero.')).toBeInTheDocument()

    for (const typed of ['12.345', 'ten', '25,50']) {
      await user.clear(cashPrice())
      await user.type(cashPrice(), typed)
      await user.click(estimateButton())
      expect(await screen.findByText('Enter the cash price in dollars and cents, like 549.99.')).toBeInTheDocument()
    }
    expect(requests).toHaveLength(0)

    // Fixed, it asks: $4,000 exactly is fine.
    await user.clear(cashPrice())
    await user.type(cashPrice(), '4000')
    await user.click(estimateButton())
    await waitFor(() => expect(requests.at(-1)?.get('cashPrice')).toBe('400000'))
    expect(cashPrice()).not.toHaveAttribute('aria-invalid')
  })

  it('shows the server’s refusal of the cash price at the field, and of the state above the button', async () => {
    estimateHandler((query) =>
      query.get('state') === 'MN'
        ? {
            status: 400,
            body: { type: 'bad-request', message: 'Lease-to-own is not offered in MN.', parameter: 'state', reason: 'excluded_state' },
          }
        : {
            status: 400,
            body: { type: 'bad-request', message: 'The cash price is too high.', parameter: 'cashPrice', reason: 'above_maximum' },
          },
    )
    const { user, unmount } = renderWithProviders(<LeaseEstimate />)
    await user.type(cashPrice(), '3999')
    await user.click(estimateButton())
    expect(await screen.findByText('Enter a cash price of $4,000 or less.')).toBeInTheDocument()
    expect(cashPrice()).toHaveAttribute('aria-invalid', 'true')
    expect(cashPrice()).toHaveAccessibleDescription('Enter a cash price of $4,000 or less. In dollars, up to $4,000.')
    await waitFor(() => expect(cashPrice()).toHaveFocus())
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
    unmount()

    renderWithProviders(<LeaseEstimate state="MN" />)
    await user.type(cashPrice(), '500')
    await user.click(estimateButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Lease-to-own isn’t offered in MN.')
    expect(cashPrice()).not.toHaveAttribute('aria-invalid')
  })

  it('offers to try again when the estimate fails', async () => {
    let fail = true
    const requests = estimateHandler(() =>
      fail ? { status: 500, body: { message: 'Something went wrong on our side.' } } : BEFORE_TAX_WEEKLY,
    )
    const { user } = renderWithProviders(<LeaseEstimate />)
    await user.type(cashPrice(), '547.99')
    await user.click(estimateButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t estimate your lease right now. Please try again.')
    fail = false
    await user.click(estimateButton())
    expect(await screen.findByText('Own it within 90 days for $557.99')).toBeInTheDocument()
    expect(requests).toHaveLength(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
