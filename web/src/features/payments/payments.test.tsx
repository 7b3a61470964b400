/**
 * The customer portal's payments: /payments, /make-a-payment and
 * /review-payment against the in-memory servers of testing/payments.ts and
 * testing/payment-methods.ts. Maria is the demo lease customer; her newest lease (active, next
 * payment $52.77, payoff $1,372.07) is the selected one.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeAll } from 'vitest'
import { clearPaymentSession, CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { fakeAuth } from '@/testing/auth'
import { gate } from '@/testing/gate'
import { DEMO_LEASE_CUSTOMER } from '@/testing/idp'
import { MARIA_LEASES } from '@/testing/lease'
import { fakePaymentMethods, paymentMethodFixture } from '@/testing/payment-methods'
import { fakePayments, paymentFixture } from '@/testing/payments'
import { preloadPages, renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const LEASE = MARIA_LEASES.active.guid
const VISA = paymentMethodFixture({ guid: 'pm-visa', last4: '4242', is_default: true })
const DECLINING = paymentMethodFixture({ guid: 'pm-decline', last4: '9995' })
const CHECKING = paymentMethodFixture({ guid: 'pm-checking', type: 'bank', brand: 'checking', last4: '1116' })
const SPEC_KEYS = [
  'payMethodGUID',
  'selected_label',
  'selected_Type',
  'payPaymentType',
  'payCustomAmount',
  'payOneTime',
  'isPaymentSubmitted',
  'leaseGuid',
]

function signInMaria() {
  fakeAuth.customers.set(DEMO_LEASE_CUSTOMER.email, { ...DEMO_LEASE_CUSTOMER, c_northwindCustomerGuid: 'guid-cust-maria' })
  fakeAuth.signedIn({ ...DEMO_LEASE_CUSTOMER })
  window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
}

const location = () => screen.getByTestId('location')
const session = () => Object.fromEntries(SPEC_KEYS.map((key) => [key, window.sessionStorage.getItem(key)]))

type User = ReturnType<typeof renderApp>['user']

async function chooseAndReview(user: User, amount: RegExp | string, method: RegExp | string, reviewName = 'Review payment') {
  await user.click(await screen.findByRole('radio', { name: amount }))
  // The methods come from their own call, beside the lease's amounts.
  await user.click(await screen.findByRole('radio', { name: method }))
  await user.click(screen.getByRole('button', { name: reviewName }))
}

// The portal's page module is loaded before the first story, which would otherwise wait out its
// first (cold) load, on a busy machine longer than it waits for the page.
beforeAll(() => preloadPages('/make-a-payment'), 60_000)

describe('/make-a-payment → /review-payment', () => {
  it('pays the next payment with the default card: review as the server says, one submit, the receipt number; the tab forgets it', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA, DECLINING])
    let answer: () => void = () => {}
    server.use(
      http.post('*/mobify/proxy/api/custom/northwind-payments/v1/organizations/:org/submit_payment', async () => {
        await new Promise<void>((resolve) => (answer = resolve))
        return undefined
      }),
    )
    const { user } = renderApp('/make-a-payment')
    expect(await screen.findByRole('heading', { level: 1, name: 'Make a payment' })).toBeInTheDocument()
    expect(document.title).toBe('Make a Payment | Northwind Lease')
    const next = await screen.findByRole('radio', { name: 'Next payment $52.77' })
    expect(next).toBeChecked()
    expect(next).toHaveAccessibleDescription('Due March 13, 2026 · $48.75 + $4.02 tax')
    expect(screen.getByRole('radio', { name: 'Payoff $1,372.07' })).toHaveAccessibleDescription(
      'Own it today: quote for March 6, 2026 · $1,267.50 + $104.57 tax',
    )
    expect(screen.getByText('Between $1.00 and $1,267.50 before tax. Tax is added on the next step.')).toBeInTheDocument()
    // The methods come from their own call, beside the lease's.
    expect(await screen.findByRole('radio', { name: /^Visa ending in 4242\s*Default$/ })).toBeChecked()
    // The Payments item of the portal navigation is the current one here.
    expect(screen.getAllByRole('link', { name: 'Payments' }).some((link) => link.getAttribute('aria-current') === 'page')).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/review-payment$/))
    expect(session()).toEqual({
      payMethodGUID: 'pm-visa',
      selected_label: 'Visa •••• 4242',
      selected_Type: 'card',
      payPaymentType: 'next_payment',
      payCustomAmount: '48.75',
      payOneTime: 'true',
      isPaymentSubmitted: 'false',
      leaseGuid: LEASE,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your payment' })).toBeInTheDocument()
    const summary = await screen.findByRole('region', { name: 'Next payment' })
    expect(summary).toHaveTextContent('Pay withVisa •••• 4242')
    expect(summary).toHaveTextContent('Amount$48.75Tax$4.02Total$52.77')
    expect(screen.queryByText('Bank debit authorization')).not.toBeInTheDocument()

    const pay = screen.getByRole('button', { name: 'Pay $52.77' })
    await user.click(pay)
    // Busy while it is sent: it can't be sent twice.
    expect(await screen.findByRole('button', { name: 'Paying…' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Paying…' }))
    expect(window.sessionStorage.getItem('isPaymentSubmitted')).toBe('true')
    answer()
    expect(await screen.findByRole('heading', { name: 'Payment received. Thank you!' })).toBeInTheDocument()
    expect(screen.getByText('$52.77 was paid with Visa •••• 4242. A receipt was emailed to you.')).toBeInTheDocument()
    expect(screen.getByText('Receipt number: R-2026-000001')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See your payment history' })).toHaveAttribute('href', '/payments')
    const submits = fakePayments.calls('submit_payment')
    expect(submits).toHaveLength(1)
    expect(submits[0]?.body).toEqual({
      c_lease_guid: LEASE,
      c_payment_method_guid: 'pm-visa',
      c_payment_type: 'next_payment',
      c_pretax_total_amount: '48.75',
    })
    expect(submits[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(submits[0]?.correlationId).toBe('cust-maria')
    expect(Object.values(session()).every((value) => value === null)).toBe(true)
  })

  it('checks another amount as the server does, at the field, keeping what was typed; then the server 400 shows there too', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA])
    const { user } = renderApp('/make-a-payment')
    await user.click(await screen.findByRole('radio', { name: 'Other amount' }))
    const field = screen.getByLabelText('Amount before tax')
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter an amount.'))
    expect(field).toHaveFocus()

    await user.type(field, '12.345')
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The amount can have at most two decimals (cents).'))
    expect(field).toHaveValue('12.345')

    await user.clear(field)
    await user.type(field, '2000')
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The most you can pay is $1,267.50, the payoff.'))
    expect(fakePayments.calls('review-payment')).toHaveLength(0)

    // The server still has the last word: its 400 shows at the field, the text kept.
    fakePayments.failNext('review-payment', { status: 400, parameter: 'c_pretax_total_amount', reason: 'below_minimum' })
    await user.clear(field)
    await user.type(field, '$25.50')
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('The least you can pay is $1.00.')))
    expect(field).toHaveValue('$25.50')
    expect(field).toHaveFocus()
    expect(location()).toHaveTextContent(/^\/make-a-payment$/)

    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/review-payment$/))
    expect(await screen.findByRole('region', { name: 'Other amount' })).toHaveTextContent('Amount$25.50Tax$2.10Total$27.60')
    expect(fakePayments.calls('review-payment').at(-1)?.query).toMatchObject({
      c_payment_type: 'custom',
      c_pretax_total_amount: '$25.50',
      c_lease_guid: LEASE,
      c_payment_method_guid: 'pm-visa',
    })
  })

  it('a declined card: why, in words, that nothing was charged, and another method to try with the amount kept', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA, DECLINING])
    fakePayments.failNext('submit_payment', { status: 402, reason: 'insufficient_funds' })
    const { user } = renderApp('/make-a-payment')
    await chooseAndReview(user, /^Payoff/, /Visa ending in 9995/)
    await user.click(await screen.findByRole('button', { name: 'Pay $1,372.07' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your payment was declined')
    expect(alert).toHaveTextContent('The issuer says there are not enough funds.')
    expect(alert).toHaveTextContent('Nothing was charged.')
    expect(alert).toHaveFocus()
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument()
    expect(window.sessionStorage.getItem('isPaymentSubmitted')).toBe('false')

    await user.click(within(alert).getByRole('link', { name: 'Try another payment method' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/make-a-payment$/))
    expect(await screen.findByRole('radio', { name: /^Payoff/ })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }))
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    await user.click(await screen.findByRole('button', { name: 'Pay $1,372.07' }))
    expect(await screen.findByRole('heading', { name: 'Payment received. Thank you!' })).toBeInTheDocument()
    const keys = fakePayments.calls('submit_payment').map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).not.toBe(keys[0])
    expect(fakePayments.charges).toBe(1)
  })

  it('no answer from the processor (503): it may still go through; Try again sends the same key and charges once', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA])
    fakePayments.failNext('submit_payment', { status: 503, reason: 'processor_unavailable' })
    const { user } = renderApp('/make-a-payment')
    await chooseAndReview(user, /^Next payment/, /Visa ending in 4242/)
    await user.click(await screen.findByRole('button', { name: 'Pay $52.77' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We didn't hear back from the payment processor")
    expect(alert).toHaveTextContent('Your payment may still go through.')
    expect(window.sessionStorage.getItem('isPaymentSubmitted')).toBe('true')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Receipt number: R-2026-000001')).toBeInTheDocument()
    const keys = fakePayments.calls('submit_payment').map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(fakePayments.charges).toBe(1)
  })

  it('rebuilds the review from the tab after a reload; after an unanswered submit it asks to check the history first', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA])
    const keep = (submitted: string) => {
      for (const [key, value] of Object.entries({
        payMethodGUID: 'pm-visa',
        selected_label: 'Visa •••• 4242',
        selected_Type: 'card',
        payPaymentType: 'custom',
        payCustomAmount: '100',
        payOneTime: 'true',
        isPaymentSubmitted: submitted,
        leaseGuid: LEASE,
      }))
        window.sessionStorage.setItem(key, value)
    }
    keep('false')
    const first = renderApp('/review-payment')
    expect(await screen.findByRole('region', { name: 'Other amount' })).toHaveTextContent('Amount$100.00Tax$8.25Total$108.25')
    expect(screen.getByRole('button', { name: 'Pay $108.25' })).toBeEnabled()
    first.unmount()

    keep('true')
    renderApp('/review-payment')
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment you sent from this page may still be going through.')
    expect(screen.getByRole('link', { name: 'See your payment history' })).toHaveAttribute('href', '/payments')
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument()
  })

  it('without a payment in the tab, the review says so and leads to /make-a-payment', async () => {
    signInMaria()
    renderApp('/review-payment')
    expect(await screen.findByText('There is no payment to review.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start a payment' })).toHaveAttribute('href', '/make-a-payment')
  })

  it('a bank account: the authorization the server gives, word for word, and no payment until it is accepted', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA, CHECKING])
    const { user } = renderApp('/make-a-payment')
    await chooseAndReview(user, /^Next payment/, /Checking account ending in 1116/)
    const text = 'I authorize Northwind Lease to debit $52.77 once from my account ending in 1116. To revoke, call us before the debit.'
    expect(await screen.findByText(text)).toBeInTheDocument()
    const consent = screen.getByRole('checkbox', { name: 'I have read and agree to this authorization' })
    expect(consent).toHaveAccessibleDescription(text)
    const pay = screen.getByRole('button', { name: 'Pay $52.77' })
    expect(pay).toBeDisabled()
    await user.click(consent)
    await user.click(pay)
    expect(await screen.findByRole('heading', { name: 'Payment received. Thank you!' })).toBeInTheDocument()
    expect(fakePayments.calls('submit_payment')[0]?.body).toMatchObject({
      c_payment_method_guid: 'pm-checking',
      authorization_accepted: true,
    })
  })

  it('"Pay off now" on the plan details: the quote, then /make-a-payment with the payoff chosen', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA])
    const { user } = renderApp('/plan-details')
    const section = await screen.findByRole('region', { name: 'Pay off your lease' })
    expect(section).toHaveTextContent('Own it today for $1,372.07 (quote for March 6, 2026).')
    await user.click(within(section).getByRole('link', { name: 'Pay off now' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/make-a-payment$/))
    expect(await screen.findByRole('radio', { name: /^Payoff/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    expect(await screen.findByRole('region', { name: 'Payoff' })).toHaveTextContent('Total$1,372.07')
    expect(window.sessionStorage.getItem('payPaymentType')).toBe('payoff')
  })

  it.each(['/payments', '/review-payment'])('the Payments item of the portal navigation is current on %s', async (path) => {
    signInMaria()
    renderApp(path)
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Payments' }).some((link) => link.getAttribute('aria-current') === 'page')).toBe(true),
    )
  })

  it('without a saved method: a link to add one', async () => {
    signInMaria()
    renderApp('/make-a-payment')
    expect(await screen.findByText(/You have no saved payment method on this lease yet/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add a payment method' })).toHaveAttribute('href', '/add-payment-method')
    expect(screen.getByRole('button', { name: 'Review payment' })).toBeDisabled()
  })

  it('in Spanish: amounts, the decline and its words', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA, DECLINING])
    fakePayments.failNext('submit_payment', { status: 402, reason: 'expired_card' })
    const { user } = renderApp('/es/make-a-payment')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hacer un pago' })).toBeInTheDocument()
    const next = await screen.findByRole('radio', { name: /^Próximo pago/ })
    expect(next).toHaveAccessibleDescription(/^Vence el 13 de marzo de 2026/)
    await user.click(screen.getByRole('radio', { name: 'Otro monto' }))
    const field = screen.getByLabelText('Monto antes de impuestos')
    await user.type(field, 'abc')
    await user.click(screen.getByRole('button', { name: 'Revisar el pago' }))
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Escribe el monto como un número, por ejemplo 25.00.'))
    await user.clear(field)
    await user.type(field, '30')
    await user.click(await screen.findByRole('radio', { name: /Visa que termina en 9995/ }))
    await user.click(screen.getByRole('button', { name: 'Revisar el pago' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/es\/review-payment$/))
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisa tu pago' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: /^Pagar / }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Tu pago fue rechazado')
    expect(alert).toHaveTextContent('La tarjeta está vencida.')
    expect(alert).toHaveTextContent('No se cobró nada.')
  })
})

