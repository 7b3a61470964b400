/**
 * The customer portal's lease pages: the navigation rules, the dashboard in every lease state, the header's lease selector,
 * the profile pages (plan details, Benefits Plus, the agreement). Maria is the demo lease
 * customer; testing/lease.ts serves her leases.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { SELECTED_LEASE_KEY } from '@/features/lease/lib/selected-lease'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { fakeAuth } from '@/testing/auth'
import { DEMO_LEASE_CUSTOMER } from '@/testing/idp'
import { fakeLease, leaseInStatus, MARIA_LEASES } from '@/testing/lease'
import { preloadPages, renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const DASHBOARD = '*/mobify/proxy/api/custom/lease/v1/organizations/:org/lease_dashboard'

/** Maria, signed in earlier in this browser session (restored from her refresh cookie). */
function signInMaria() {
  fakeAuth.customers.set(DEMO_LEASE_CUSTOMER.email, { ...DEMO_LEASE_CUSTOMER, c_northwindCustomerGuid: 'guid-cust-maria' })
  fakeAuth.signedIn({ ...DEMO_LEASE_CUSTOMER })
  window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
}

const portalNav = () => screen.getByRole('navigation', { name: /Customer portal|Portal de clientes/ })
const navItems = () => within(portalNav()).getAllByRole('link')
const location = () => screen.getByTestId('location')

/** A paragraph that starts with `start` (the sentence saying where the lease stands). */
const findSentence = (start: string) =>
  screen.findByText((_, element) => element?.tagName === 'P' && !!element.textContent?.startsWith(start))

/** The header's lease selector (in the login menu, opened). */
async function openLeaseSelector(user: ReturnType<typeof renderApp>['user'], name = 'Maria') {
  await user.click(await within(screen.getByRole('banner')).findByRole('button', { name }))
  return within(screen.getByRole('banner')).findByRole('combobox', { name: /Lease|Arrendamiento/ })
}

// The portal's page module is loaded before the first story, which would otherwise wait out its
// first (cold) load, on a busy machine longer than it waits for the page.
beforeAll(() => preloadPages('/dashboard'), 60_000)

