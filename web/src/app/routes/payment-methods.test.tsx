/**
 * The customer portal's payment methods: /payment-methods and
 * /add-payment-method against the in-memory server of testing/payment-methods.ts. Maria is the
 * demo lease customer; her newest lease (active) is the selected one.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SELECTED_LEASE_KEY } from '@/features/lease/lib/selected-lease'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { fakeAuth } from '@/testing/auth'
import { gate } from '@/testing/gate'
import { DEMO_LEASE_CUSTOMER } from '@/testing/idp'
import { MARIA_LEASES } from '@/testing/lease'
import { fakePaymentMethods, paymentMethodFixture } from '@/testing/payment-methods'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const LEASE = MARIA_LEASES.active.guid
const FETCH_ALL = '*/mobify/proxy/api/custom/payment-methods/v1/organizations/:org/fetch_all'
const LEASE_DASHBOARD = '*/mobify/proxy/api/custom/lease/v1/organizations/:org/lease_dashboard'
const SHOPPER_CONTEXT = '*/mobify/proxy/api/shopper/shopper-context/v1/organizations/:org/shopper-context/:usid'

function signInMaria() {
  fakeAuth.customers.set(DEMO_LEASE_CUSTOMER.email, { ...DEMO_LEASE_CUSTOMER, c_northwindCustomerGuid: 'guid-cust-maria' })
  fakeAuth.signedIn({ ...DEMO_LEASE_CUSTOMER })
  window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
}

const location = () => screen.getByTestId('location')
const methodItems = (name = 'Saved methods') => within(screen.getByRole('list', { name })).getAllByRole('listitem')
const VISA = paymentMethodFixture({ guid: 'pm-visa', last4: '4242', is_default: true })
const CHECKING = paymentMethodFixture({ guid: 'pm-checking', type: 'bank', brand: 'checking', last4: '6789' })

type User = ReturnType<typeof renderApp>['user']

async function fillCard(
  user: User,
  { number = '4242 4242 4242 4242', month = '12', year = '2030', code = '123', name = 'Maria Lopez', zip = '78205' } = {},
) {
  const form = screen.getByRole('tabpanel', { name: 'Debit or credit card' })
  const field = (label: string) => within(form).getByLabelText(label)
  await user.type(field('Card number'), number)
  await user.selectOptions(field('Expiry month'), month)
  await user.type(field('Expiry year'), year)
  await user.type(field('Security code'), code)
  await user.type(field('Name on card'), name)
  await user.type(field('Billing ZIP code'), zip)
  return { form, field }
}