describe('/payments', () => {
  it('shows a skeleton, then the empty state and a way to pay', async () => {
    signInMaria()
    const payments = gate()
    server.use(
      http.get('*/mobify/proxy/api/custom/northwind-payments/v1/organizations/:org/view_payments', async () => {
        await payments.passed()
        return undefined
      }),
    )
    renderApp('/payments')
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument()
    expect(await screen.findByText('Loading your payments…')).toBeInTheDocument()
    payments.open()
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Make a payment' })).toHaveAttribute('href', '/make-a-payment')
    expect(document.title).toBe('Payments | Northwind Lease')
  })

  it('pages the history ten at a time, status in words, and opens a receipt that prints', async () => {
    signInMaria()
    fakePayments.payments.set(LEASE, [
      ...Array.from({ length: 10 }, (_, i) => paymentFixture(i + 1)),
      paymentFixture(11, {
        status: 'declined',
        receipt_number: null,
        decline_reason: 'insufficient_funds',
        payment_method: 'Checking •••• 1116',
      }),
      paymentFixture(12, { type: 'payoff', amount: { pretax: 126_750, tax: 10_457, total: 137_207 } }),
    ])
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user } = renderApp('/payments')
    const list = await screen.findByRole('list', { name: 'Payment history' })
    let items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(10)
    expect(items[0]).toHaveTextContent('Payoff with Visa •••• 4242')
    expect(items[0]).toHaveTextContent('$1,372.07')
    expect(items[0]).toHaveTextContent('Paid')
    expect(items[1]).toHaveTextContent('Next payment with Checking •••• 1116')
    expect(items[1]).toHaveTextContent('Declined, not charged')
    expect(within(items[1]!).queryByRole('button', { name: /View receipt/ })).not.toBeInTheDocument()
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Newer payments' })).toBeDisabled()

    const open = within(items[0]!).getByRole('button', { name: 'View receipt R-2026-000012' })
    await user.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Payment receipt' })
    expect(dialog).toHaveTextContent('Receipt numberR-2026-000012')
    expect(dialog).toHaveTextContent('Lease#100245')
    expect(dialog).toHaveTextContent('Payment forPayoff')
    expect(dialog).toHaveTextContent('Paid withVisa •••• 4242')
    expect(dialog).toHaveTextContent('Amount$1,267.50Tax$104.57Total$1,372.07')
    await user.click(within(dialog).getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(open).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Older payments' }))
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument())
    items = within(screen.getByRole('list', { name: 'Payment history' })).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(fakePayments.calls('view_payments').map((r) => r.query.c_page)).toEqual(['1', '2'])
  })

  it('says so when the history cannot be loaded, and loads it again', async () => {
    signInMaria()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakePayments.failNext('view_payments', { status: 500 })
    fakePayments.payments.set(LEASE, [paymentFixture(1)])
    const { user } = renderApp('/payments')
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your payments.")
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Payment history' })).toBeInTheDocument()
  })

  it('in Spanish: the history in its words and money', async () => {
    signInMaria()
    fakePayments.payments.set(LEASE, [
      paymentFixture(1, { payment_method: 'Savings •••• 6789', amount: { pretax: 100_000, tax: 8250, total: 108_250 } }),
    ])
    renderApp('/es/payments')
    const list = await screen.findByRole('list', { name: 'Historial de pagos' })
    const [item] = within(list).getAllByRole('listitem')
    expect(item).toHaveTextContent('Próximo pago con Ahorros •••• 6789')
    expect(item).toHaveTextContent('Pagado')
    expect(item?.textContent).toMatch(/1,082\.50\s*US\$|US\$\s*1,082\.50|\$1,082\.50/)
    expect(screen.getByRole('link', { name: 'Hacer un pago' })).toHaveAttribute('href', '/es/make-a-payment')
  })

  it('names the payments autopay charged on a due date', async () => {
    signInMaria()
    fakePayments.payments.set(LEASE, [paymentFixture(1, { type: 'autopay', payment_method: 'Visa •••• 4242' })])
    renderApp('/payments')
    const list = await screen.findByRole('list', { name: 'Payment history' })
    const [item] = within(list).getAllByRole('listitem')
    expect(item).toHaveTextContent('Autopay with Visa •••• 4242')
    expect(item).not.toHaveTextContent('autopay')
  })
})

describe('payment-session state', () => {
  it('is kept under the spec keys, and what logout runs (clearPaymentSession) removes them', () => {
    for (const key of SPEC_KEYS) window.sessionStorage.setItem(key, 'x')
    window.sessionStorage.setItem('unrelated', 'kept')
    clearPaymentSession()
    expect(Object.values(session()).every((value) => value === null)).toBe(true)
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept')
  })
})
