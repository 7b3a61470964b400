/**
 * The portal's catch-up plans: /catch-up-plans →
 * /review-catch-up-plan → /submit-catch-up-plan and the plan on the dashboard, against the
 * in-memory server of testing/catchup.ts. Maria's lease #100198 is past due $105.54 ($97.50
 * before tax, $8.04 tax) on a weekly rent of $48.75: she is offered 2, 3 or 4 payments.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { StrictMode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { App } from '@/app/app'
import { CATCH_UP_CHOICE_KEY, parseChoice } from '@/features/catchup/lib/choice'
import { SELECTED_LEASE_KEY } from '@/features/lease/lib/selected-lease'
import { createQueryClient } from '@/lib/query-client'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { fakeAuth } from '@/testing/auth'
import { fakeCatchUp } from '@/testing/catchup'
import { appConfigFixture } from '@/testing/fixtures'
import { gate } from '@/testing/gate'
import { DEMO_LEASE_CUSTOMER } from '@/testing/idp'
import { fakeLease, MARIA_LEASES } from '@/testing/lease'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const PAST_DUE = MARIA_LEASES.pastDue
const FETCH = '*/mobify/proxy/api/custom/:api/v1/organizations/:org/fetch_catch_up_plans'

/** Maria, signed in, with her past-due lease selected. */
function signInMaria(leaseNumber = PAST_DUE.lease_number) {
  fakeAuth.customers.set(DEMO_LEASE_CUSTOMER.email, { ...DEMO_LEASE_CUSTOMER, c_northwindCustomerGuid: 'guid-cust-maria' })
  fakeAuth.signedIn({ ...DEMO_LEASE_CUSTOMER })
  window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
  window.localStorage.setItem(SELECTED_LEASE_KEY, leaseNumber)
}

const location = () => screen.getByTestId('location')
const usd = (locale: string, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100)
const slider = (name = 'Number of payments') => screen.findByRole('slider', { name })
const paymentCards = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem')
const storedChoice = () => parseChoice(window.sessionStorage.getItem(CATCH_UP_CHOICE_KEY))