describe('/payment-methods', () => {
  it('shows a skeleton while it loads, then the empty state; autopay is off and disabled, saying why', async () => {
    signInMaria()
    const methods = gate()
    server.use(
      http.get(FETCH_ALL, async () => {
        await methods.passed()
        return undefined
      }),
    )
    renderApp('/payment-methods')
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Methods' })).toBeInTheDocument()
    expect(await screen.findByText('Loading your payment methods…')).toBeInTheDocument()
    methods.open()
    expect(await screen.findByRole('heading', { name: 'No payment methods yet' })).toBeInTheDocument()
    expect(screen.getByText('For lease #100245')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add a payment method' })).toHaveAttribute('href', '/add-payment-method')
    const autopay = screen.getByRole('switch', { name: 'Pay automatically' })
    expect(autopay).not.toBeChecked()
    expect(autopay).toBeDisabled()
    expect(autopay).toHaveAccessibleDescription(expect.stringContaining('Add a payment method to turn on autopay.'))
    expect(fakePaymentMethods.calls('fetch_all').map((r) => [r.leaseGuid, r.correlationId])).toEqual([[LEASE, 'cust-maria']])
    expect(document.title).toBe('Payment Methods | Northwind Lease')
  })

  it('lists the methods masked to their last 4, the default marked; Make default moves it and says so', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA, CHECKING])
    const { user } = renderApp('/payment-methods')
    await screen.findByRole('list', { name: 'Saved methods' })
    const [visa, checking] = methodItems()
    expect(visa).toHaveTextContent('Visa •••• 4242')
    expect(visa).toHaveTextContent('Default')
    expect(visa).toHaveTextContent('Card · Expires 12/2030 · Maria Lopez')
    expect(within(visa!).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument()
    expect(checking).toHaveTextContent('Checking •••• 6789')
    expect(checking).not.toHaveTextContent('Default')

    await user.click(within(checking!).getByRole('button', { name: 'Make default: Checking account ending in 6789' }))
    const status = await screen.findByText('Checking account ending in 6789 is now your default payment method.')
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveFocus()
    expect(methodItems()[1]).toHaveTextContent('Default')
    expect(methodItems()[0]).not.toHaveTextContent('Default')
    const [request] = fakePaymentMethods.calls('set_default')
    expect(request?.body).toEqual({ c_lease_guid: LEASE, c_payment_method_guid: 'pm-checking' })
    expect(request?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('removes a method after a confirmation that names it; Escape closes it without removing', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA, CHECKING])
    const { user } = renderApp('/payment-methods')
    await screen.findByRole('list', { name: 'Saved methods' })
    const remove = screen.getByRole('button', { name: 'Remove: Visa ending in 4242' })

    await user.click(remove)
    let dialog = await screen.findByRole('dialog', { name: 'Remove Visa ending in 4242?' })
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Checking account ending in 6789 will become your default.'))
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(remove).toHaveFocus()
    expect(fakePaymentMethods.calls('remove')).toHaveLength(0)

    await user.click(remove)
    dialog = await screen.findByRole('dialog', { name: 'Remove Visa ending in 4242?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const status = screen.getByText('Visa ending in 4242 was removed.')
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveFocus()
    expect(methodItems()).toHaveLength(1)
    expect(methodItems()[0]).toHaveTextContent(/Checking •••• 6789.*Default/)
    expect(fakePaymentMethods.of(LEASE).map((m) => m.guid)).toEqual(['pm-checking'])
  })

  it('turns autopay on with the default method, once, and shows what the server kept', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA])
    let answer: () => void = () => {}
    server.use(
      http.post('*/mobify/proxy/api/custom/payment-methods/v1/organizations/:org/autopay', async () => {
        await new Promise<void>((resolve) => (answer = resolve))
        return undefined
      }),
    )
    const { user } = renderApp('/payment-methods')
    const autopay = await screen.findByRole('switch', { name: 'Pay automatically' })
    expect(autopay).toHaveAccessibleDescription(
      'Each scheduled payment is charged to your default method, Visa ending in 4242, on its due date.',
    )
    await user.click(autopay)
    // Busy while it is sent: shown as asked, and it can't be sent twice.
    expect(autopay).toBeChecked()
    expect(autopay).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Remove: Visa ending in 4242' })).toBeDisabled()
    answer()
    expect(await screen.findByText('Autopay is on.')).toBeInTheDocument()
    expect(autopay).toBeEnabled()
    expect(autopay).toBeChecked()
    expect(fakePaymentMethods.calls('autopay').map((r) => r.body)).toEqual([{ c_lease_guid: LEASE, enabled: true }])
    expect(fakePaymentMethods.of(LEASE)[0]?.autopay).toBe(true)
  })

  it('says why a change failed, in its own words, and lets the customer try it again', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA])
    fakePaymentMethods.failNext('autopay', { status: 503 })
    const { user } = renderApp('/payment-methods')
    const autopay = await screen.findByRole('switch', { name: 'Pay automatically' })
    await user.click(autopay)
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save this change. Try again in a moment.")
    expect(autopay).not.toBeChecked()
    await user.click(autopay)
    expect(await screen.findByText('Autopay is on.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // The same submit sent again: the same key.
    const keys = fakePaymentMethods.calls('autopay').map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('says so when the methods cannot be loaded, and loads them again', async () => {
    signInMaria()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakePaymentMethods.failNext('fetch_all', { status: 500 })
    fakePaymentMethods.set(LEASE, [VISA])
    const { user } = renderApp('/payment-methods')
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your payment methods.")
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Visa •••• 4242')).toBeInTheDocument()
    await waitFor(() =>
      expect(fakeAuth.logs.map((l) => [l.message, l.correlationId])).toEqual([['Payment methods failed: Injected failure.', 'cust-maria']]),
    )
  })

  it('in Spanish: the methods in its words and dates', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [{ ...VISA, autopay: true }, CHECKING])
    renderApp('/es/payment-methods')
    expect(await screen.findByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeInTheDocument()
    await screen.findByRole('list', { name: 'Métodos guardados' })
    const [visa, checking] = methodItems('Métodos guardados')
    expect(visa).toHaveTextContent('Visa •••• 4242')
    expect(visa).toHaveTextContent('Predeterminado')
    expect(visa).toHaveTextContent('Tarjeta · Vence 12/2030')
    expect(checking).toHaveTextContent('Cheques •••• 6789')
    expect(
      within(checking!).getByRole('button', { name: 'Usar como predeterminado: Cuenta de cheques que termina en 6789' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Pagar automáticamente' })).toBeChecked()
    expect(screen.getByRole('link', { name: 'Agregar un método de pago' })).toHaveAttribute('href', '/es/add-payment-method')
  })

  it('on a closed lease: methods can be removed, not added or made default, and autopay is off', async () => {
    signInMaria()
    window.localStorage.setItem(SELECTED_LEASE_KEY, MARIA_LEASES.paidOut.lease_number)
    fakePaymentMethods.set(MARIA_LEASES.paidOut.guid, [{ ...VISA, is_default: false }, CHECKING])
    renderApp('/payment-methods')
    expect(await screen.findByText("This lease is closed, so its payment methods can't be changed.")).toBeInTheDocument()
    await screen.findByRole('list', { name: 'Saved methods' })
    expect(screen.queryByRole('link', { name: 'Add a payment method' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2)
    expect(screen.getByRole('switch')).toBeDisabled()
  })
})

describe('/add-payment-method', () => {
  /**
   * The page's title shows at once, the lease list's spinner under it until the list has loaded:
   * a test of the form waits for the form. Reading it as soon as the title is there races the
   * list, whose arrival reaches the page on TanStack Query's next notification tick (a
   * setTimeout), which may come after testing-library's own tick ending `findBy…`.
   */
  const findCardForm = () => screen.findByRole('tabpanel', { name: 'Debit or credit card' })

  it('shows its title over the lease list spinner, then the form once the list has loaded, nothing else rendering it', async () => {
    signInMaria()
    const list = gate()
    // The shopper context's answer renders the session's readers (the header, the layout): held
    // until the form shows, so that only the list's arrival can render the page.
    const context = gate()
    server.use(
      http.get(LEASE_DASHBOARD, async () => {
        await list.passed()
        return undefined
      }),
      http.put(SHOPPER_CONTEXT, async () => {
        await context.passed()
        return undefined
      }),
    )
    renderApp('/add-payment-method')
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a payment method' })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading')
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument()
    list.open()
    expect(await findCardForm()).toBeInTheDocument()
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument()
    context.open()
  })

  it('adds a card and goes back to the list, which shows it masked as the default and says so', async () => {
    signInMaria()
    const { user } = renderApp('/add-payment-method')
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a payment method' })).toBeInTheDocument()
    await findCardForm()
    expect(screen.getByRole('tab', { name: 'Debit or credit card' })).toHaveAttribute('aria-selected', 'true')
    const { form, field } = await fillCard(user)
    // The browser can fill it in; the keyboard is digits; the first method needs no asking.
    expect(field('Card number')).toHaveAttribute('autocomplete', 'cc-number')
    expect(field('Card number')).toHaveAttribute('inputmode', 'numeric')
    expect(field('Expiry month')).toHaveAttribute('autocomplete', 'cc-exp-month')
    expect(field('Expiry year')).toHaveAttribute('autocomplete', 'cc-exp-year')
    expect(field('Security code')).toHaveAttribute('autocomplete', 'cc-csc')
    expect(field('Name on card')).toHaveAttribute('autocomplete', 'cc-name')
    expect(field('Billing ZIP code')).toHaveAttribute('autocomplete', 'postal-code')
    expect(within(form).getByText('This will be your default payment method.')).toBeInTheDocument()
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add card' }))

    await waitFor(() => expect(location()).toHaveTextContent(/^\/payment-methods$/))
    const status = await screen.findByText('Visa ending in 4242 was added.')
    expect(status).toHaveFocus()
    expect(methodItems()[0]).toHaveTextContent(/Visa •••• 4242.*Default/)
    expect(fakePaymentMethods.calls('add').map((r) => r.body)).toEqual([
      {
        c_lease_guid: LEASE,
        type: 'card',
        card: {
          number: '4242424242424242',
          exp_month: 12,
          exp_year: 2030,
          security_code: '123',
          holder_name: 'Maria Lopez',
          postal_code: '78205',
        },
        make_default: true,
      },
    ])
    // The list is the add's answer: not read again.
    expect(fakePaymentMethods.calls('fetch_all')).toHaveLength(1)
    // Nothing typed was kept in the browser's storage or the address.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('4242424242424242')
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('4242424242424242')
    expect(location()).not.toHaveTextContent('4242')
  })

  it('checks each field by the server rules before sending: the messages at the fields, the first focused', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA])
    const { user } = renderApp('/add-payment-method')
    await screen.findByRole('heading', { level: 1, name: 'Add a payment method' })
    await findCardForm()
    const { field } = await fillCard(user, { number: '4242 4242 4242 4241', year: '2019', code: '1234', zip: '7820' })
    await user.clear(field('Name on card'))
    await user.click(screen.getByRole('button', { name: 'Add card' }))

    expect(field('Card number')).toHaveFocus()
    expect(field('Card number')).toHaveAccessibleDescription(
      expect.stringContaining("This card number isn't valid. Check it and try again."),
    )
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Expiry year')).toHaveAccessibleDescription('This card has expired.')
    expect(field('Security code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 3-digit security code printed on the card.'),
    )
    expect(field('Name on card')).toHaveAccessibleDescription('Enter the name on the card.')
    expect(field('Billing ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code.')
    expect(fakePaymentMethods.calls('add')).toHaveLength(0)

    // An American Express number takes a 4-digit code; a JCB number isn't taken.
    await user.clear(field('Card number'))
    await user.type(field('Card number'), '3782 822463 10005')
    expect(field('Security code')).not.toHaveAttribute('aria-invalid')
    await user.clear(field('Card number'))
    await user.type(field('Card number'), '3530111333300000')
    expect(field('Card number')).toHaveAccessibleDescription(
      expect.stringContaining('We accept Visa, Mastercard, American Express and Discover.'),
    )
    // The "make default" choice is offered once the lease has a method.
    expect(screen.getByRole('checkbox', { name: 'Make this my default payment method' })).not.toBeChecked()
  })

  it('says what each empty field needs, the year too while no month is chosen', async () => {
    signInMaria()
    const { user } = renderApp('/add-payment-method')
    await screen.findByRole('heading', { level: 1, name: 'Add a payment method' })
    await findCardForm()
    await user.click(screen.getByRole('button', { name: 'Add card' }))
    const form = screen.getByRole('tabpanel', { name: 'Debit or credit card' })
    const field = (label: string) => within(form).getByLabelText(label)
    expect(field('Card number')).toHaveFocus()
    expect(field('Card number')).toHaveAccessibleDescription(expect.stringContaining('Enter the card number.'))
    expect(field('Expiry month')).toHaveAccessibleDescription('Choose the expiry month.')
    expect(field('Expiry year')).toHaveAccessibleDescription('Enter the expiry year.')
    expect(fakePaymentMethods.calls('add')).toHaveLength(0)
  })

  it("shows the server's refusal of a field at that field, in its own words, focused, keeping what was typed", async () => {
    signInMaria()
    fakePaymentMethods.failNext('add', { status: 400, parameter: 'postal_code', reason: 'invalid' })
    const { user } = renderApp('/add-payment-method')
    await screen.findByRole('heading', { level: 1, name: 'Add a payment method' })
    await findCardForm()
    const { field } = await fillCard(user)
    await user.click(screen.getByRole('button', { name: 'Add card' }))
    await waitFor(() => expect(field('Billing ZIP code')).toHaveFocus())
    expect(field('Billing ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code.')
    expect(screen.queryByText('Injected failure.')).not.toBeInTheDocument()
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242')
    expect(field('Security code')).toHaveValue('123')
    expect(location()).toHaveTextContent(/^\/add-payment-method$/)

    // A refusal of no field of the form is the form's: the processor declined it.
    fakePaymentMethods.failNext('add', { status: 400, parameter: 'type', reason: 'do_not_honor' })
    await user.clear(field('Billing ZIP code'))
    await user.type(field('Billing ZIP code'), '78209')
    await user.click(screen.getByRole('button', { name: 'Add card' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank or card issuer declined this method. Try another one.')
  })

  it('sends a submit again with its idempotency key after a 503, and a changed submit with a new key', async () => {
    signInMaria()
    fakePaymentMethods.failNext('add', { status: 503 })
    fakePaymentMethods.failNext('add', { status: 503 })
    const { user } = renderApp('/add-payment-method')
    await screen.findByRole('heading', { level: 1, name: 'Add a payment method' })
    await findCardForm()
    const { field } = await fillCard(user)
    const submit = screen.getByRole('button', { name: 'Add card' })
    await user.click(submit)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      "We couldn't reach our payment processor, so nothing was added. What you typed is still here: try again in a moment.",
    )
    await waitFor(() => expect(alert.parentElement).toHaveFocus())
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242')

    // The same submit, sent again.
    await user.click(submit)
    await screen.findByRole('alert')
    // Another submit (the name changed): a new key, which succeeds.
    await user.type(field('Name on card'), ' G')
    await user.click(submit)
    await waitFor(() => expect(location()).toHaveTextContent(/^\/payment-methods$/))
    const keys = fakePaymentMethods.calls('add').map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(3)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
    expect(fakePaymentMethods.of(LEASE)).toHaveLength(1)
  })

  it('sends a submit that got no answer again by itself, with the same key, and adds it once', async () => {
    signInMaria()
    fakePaymentMethods.failNext('add', { status: 0, network: true })
    const { user } = renderApp('/add-payment-method')
    await screen.findByRole('heading', { level: 1, name: 'Add a payment method' })
    await findCardForm()
    await fillCard(user)
    const submit = screen.getByRole('button', { name: 'Add card' })
    await user.click(submit)
    expect(submit).toBeDisabled()
    await waitFor(() => expect(location()).toHaveTextContent(/^\/payment-methods$/), { timeout: 5000 })
    const keys = fakePaymentMethods.calls('add').map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(fakePaymentMethods.of(LEASE)).toHaveLength(1)
  })

  it('adds a bank account in Spanish: the authorization, filled in as typed, comes before the consent', async () => {
    signInMaria()
    fakePaymentMethods.set(LEASE, [VISA])
    const { user } = renderApp('/es/add-payment-method')
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar un método de pago' })).toBeInTheDocument()
    await user.click(await screen.findByRole('tab', { name: 'Cuenta bancaria' }))
    const form = screen.getByRole('tabpanel', { name: 'Cuenta bancaria' })
    const field = (label: string) => within(form).getByLabelText(label)
    await user.type(field('Número de ruta bancaria'), '011000015')
    await user.type(field('Número de cuenta'), '000123456789')
    await user.click(within(form).getByRole('radio', { name: 'De ahorros' }))
    await user.type(field('Nombre del titular de la cuenta'), 'María López')

    const authorization = within(form).getByText(/^Autorizo a Northwind Lease/)
    expect(authorization).toHaveTextContent(
      'Autorizo a Northwind Lease a debitar de mi cuenta de ahorros que termina en 6789 cada pago que yo envíe en el portal de clientes',
    )
    const consent = within(form).getByRole('checkbox', { name: 'Acepto esta autorización de débito.' })
    expect(authorization.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(consent).toHaveAccessibleDescription(authorization.textContent)

    // Without the consent: said at the checkbox, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Agregar cuenta bancaria' }))
    expect(consent).toHaveFocus()
    expect(consent).toHaveAccessibleDescription(
      expect.stringContaining('Lee y acepta la autorización de débito para agregar una cuenta bancaria.'),
    )
    expect(fakePaymentMethods.calls('add')).toHaveLength(0)

    await user.click(consent)
    await user.click(within(form).getByRole('button', { name: 'Agregar cuenta bancaria' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/es\/payment-methods$/))
    expect(await screen.findByText('Se agregó Cuenta de ahorros que termina en 6789.')).toBeInTheDocument()
    expect(fakePaymentMethods.calls('add').map((r) => r.body)).toEqual([
      {
        c_lease_guid: LEASE,
        type: 'bank',
        bank: {
          routing_number: '011000015',
          account_number: '000123456789',
          account_type: 'savings',
          holder_name: 'María López',
          authorization_accepted: true,
        },
        make_default: false,
      },
    ])
  })

  it('keeps what was typed in one tab while the other is open', async () => {
    signInMaria()
    const { user } = renderApp('/add-payment-method')
    await screen.findByRole('heading', { level: 1, name: 'Add a payment method' })
    await findCardForm()
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242')
    await user.click(screen.getByRole('tab', { name: 'Bank account' }))
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Routing number' })).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Debit or credit card' }))
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242')
  })
})
