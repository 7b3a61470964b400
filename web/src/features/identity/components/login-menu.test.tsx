import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { gate } from '@/testing/gate'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

afterEach(() => vi.useRealTimers())

const PREFS = '*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences'
const banner = () => within(screen.getByRole('banner'))
const header = async () => within(await screen.findByRole('banner'))

describe('header login menu', () => {
  it('shows a loading placeholder while the session starts', async () => {
    const token = gate()
    let requested = false
    server.use(
      http.post(
        '*/oauth2/token',
        async () => {
          requested = true
          await token.passed()
          return HttpResponse.json({ message: 'no cookie' }, { status: 400 })
        },
        { once: true },
      ),
    )
    renderApp('/')
    // Held while the session's first token request is pending. The placeholder is first the lazy
    // menu's fallback, then the menu's own: the element may be replaced, so the check is retried.
    await waitFor(() => expect(requested).toBe(true))
    await waitFor(() => expect(banner().getByText('Loading account')).toBeInTheDocument())
    expect(banner().queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument()
    token.open()
    // With no session cookie the shopper goes on as a guest: the menu takes the placeholder's place.
    expect(await (await header()).findByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(banner().queryByText('Loading account')).not.toBeInTheDocument()
  })

  it('offers visitors Customer Login, Retailer Login and the shoppers sign-in', async () => {
    const { user } = renderApp('/')
    const button = await (await header()).findByRole('button', { name: 'Log in' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!
    expect(panel).toBeVisible()
    const menu = within(panel)
    expect(menu.getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/customer-login')
    expect(menu.getByRole('link', { name: 'Retailer Login' })).toHaveAttribute('href', 'https://partners.northwind-lease.example/login')
    expect(menu.getByRole('button', { name: 'Sign in / Create account' })).toBeInTheDocument()
    expect(menu.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
    expect(menu.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  })

  it('keeps the site/locale prefix on Customer Login and closes with Escape, refocusing its button', async () => {
    const { user } = renderApp('/nw/es-US/')
    const button = await (await header()).findByRole('button', { name: 'Iniciar sesión' })
    await user.click(button)
    expect(banner().getByRole('link', { name: 'Acceso para clientes' })).toHaveAttribute('href', '/nw/es-US/customer-login')
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('sends Customer Login to the legacy login when enableLegacyCustomerLogin is on', async () => {
    server.use(http.get(PREFS, () => HttpResponse.json({ customPreferences: { enableKeycloak: true, enableLegacyCustomerLogin: true } })))
    const { user } = renderApp('/')
    await user.click(await (await header()).findByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(banner().getByRole('link', { name: 'Customer Login' })).toHaveAttribute(
        'href',
        'https://legacy.northwind-lease.example/account/login',
      ),
    )
  })

  it('opens the sign-in modal from "Sign in / Create account"', async () => {
    const { user } = renderApp('/')
    const button = await (await header()).findByRole('button', { name: 'Log in' })
    await user.click(button)
    await user.click(banner().getByRole('button', { name: 'Sign in / Create account' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it("shows a lease customer's first name, with Dashboard (full page load) and Logout", async () => {
    fakeAuth.customers.set(DEMO_SHOPPER.email, { ...DEMO_SHOPPER, c_northwindCustomerGuid: 'guid-1' })
    fakeAuth.signedIn()
    window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
    const { user } = renderApp('/es/')
    const button = await (await header()).findByRole('button', { name: 'Jane' })
    await user.click(button)
    const dashboard = banner().getByRole('link', { name: 'Panel' })
    expect(dashboard).toHaveAttribute('href', '/es/dashboard')
    expect(dashboard).not.toHaveAttribute('data-discover') // a plain <a>, not a router link
    expect(banner().getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument()
    expect(banner().queryByRole('link', { name: 'Acceso para clientes' })).not.toBeInTheDocument()
    expect(banner().queryByRole('link', { name: 'Acceso para minoristas' })).not.toBeInTheDocument()
  })

  it('offers a registered shopper without leases Logout but no Dashboard', async () => {
    fakeAuth.signedIn()
    const { user } = renderApp('/')
    await user.click(await (await header()).findByRole('button', { name: 'Jane' }))
    expect(banner().getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(banner().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
  })

  it('offers no Dashboard to a lease customer whose session is not flagged as logged in (not restored)', async () => {
    fakeAuth.customers.set(DEMO_SHOPPER.email, { ...DEMO_SHOPPER, c_northwindCustomerGuid: 'guid-1' })
    fakeAuth.signedIn()
    const { user } = renderApp('/')
    await user.click(await (await header()).findByRole('button', { name: 'Jane' }))
    expect(banner().getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(banner().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
  })

  it('says the preferences could not be loaded in place of Customer Login, in es-US too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(http.get(PREFS, () => new HttpResponse(null, { status: 503 })))
    const { user } = renderApp('/es/')
    const button = await (await header()).findByRole('button', { name: 'Iniciar sesión' })
    await user.click(button)
    // 2 retries (1 s, then 2 s) before the preferences count as failed.
    await act(() => vi.advanceTimersByTimeAsync(3500))
    await waitFor(() =>
      expect(banner().getByTestId('customer-login-unavailable')).toHaveTextContent(
        'Error al cargar las preferencias del sitio o la categoría. Inténtalo de nuevo más tarde.',
      ),
    )
    expect(banner().queryByRole('link', { name: 'Acceso para clientes' })).not.toBeInTheDocument()
    expect(banner().getByRole('link', { name: 'Acceso para minoristas' })).toBeInTheDocument()
  })

  it('falls back to the last name', async () => {
    fakeAuth.customers.set(DEMO_SHOPPER.email, { ...DEMO_SHOPPER, firstName: '' })
    fakeAuth.signedIn()
    renderApp('/')
    expect(await (await header()).findByRole('button', { name: 'Doe' })).toBeInTheDocument()
  })

  it('closes when focus leaves it or the route changes', async () => {
    server.use(http.get(PREFS, () => HttpResponse.json({ customPreferences: { enableKeycloak: false } })))
    const { user } = renderApp('/')
    const button = await (await header()).findByRole('button', { name: 'Log in' })
    await user.click(button)
    await user.click(banner().getByRole('link', { name: 'Customer Login' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer-login'))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    await user.click(screen.getByRole('main'))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