describe('/catch-up-plans', () => {
  it('focuses its title once the customer is known, when the page was there first', async () => {
    signInMaria()
    // A first visit leaves the page's code in: the next one mounts the page at once, under the
    // layout's spinner while the profile loads.
    const first = renderApp('/catch-up-plans')
    await screen.findByRole('heading', { level: 1, name: 'Catch-up plans' })
    first.unmount()
    const profile = gate()
    server.use(
      http.get('*/mobify/proxy/api/customer/shopper-customers/v1/organizations/:org/customers/:customerId', async () => {
        await profile.passed()
        return undefined
      }),
    )
    renderApp('/catch-up-plans')
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument())
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    profile.open()
    const heading = await screen.findByRole('heading', { level: 1, name: 'Catch-up plans' })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('preselects plan index 1 (3 payments) and shows its past-due amount, start date, interval and each payment', async () => {
    signInMaria()
    const options = gate()
    server.use(
      http.get(FETCH, async () => {
        await options.passed()
        return undefined
      }),
    )
    renderApp('/catch-up-plans')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Catch-up plans' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(await screen.findByText('Loading your catch-up options…')).toBeInTheDocument()
    options.open()
    const range = await slider()
    expect(range).toHaveValue('1')
    expect(range).toHaveAttribute('aria-valuetext', '3 payments')
    expect(range).toHaveAttribute('max', '2')
    expect(range).toHaveAccessibleDescription('Fewer payments catch you up sooner; more payments keep each one smaller.')
    expect(screen.getByText('For lease #100198')).toBeInTheDocument()
    expect(screen.getByText('Catch up in 3 payments, starting March 13, 2026')).toBeInTheDocument()
    const summary = screen.getByRole('heading', { name: 'Choose your plan' }).parentElement!
    expect(summary).toHaveTextContent('Past-due amount$105.54Includes $8.04 tax')
    expect(summary).toHaveTextContent('Plan start dateMarch 13, 2026')
    expect(summary).toHaveTextContent('Schedule intervalEvery week')

    // $97.50 in 3 shares of $32.50 on a $48.75 rent: $81.25 + $6.70 tax = $87.95 each.
    const cards = paymentCards('Your payments with this plan')
    expect(cards).toHaveLength(3)
    expect(cards[0]).toHaveTextContent('Payment 1 of 3March 13, 2026Regular payment$48.75Catch-up amount$32.50Tax$6.70Payment total$87.95')
    expect(cards[2]).toHaveTextContent('Payment 3 of 3March 27, 2026')
    expect(fakeCatchUp.calls('fetch_catch_up_plans').map((r) => [r.api, r.leaseGuid, r.correlationId, r.locale])).toEqual([
      ['northwind-catcup', PAST_DUE.guid, 'cust-maria', 'en-US'],
    ])
    expect(document.title).toBe('Catch-up plans | Northwind Lease')
  })

  it('moving the slider changes the plan shown, with the derived values of each payment', async () => {
    signInMaria()
    renderApp('/catch-up-plans')
    const range = await slider()
    fireEvent.change(range, { target: { value: '2' } })
    expect(range).toHaveAttribute('aria-valuetext', '4 payments')
    expect(screen.getByText('Catch up in 4 payments, starting March 13, 2026')).toBeInTheDocument()
    // $97.50 in 4: $24.37 each and the 2 cents left on the first.
    let cards = paymentCards('Your payments with this plan')
    expect(cards).toHaveLength(4)
    expect(cards[0]).toHaveTextContent('Regular payment$48.75Catch-up amount$24.39Tax$6.03Payment total$79.17')
    expect(cards[1]).toHaveTextContent('Regular payment$48.75Catch-up amount$24.37Tax$6.03Payment total$79.15')
    fireEvent.change(range, { target: { value: '0' } })
    expect(range).toHaveAttribute('aria-valuetext', '2 payments')
    cards = paymentCards('Your payments with this plan')
    expect(cards).toHaveLength(2)
    expect(cards[1]).toHaveTextContent('Payment 2 of 2March 20, 2026Regular payment$48.75Catch-up amount$48.75Tax$8.04Payment total$105.54')
  })

  it('in Spanish: the plan in its words, money and dates', async () => {
    signInMaria()
    renderApp('/es/catch-up-plans')
    expect(await screen.findByRole('heading', { level: 1, name: 'Planes para ponerte al día' })).toBeInTheDocument()
    const range = await slider('Número de pagos')
    expect(range).toHaveAttribute('aria-valuetext', '3 pagos')
    expect(screen.getByText('Del arrendamiento #100198')).toBeInTheDocument()
    expect(screen.getByText('Ponte al día en 3 pagos, a partir del 13 de marzo de 2026')).toBeInTheDocument()
    const summary = screen.getByRole('heading', { name: 'Elige tu plan' }).parentElement!
    expect(summary).toHaveTextContent(`Monto vencido${usd('es-US', 10_554)}Incluye ${usd('es-US', 804)} de impuesto`)
    expect(summary).toHaveTextContent('Intervalo de pagosCada semana')
    const [first] = paymentCards('Tus pagos con este plan')
    expect(first).toHaveTextContent(
      `Pago 1 de 313 de marzo de 2026Pago regular${usd('es-US', 4875)}Monto para ponerte al día${usd('es-US', 3250)}Impuesto${usd('es-US', 670)}Total del pago${usd('es-US', 8795)}`,
    )
    expect(screen.getByRole('button', { name: 'Revisar este plan' })).toBeInTheDocument()
    expect(document.title).toBe('Planes para ponerte al día | Northwind Lease')
  })

  it('says when nothing is past due', async () => {
    signInMaria(MARIA_LEASES.active.lease_number)
    renderApp('/catch-up-plans')
    expect(await screen.findByRole('heading', { name: 'Nothing is past due' })).toBeInTheDocument()
    expect(screen.queryByRole('slider')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('shows the plan being kept instead of options', async () => {
    signInMaria()
    fakeCatchUp.kept.set(PAST_DUE.guid, {
      id: '2026-03-01:2',
      installments: 2,
      submitted_on: '2026-03-01',
      past_due: PAST_DUE.past_due,
      status: 'active',
      payments: [
        { date: '2026-03-13', rent_amount: 4875, total_rent_amount: 9750, total_rent_tax_amount: 804 },
        { date: '2026-03-20', rent_amount: 4875, total_rent_amount: 9750, total_rent_tax_amount: 804 },
      ],
    })
    renderApp('/catch-up-plans')
    expect(await screen.findByRole('heading', { name: "You're keeping a catch-up plan" })).toBeInTheDocument()
    expect(screen.getByText('On track')).toBeInTheDocument()
    expect(
      screen.getByText("You're catching up on $105.54 over 2 payments. Make each payment on time to keep your plan."),
    ).toBeInTheDocument()
    expect(paymentCards('Plan payments')).toHaveLength(2)
    expect(screen.queryByRole('slider')).not.toBeInTheDocument()
  })

  it('on a closed lease, says it takes no plan', async () => {
    signInMaria(MARIA_LEASES.paidOut.lease_number)
    renderApp('/catch-up-plans')
    expect(await screen.findByText("This lease is closed, so it can't take a catch-up plan.")).toBeInTheDocument()
    expect(screen.queryByRole('slider')).not.toBeInTheDocument()
  })

  it('says so when the options cannot be loaded, and loads them again', async () => {
    signInMaria()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeCatchUp.failNext('fetch_catch_up_plans', { status: 500 })
    const { user } = renderApp('/catch-up-plans')
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your catch-up options.")
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await slider()).toHaveAttribute('aria-valuetext', '3 payments')
    await waitFor(() =>
      expect(fakeAuth.logs.map((l) => [l.message, l.correlationId])).toEqual([['Catch-up plans failed: Injected failure.', 'cust-maria']]),
    )
  })
})

describe('/review-catch-up-plan', () => {
  it('reviews the plan chosen, which survives a reload; Back keeps the choice', async () => {
    signInMaria()
    const first = renderApp('/catch-up-plans')
    fireEvent.change(await slider(), { target: { value: '2' } })
    await first.user.click(screen.getByRole('button', { name: 'Review this plan' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/review-catch-up-plan$/))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Review your catch-up plan' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(await screen.findByRole('list', { name: 'Your plan' })).toBeInTheDocument()
    expect(paymentCards('Your plan')).toHaveLength(4)
    expect(storedChoice()).toEqual({ leaseGuid: PAST_DUE.guid, planId: '2026-03-06:4', selectedPlanIndex: 2 })
    first.unmount()

    // A reload: a new app on the same tab.
    const { user } = renderApp('/review-catch-up-plan')
    await screen.findByRole('list', { name: 'Your plan' })
    const summary = screen.getByRole('heading', { name: 'Your plan' }).parentElement!
    expect(summary).toHaveTextContent('Number of payments4')
    expect(summary).toHaveTextContent('Total of these payments$316.62')
    expect(paymentCards('Your plan')[0]).toHaveTextContent('Payment total$79.17')
    expect(screen.getByText(/^When you submit this plan, your next 4 payments change/)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/catch-up-plans$/))
    expect(await slider()).toHaveAttribute('aria-valuetext', '4 payments')
  })

  it('without a choice, asks for one', async () => {
    signInMaria()
    renderApp('/review-catch-up-plan')
    expect(await screen.findByRole('heading', { name: 'Choose a plan first' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See catch-up options' })).toHaveAttribute('href', '/catch-up-plans')
  })

  it('says the offer has changed when the plan chosen is no longer offered', async () => {
    signInMaria()
    window.sessionStorage.setItem(
      CATCH_UP_CHOICE_KEY,
      JSON.stringify({ leaseGuid: PAST_DUE.guid, planId: '2026-03-05:3', selectedPlanIndex: 1 }),
    )
    renderApp('/review-catch-up-plan')
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has changed')
    expect(screen.getByRole('link', { name: "See today's options" })).toHaveAttribute('href', '/catch-up-plans')
    expect(screen.queryByRole('button', { name: 'Submit plan' })).not.toBeInTheDocument()
  })
})

describe('/submit-catch-up-plan', () => {
  async function reviewAndSubmit(path = '/catch-up-plans', submit = 'Submit plan', review = 'Review this plan') {
    const rendered = renderApp(path)
    await slider(path.startsWith('/es') ? 'Número de pagos' : 'Number of payments')
    await rendered.user.click(screen.getByRole('button', { name: review }))
    await rendered.user.click(await screen.findByRole('button', { name: submit }))
    return rendered
  }

  it('sets up the plan, says so, and the dashboard then shows it with the lease Active', async () => {
    signInMaria()
    let answer: (() => void) | null = null
    server.use(
      http.post('*/mobify/proxy/api/custom/:api/v1/organizations/:org/submit_catch_up_plan', async () => {
        await new Promise<void>((resolve) => (answer = resolve))
        return undefined
      }),
    )
    const { user } = await reviewAndSubmit()
    await waitFor(() => expect(location()).toHaveTextContent(/^\/submit-catch-up-plan$/))
    // Busy while it is sent; nothing to press twice.
    expect(await screen.findByText('Setting up your catch-up plan…')).toBeInTheDocument()
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument()
    await waitFor(() => expect(answer).not.toBeNull())
    answer!()
    const done = await screen.findByRole('heading', { name: 'Your catch-up plan is set up' })
    expect(done).toHaveFocus()
    expect(screen.getByText('Lease status: Active')).toBeInTheDocument()
    expect(paymentCards('Plan payments')).toHaveLength(3)
    const [request] = fakeCatchUp.calls('submit_catch_up_plan')
    expect(request?.body).toEqual({ c_lease_guid: PAST_DUE.guid, c_plan_id: '2026-03-06:3' })
    expect(request?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(request?.idempotencyKey).toBe(storedChoice()?.submitKey)

    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/))
    const plan = await screen.findByRole('region', { name: 'Catch-up plan' })
    expect(plan).toHaveTextContent('On track')
    expect(within(plan).getAllByRole('listitem')).toHaveLength(3)
    expect(await screen.findByText('Your lease is in good standing. Thank you for paying on time!')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Past due' })).not.toBeInTheDocument()
    expect(fakeCatchUp.calls('submit_catch_up_plan')).toHaveLength(1)
  })

  it('a reload of the result sends the same submit again (same key) and shows the same plan', async () => {
    signInMaria()
    const first = await reviewAndSubmit()
    await screen.findByRole('heading', { name: 'Your catch-up plan is set up' })
    first.unmount()

    renderApp('/submit-catch-up-plan')
    await screen.findByRole('heading', { name: 'Your catch-up plan is set up' })
    const keys = fakeCatchUp.calls('submit_catch_up_plan').map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(fakeCatchUp.kept.get(PAST_DUE.guid)?.id).toBe('2026-03-06:3')
  })

  it('the review of a plan already set up shows it kept, with nothing to submit again', async () => {
    signInMaria()
    const first = await reviewAndSubmit()
    await screen.findByRole('heading', { name: 'Your catch-up plan is set up' })
    first.unmount()
    renderApp('/review-catch-up-plan')
    const plan = await screen.findByRole('region', { name: 'Catch-up plan' })
    expect(plan).toHaveTextContent('On track')
    expect(screen.queryByRole('button', { name: 'Submit plan' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('in Spanish: plan_not_offered says the offer has changed, with the way to fresh options', async () => {
    signInMaria()
    fakeCatchUp.failNext('submit_catch_up_plan', { status: 409, reason: 'plan_not_offered' })
    const { user } = await reviewAndSubmit('/es/catch-up-plans', 'Enviar plan', 'Revisar este plan')
    const heading = await screen.findByRole('heading', { name: 'Esta oferta cambió' })
    expect(heading).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent('El plan que elegiste ya no se ofrece, así que no se cambió nada.')
    const fetchesBefore = fakeCatchUp.calls('fetch_catch_up_plans').length
    await user.click(screen.getByRole('link', { name: 'Ver las opciones de hoy' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/es\/catch-up-plans$/))
    await slider('Número de pagos')
    await waitFor(() => expect(fakeCatchUp.calls('fetch_catch_up_plans').length).toBeGreaterThan(fetchesBefore))
  })

  it('after a failure that may not have run, Try again sends the same submit with the same key', async () => {
    signInMaria()
    fakeCatchUp.failNext('submit_catch_up_plan', { status: 503 })
    const { user } = await reviewAndSubmit()
    const failed = await screen.findByRole('heading', { name: "We couldn't set up your plan" })
    expect(failed).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers, so your plan may not be set up yet. Try again: you won't get two plans.",
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Your catch-up plan is set up' })).toBeInTheDocument()
    const keys = fakeCatchUp.calls('submit_catch_up_plan').map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('an attempt that got no answer is sent again by itself with the same key, and sets up one plan', async () => {
    signInMaria()
    fakeCatchUp.failNext('submit_catch_up_plan', { status: 0, network: true })
    await reviewAndSubmit()
    expect(await screen.findByRole('heading', { name: 'Your catch-up plan is set up' }, { timeout: 8000 })).toBeInTheDocument()
    const keys = fakeCatchUp.calls('submit_catch_up_plan').map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('in StrictMode (development: effects run twice) the page still sends its submit once', async () => {
    signInMaria()
    const choice = {
      leaseGuid: PAST_DUE.guid,
      planId: '2026-03-06:3',
      selectedPlanIndex: 1,
      submitKey: '7d4f3a9e-1b2c-4d5e-8f60-718293a4b5c6',
    }
    window.sessionStorage.setItem(CATCH_UP_CHOICE_KEY, JSON.stringify(choice))
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/submit-catch-up-plan']}>
          <App config={appConfigFixture} queryClient={createQueryClient()} />
        </MemoryRouter>
      </StrictMode>,
    )
    expect(await screen.findByRole('heading', { name: 'Your catch-up plan is set up' })).toBeInTheDocument()
    expect(fakeCatchUp.calls('submit_catch_up_plan').map((r) => r.idempotencyKey)).toEqual([choice.submitKey])
  })

  it('without a submitted choice, sends nothing', async () => {
    signInMaria()
    renderApp('/submit-catch-up-plan')
    expect(await screen.findByRole('heading', { name: 'Choose a plan first' })).toBeInTheDocument()
    expect(fakeCatchUp.calls('submit_catch_up_plan')).toHaveLength(0)
  })
})

describe('portal navigation on the catch-up pages', () => {
  it.each(['/catch-up-plans', '/review-catch-up-plan', '/submit-catch-up-plan'])('Home is active on %s', async (path) => {
    signInMaria()
    renderApp(path)
    const nav = await screen.findByRole('navigation', { name: 'Customer portal' })
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page'))
  })

  it('the dashboard shows a plan that ended because a payment was missed, in Spanish', async () => {
    signInMaria()
    fakeCatchUp.kept.set(PAST_DUE.guid, {
      id: '2026-02-20:2',
      installments: 2,
      submitted_on: '2026-02-20',
      past_due: PAST_DUE.past_due,
      status: 'broken',
      payments: [
        { date: '2026-02-27', rent_amount: 4875, total_rent_amount: 9750, total_rent_tax_amount: 804 },
        { date: '2026-03-06', rent_amount: 4875, total_rent_amount: 9750, total_rent_tax_amount: 804 },
      ],
    })
    renderApp('/es/dashboard')
    const plan = await screen.findByRole('region', { name: 'Plan para ponerte al día' })
    expect(plan).toHaveTextContent('Terminado')
    expect(plan).toHaveTextContent('Se omitió un pago del plan, así que el plan terminó y lo que quedaba de él vuelve a estar vencido.')
    expect(plan).toHaveTextContent('Creado el 20 de febrero de 2026')
    expect(within(plan).getAllByRole('listitem')).toHaveLength(2)
  })

  it('the dashboard of a past-due lease leads to the options', async () => {
    signInMaria()
    fakeLease.set('cust-maria', [PAST_DUE])
    const { user } = renderApp('/dashboard')
    await user.click(await screen.findByRole('link', { name: 'Catch up on payments' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/catch-up-plans$/))
    expect(await slider()).toHaveAttribute('aria-valuetext', '3 payments')
  })
})