describe('portal navigation', () => {
  it('disables every item while the lease call loads, then enables them all', async () => {
    signInMaria()
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(DASHBOARD, async () => {
        await answered
        return undefined
      }),
    )
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Maria!' })
    expect(navItems().map((item) => item.textContent)).toEqual(['Home', 'Payments', 'Payment Methods', 'Profile'])
    for (const item of navItems()) {
      expect(item).toHaveAttribute('aria-disabled', 'true')
      expect(item).not.toHaveAttribute('href')
    }
    answer()
    await waitFor(() => expect(within(portalNav()).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/payments'))
    expect(navItems().map((item) => item.getAttribute('href'))).toEqual(['/dashboard', '/payments', '/payment-methods', '/profile'])
    for (const item of navItems()) expect(item).not.toHaveAttribute('aria-disabled')
    expect(within(portalNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  })

  it('on an error shows only Home, says so with a retry, and reports it to the error log with the customer id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    signInMaria()
    fakeLease.dashboardFailure = { status: 500, message: 'Lease store unavailable' }
    const { user } = renderApp('/nw/dashboard')
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your leases right now.")
    expect(navItems().map((item) => item.textContent)).toEqual(['Home'])
    expect(navItems()[0]).toHaveAttribute('href', '/nw/dashboard')
    await waitFor(() =>
      expect(fakeAuth.logs).toEqual([
        { level: 'error', message: 'Lease dashboard failed: Lease store unavailable', correlationId: 'cust-maria' },
      ]),
    )

    fakeLease.dashboardFailure = null
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Lease #100245' })).toBeInTheDocument()
    await waitFor(() => expect(navItems()).toHaveLength(4))
    expect(fakeAuth.logs).toHaveLength(1)
  })

  it('for a lease with a debt buyer enables only Home, and the dashboard says who to contact', async () => {
    signInMaria()
    fakeLease.set('cust-maria', [leaseInStatus('ChargedOff', { debt_buyer: 'Midland Recovery Partners' }), MARIA_LEASES.active])
    renderApp('/dashboard')
    expect(
      await findSentence(
        'This lease was charged off and its balance was sold to Midland Recovery Partners. Please contact Midland Recovery Partners about this account',
      ),
    ).toBeInTheDocument()
    expect(navItems().map((item) => [item.textContent, item.getAttribute('aria-disabled')])).toEqual([
      ['Home', null],
      ['Payments', 'true'],
      ['Payment Methods', 'true'],
      ['Profile', 'true'],
    ])
    expect(screen.queryByRole('link', { name: 'View plan details' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Next payment' })).not.toBeInTheDocument()
  })

  it('a debt-buyer lease opened on a profile page shows who to contact instead', async () => {
    signInMaria()
    fakeLease.set('cust-maria', [leaseInStatus('ChargedOff', { debt_buyer: 'Midland Recovery Partners' })])
    renderApp('/plan-details')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This lease is managed by Midland Recovery Partners. Please contact Midland Recovery Partners about this account.',
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(fakeLease.count('lease_details')).toBe(0)
  })
})

describe('/dashboard: the selected lease', () => {
  it('an active lease: its status, next payment, payoff quote, merchandise and store, in the customer’s locale', async () => {
    signInMaria()
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 2, name: 'Lease #100245' })).toBeInTheDocument()
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(await findSentence('Your lease is in good standing.')).toBeInTheDocument()

    // The figures come with the lease's details, after its status.
    const next = (await screen.findByRole('heading', { level: 3, name: 'Next payment' })).parentElement!
    expect(next).toHaveTextContent('$52.77')
    expect(next).toHaveTextContent(/Due March 13, 2026Includes \$4\.02 tax40 payments left · total cost to own \$2,744\.14$/)
    const payoff = screen.getByRole('heading', { level: 3, name: 'Payoff quote' }).parentElement!
    expect(payoff).toHaveTextContent('$1,372.07')
    expect(payoff).toHaveTextContent('Quote as of March 6, 2026, tax included.')
    expect(screen.queryByRole('heading', { name: 'Past due' })).not.toBeInTheDocument()
    expect(screen.getByText('Harbor Sofa, Navy')).toBeInTheDocument()
    const store = screen.getByRole('heading', { level: 3, name: 'Store' }).parentElement!
    expect(store).toHaveTextContent('Oak & Iron Furniture')
    expect(store).toHaveTextContent('4100 Broadway St, San Antonio, TX 78209')
    expect(within(store).getByRole('link', { name: '(210) 555-0143' })).toHaveAttribute('href', 'tel:2105550143')
    expect(screen.getByRole('link', { name: 'View plan details' })).toHaveAttribute('href', '/plan-details')

    // Every lease call carried the customer id as its correlation id, and the page's site and locale.
    expect(fakeLease.requests.map((r) => [r.call, r.correlationId, r.locale])).toEqual(
      expect.arrayContaining([
        ['lease_dashboard', 'cust-maria', 'en-US'],
        ['lease_details', 'cust-maria', 'en-US'],
      ]),
    )
  })

  it('a past-due lease: the past-due amount and a call to catch up', async () => {
    signInMaria()
    window.localStorage.setItem(SELECTED_LEASE_KEY, '100198')
    const { user } = renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 2, name: 'Lease #100198' })).toBeInTheDocument()
    expect(await findSentence('Your lease is 12 days past due. Catch up to keep your lease in good standing.')).toBeInTheDocument()
    const pastDue = (await screen.findByRole('heading', { level: 3, name: 'Past due' })).parentElement!
    expect(pastDue).toHaveTextContent('$105.54')
    expect(pastDue).toHaveTextContent('12 days late')
    const catchUp = within(pastDue).getByRole('link', { name: 'Catch up on payments' })
    expect(catchUp).toHaveAttribute('href', '/catch-up-plans')
    await user.click(catchUp)
    await waitFor(() => expect(location()).toHaveTextContent(/^\/catch-up-plans$/))
  })

  it.each([
    ['Pending', 'Your lease is being set up. Your payment schedule starts once Tire Depot delivers your merchandise.', true],
    ['PaidOut', 'Congratulations, you own it! This lease is paid in full and nothing more is due.', false],
    ['Returned', 'The merchandise was returned and this lease is closed. Nothing more is due.', false],
    ['ChargedOff', 'This lease was charged off for non-payment. Please contact Tire Depot about this account.', false],
  ])('a %s lease says so clearly', async (status, sentence, payments) => {
    signInMaria()
    fakeLease.set('cust-maria', [leaseInStatus(status)])
    renderApp('/dashboard')
    expect(await findSentence(sentence)).toBeInTheDocument()
    await screen.findByRole('heading', { level: 3, name: 'Merchandise' })
    expect(!!screen.queryByRole('heading', { level: 3, name: 'Next payment' })).toBe(payments)
    expect(screen.queryByRole('heading', { level: 3, name: 'Past due' })).not.toBeInTheDocument()
    if (!payments) expect(screen.queryByRole('heading', { level: 3, name: 'Payoff quote' })).not.toBeInTheDocument()
    // No debt buyer: the whole navigation.
    expect(navItems()).toHaveLength(4)
  })

  it('in Spanish: the state, amounts and dates of the locale', async () => {
    signInMaria()
    window.localStorage.setItem(SELECTED_LEASE_KEY, '100198')
    renderApp('/es/dashboard')
    expect(await screen.findByRole('heading', { level: 2, name: 'Arrendamiento #100198' })).toBeInTheDocument()
    expect(await findSentence('Tu arrendamiento tiene 12 días de atraso.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ponerme al día con los pagos' })).toHaveAttribute('href', '/es/catch-up-plans')
    expect(screen.getByRole('heading', { level: 3, name: 'Próximo pago' }).parentElement).toHaveTextContent(
      /Vence el 9 de marzo de 2026.*(queda 1 pago|quedan \d+ pagos) · costo total para ser dueño \$[\d,]+\.\d\d$/,
    )
  })
})

