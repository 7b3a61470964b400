import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { customerLoginTarget } from '../lib/customer-login-target'

const PREFS = '*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences'
const banner = () => within(screen.getByRole('banner'))
const header = async () => within(await screen.findByRole('banner'))

describe('header login menu', () => {
  it('shows a loading placeholder while the session starts', async () => {
    let release: () => void = () => {}
    server.use(
      http.post('*/oauth2/token', async () => {
        await new Promise<void>((resolve) => (release = resolve))
        return HttpResponse.json({ message: 'no cookie' }, { status: 400 })
      }),
    )
    renderApp('/')
    expect(await (await header()).findByText('Loading account')).toBeInTheDocument()
    expect(banner().queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument()
    release()
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
    expect(menu.getByRole('link', { name: 'Retailer Login' })).toHaveAttribute(
      'href',
      'https://partners.northwind-lease.example/login',
    )
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
    server.use(
      http.get(PREFS, () =>
        HttpResponse.json({ customPreferences: { enableKeycloak: true, enableLegacyCustomerLogin: true } }),
      ),
    )
    const { user } = renderApp('/')
    await user.click(await (await header()).findByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(banner().getByRole('link', { name: 'Customer Login' })).toHaveAttribute(
        'href',
        'https://legacy.northwind-lease.example/account/login',
      ),
    )
  })

  it('chooses the Customer Login target from the preferences', () => {
    const links = { legacyCustomerLogin: 'https://legacy.example/login', retailerLogin: 'https://r.example' }
    expect(customerLoginTarget({ enableLegacyCustomerLogin: true, enableKeycloak: true }, links)).toEqual({
      href: 'https://legacy.example/login',
      external: true,
    })
    expect(customerLoginTarget({ enableKeycloak: true }, links)).toEqual({ href: '/customer-login', external: false })
    expect(customerLoginTarget({}, links)).toEqual({ href: '/customer-login', external: false })
    // Without the configured link the legacy preference cannot be honoured.
    expect(customerLoginTarget({ enableLegacyCustomerLogin: true }, {})).toEqual({ href: '/customer-login', external: false })
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

  it('falls back to the last name', async () => {
    fakeAuth.customers.set(DEMO_SHOPPER.email, { ...DEMO_SHOPPER, firstName: '' })
    fakeAuth.signedIn()
    renderApp('/')
    expect(await (await header()).findByRole('button', { name: 'Doe' })).toBeInTheDocument()
  })

  it('closes when focus leaves it or the route changes', async () => {
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