describe('the header lease selector', () => {
  it('lists the leases by their label and switches the dashboard; the choice is kept in local storage', async () => {
    signInMaria()
    const { user, unmount } = renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 2, name: 'Lease #100245' })).toBeInTheDocument()
    const selector = await openLeaseSelector(user)
    expect(
      within(selector)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lease #100245 Oak & Iron… (Active)', 'Lease #100198 Brightline… (Past due)', 'Lease #100102 Casa Bonit… (Paid out)'])
    expect(selector).toHaveValue('100245')
    expect(selector).toBeEnabled()

    await user.selectOptions(selector, 'Lease #100102 Casa Bonit… (Paid out)')
    expect(await screen.findByRole('heading', { level: 2, name: 'Lease #100102' })).toBeInTheDocument()
    expect(await findSentence('Congratulations, you own it!')).toBeInTheDocument()
    expect(window.localStorage.getItem(SELECTED_LEASE_KEY)).toBe('100102')
    expect(fakeLease.requests.filter((r) => r.call === 'lease_details').map((r) => r.guid)).toContain(MARIA_LEASES.paidOut.guid)

    // Coming back later: the same lease.
    unmount()
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 2, name: 'Lease #100102' })).toBeInTheDocument()
  })

  it('is reachable with the keyboard: a native select, first in the open menu', async () => {
    signInMaria()
    const { user } = renderApp('/dashboard')
    await screen.findByRole('heading', { level: 2, name: 'Lease #100245' })
    const menuButton = await within(screen.getByRole('banner')).findByRole('button', { name: 'Maria' })
    menuButton.focus()
    await user.keyboard('{Enter}')
    const selector = await within(screen.getByRole('banner')).findByRole('combobox', { name: 'Lease' })
    expect(selector.tagName).toBe('SELECT')
    await user.tab()
    expect(selector).toHaveFocus()
    await user.selectOptions(selector, '100198')
    expect(await screen.findByRole('heading', { level: 2, name: 'Lease #100198' })).toBeInTheDocument()
    // The menu stays open with the focus on the selector.
    expect(selector).toHaveFocus()
  })

  it('is disabled on the routes of a flow about one lease, and says where to switch', async () => {
    signInMaria()
    const { user } = renderApp('/es/plan-details')
    await screen.findByRole('heading', { level: 1, name: 'Detalles del plan' })
    const selector = await openLeaseSelector(user)
    await waitFor(() => expect(selector).toHaveValue('100245'))
    expect(selector).toBeDisabled()
    expect(selector).toHaveAccessibleDescription('Puedes cambiar de arrendamiento en tu panel.')
  })

  it('is not shown off the portal routes', async () => {
    signInMaria()
    const { user } = renderApp('/')
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Maria' }))
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    expect(within(screen.getByRole('banner')).queryByRole('combobox')).not.toBeInTheDocument()
    expect(fakeLease.count('lease_dashboard')).toBe(0)
  })
})

describe('the lease list', () => {
  it('is refetched on return from /profile, even while fresh', async () => {
    signInMaria()
    const { user } = renderApp('/profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
    await screen.findByRole('heading', { level: 2, name: 'Your lease' })
    expect(fakeLease.count('lease_dashboard')).toBe(1)
    await user.click(within(portalNav()).getByRole('link', { name: 'Home' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Lease #100245' })).toBeInTheDocument()
    await waitFor(() => expect(fakeLease.count('lease_dashboard')).toBe(2))
  })

  it('is not refetched between other portal pages while fresh (stale after 10 s)', async () => {
    signInMaria()
    const { user } = renderApp('/dashboard')
    await screen.findByRole('heading', { level: 2, name: 'Lease #100245' })
    await user.click(await screen.findByRole('link', { name: 'View plan details' }))
    await screen.findByRole('heading', { level: 1, name: 'Plan details' })
    await user.click(within(screen.getByRole('navigation', { name: 'Profile sections' })).getByRole('link', { name: 'Lease agreement' }))
    await screen.findByRole('heading', { level: 1, name: 'Lease agreement' })
    expect(fakeLease.count('lease_dashboard')).toBe(1)
  })
})

describe('/profile pages (lease-flow layout)', () => {
  it('/profile: contact information and the selected lease', async () => {
    signInMaria()
    renderApp('/profile')
    const lease = (await screen.findByRole('heading', { level: 2, name: 'Your lease' })).parentElement!
    const contact = screen.getByRole('heading', { level: 2, name: 'Contact information' }).parentElement!
    await waitFor(() => expect(contact).toHaveTextContent('Maria Lopez'))
    expect(contact).toHaveTextContent(DEMO_LEASE_CUSTOMER.email)
    expect(lease).toHaveTextContent('Lease #100245')
    await waitFor(() => expect(lease).toHaveTextContent('Not enrolled'))
    expect(within(portalNav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
    const sections = screen.getByRole('navigation', { name: 'Profile sections' })
    expect(within(sections).getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page')
  })

  it('/plan-details: the plan, and the schedule as a table with headers', async () => {
    signInMaria()
    renderApp('/plan-details')
    await screen.findByRole('heading', { level: 2, name: 'Your plan' })
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling
    expect(term('Pay frequency')).toHaveTextContent('Weekly')
    expect(term('Term')).toHaveTextContent('12 months')
    expect(term('Approved amount')).toHaveTextContent('$4,000.00')
    expect(term('ZIP code')).toHaveTextContent('78209')
    expect(term('State')).toHaveTextContent('TX')
    expect(term('Delivered on')).toHaveTextContent('November 5, 2025')
    expect(within(portalNav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')

    const table = screen.getByRole('table', { name: 'Payment schedule' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Payment', 'Due date', 'Rent', 'Fees', 'Tax', 'Total', 'Paid', 'Status'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(8)
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Initial')
    expect(rows[1]).toHaveTextContent(/^1Feb 13, 2026\$48\.75\$0\.00\$4\.02\$52\.77\$52\.77Paid$/)
    expect(rows[4]).toHaveTextContent(/^4Mar 6, 2026.*\$0\.00Upcoming$/)
  })

  it('/profile/plan-details is the same page', async () => {
    signInMaria()
    renderApp('/profile/plan-details')
    expect(await screen.findByRole('table', { name: 'Payment schedule' })).toBeInTheDocument()
  })
})

describe('Benefits Plus', () => {
  it('enrols after a confirmation in a dialog, then says what changed', async () => {
    signInMaria()
    const { user } = renderApp('/plan-details')
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Benefits Plus' })).parentElement!
    expect(panel).toHaveTextContent('Product protection and a payment waiver for $2.50 per payment, plus tax.')
    expect(panel).toHaveTextContent('Status: Not enrolled')
    const enroll = within(panel).getByRole('button', { name: 'Enroll in Benefits Plus' })

    // Going back changes nothing.
    await user.click(enroll)
    let dialog = await screen.findByRole('dialog', { name: 'Enroll in Benefits Plus?' })
    expect(dialog).toHaveAccessibleDescription('Each upcoming payment goes up by $2.50, plus tax. You can cancel at any time.')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(enroll).toHaveFocus()
    expect(fakeLease.count('enroll')).toBe(0)

    await user.click(enroll)
    dialog = await screen.findByRole('dialog', { name: 'Enroll in Benefits Plus?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, enroll' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(panel).getByRole('status')).toHaveTextContent("You're enrolled in Benefits Plus. 4 upcoming payments were updated.")
    expect(panel).toHaveTextContent('Status: Enrolled')
    const cancel = within(panel).getByRole('button', { name: 'Cancel Benefits Plus' })
    expect(cancel).toHaveFocus()
    expect(fakeLease.requests.filter((r) => r.call === 'enroll').map((r) => [r.guid, r.correlationId])).toEqual([
      [MARIA_LEASES.active.guid, 'cust-maria'],
    ])
    // The schedule was read again: upcoming payments carry the fee.
    const rows = within(screen.getByRole('table', { name: 'Payment schedule' })).getAllByRole('row')
    expect(rows[5]).toHaveTextContent(/^4Mar 6, 2026\$48\.75\$2\.50\$4\.23\$55\.48\$0\.00Upcoming$/)
    expect(rows[2]).toHaveTextContent(/^1Feb 13, 2026\$48\.75\$0\.00/)
  })

  it('shows the refusal of a closed lease in the dialog', async () => {
    signInMaria()
    server.use(
      http.post('*/mobify/proxy/api/custom/benefits-plus/v1/organizations/:org/enroll', () =>
        HttpResponse.json({ message: "This lease can't be changed in its current status." }, { status: 409 }),
      ),
    )
    const { user } = renderApp('/plan-details')
    await user.click(await screen.findByRole('button', { name: 'Enroll in Benefits Plus' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, enroll' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("This lease is closed, so Benefits Plus can't be changed.")
  })

  it('offers no change on a closed lease', async () => {
    signInMaria()
    window.localStorage.setItem(SELECTED_LEASE_KEY, '100102')
    renderApp('/plan-details')
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Benefits Plus' })).parentElement!
    expect(panel).toHaveTextContent("Benefits Plus can't be changed on a closed lease.")
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument()
  })

  it('on phones: the confirmation page cancels, then leads back to the plan details', async () => {
    signInMaria()
    fakeLease.set('cust-maria', [{ ...MARIA_LEASES.active, benefits_plus: { enrolled: true, fee_per_payment: 250 } }])
    const { user } = renderApp('/es/plan-details')
    const link = await screen.findByRole('link', { name: 'Cancelar Benefits Plus' })
    expect(link).toHaveAttribute('href', '/es/profile/benefits-plus-confirmation-mobile')
    await user.click(link)
    expect(await screen.findByRole('heading', { level: 2, name: '¿Cancelar Benefits Plus?' })).toBeInTheDocument()
    expect(screen.getByText('Estado: Inscrito')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sí, cancelarlo' }))
    expect(await screen.findByText(/^Benefits Plus está cancelado\./)).toHaveAttribute('role', 'status')
    expect(screen.getByText('Estado: No inscrito')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Volver a los detalles del plan' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/es\/plan-details$/))
    expect(fakeLease.count('cancel')).toBe(1)
  }, 15_000)
})

describe('/profile/lease-agreement', () => {
  it('reads the agreement in Spanish, with its disclosures, and prints it', async () => {
    signInMaria()
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user } = renderApp('/es/profile/lease-agreement')
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato de arrendamiento' })).toBeInTheDocument()
    const article = (await screen.findByRole('heading', { level: 2, name: 'Contrato de arrendamiento con opción a compra' })).closest(
      'article',
    )!
    expect(article).toHaveTextContent('Arrendamiento #100245, firmado el 3 de noviembre de 2025 en Oak & Iron Furniture')
    for (const heading of [
      'Mercancía',
      'Divulgaciones del arrendamiento con opción a compra',
      'No serás dueño hasta terminar de pagar',
      'Otros cargos',
      'Opción de compra anticipada',
      'Derechos de restablecimiento',
    ]) {
      expect(within(article).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument()
    }
    const term = (name: string) => within(article).getByText(name, { selector: 'dt' }).nextElementSibling
    expect(term('Precio al contado')).toHaveTextContent('$1,299.99')
    expect(term('Número de pagos')).toHaveTextContent('53 pagos, semanal, durante 12 meses')
    expect(term('Cada pago regular')).toHaveTextContent('$52.77 ($48.75 de renta más $4.02 de impuestos)')
    expect(term('Costo total para ser dueño (impuestos incluidos)')).toHaveTextContent('$2,744.14')
    expect(article).toHaveTextContent('No serás dueño de la mercancía hasta que hayas pagado el costo total para ser dueño de $2,744.14')
    expect(article).toHaveTextContent(
      'Cargo por pago atrasado: $5.00 por cada pago hecho más de 5 días después de su fecha de vencimiento.',
    )
    expect(article).toHaveTextContent('por el 60% de la renta restante')
    expect(within(article).getByRole('table')).toHaveTextContent('Harbor Sofa, Navy')
    expect(fakeLease.requests.find((r) => r.call === 'get_agreement')).toMatchObject({ locale: 'es-US', correlationId: 'cust-maria' })

    await user.click(screen.getByRole('button', { name: 'Imprimir' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('downloads the agreement as a PDF', async () => {
    signInMaria()
    const createObjectURL = vi.fn((_: Blob) => 'blob:agreement')
    const revokeObjectURL = vi.fn()
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }))
    const clicks: { download: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href })
    })
    const { user } = renderApp('/profile/lease-agreement')
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }))
    // The PDF writer (jsPDF) is loaded on the click: the download follows.
    await waitFor(() => expect(clicks).toEqual([{ download: 'lease-agreement-100245.pdf', href: 'blob:agreement' }]))
    const blob = createObjectURL.mock.calls[0]![0]
    expect(blob.type).toBe('application/pdf')
    const text = await blob.text()
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain('(Rental-Purchase Agreement) Tj')
    expect(text).toContain('(No ownership until paid) Tj')
  }, 15_000)

  it('says so when the agreement cannot be loaded', async () => {
    signInMaria()
    server.use(
      http.get('*/mobify/proxy/api/custom/lease/v1/organizations/:org/get_agreement', () =>
        HttpResponse.json({ message: 'Lease not found.' }, { status: 404 }),
      ),
    )
    renderApp('/profile/lease-agreement')
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your lease agreement.")
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('without leases (204)', () => {
  it('the profile pages say so, with only Home in the navigation', async () => {
    signInMaria()
    fakeLease.set('cust-maria', [])
    server.use(http.get(DASHBOARD, async () => (await delay(10), new HttpResponse(null, { status: 204 }))))
    renderApp('/es/profile')
    expect(await screen.findByRole('heading', { level: 2, name: 'Todavía no tienes arrendamientos' })).toBeInTheDocument()
    expect(navItems().map((item) => item.textContent)).toEqual(['Inicio'])
    expect(screen.getByRole('link', { name: 'Empezar a comprar' })).toHaveAttribute('href', '/es/')
  })
})

describe('under /profile', () => {
  it('an unknown page is not found', async () => {
    signInMaria()
    renderApp('/profile/nothing-here')
    expect(await screen.findByRole('heading', { level: 1, name: "The page you're looking for can't be found." })).toBeInTheDocument()
  })
})
