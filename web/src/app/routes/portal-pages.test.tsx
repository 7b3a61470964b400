import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fullPageNavigation } from '@/lib/full-page-navigation'
import { CUSTOMER_LOGGED_IN_KEY, IDP_ID_TOKEN_KEY } from '@/lib/session-storage'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { DEMO_LEASE_CUSTOMER, fakeIdp } from '@/testing/idp'
import { renderApp } from '@/testing/render'

afterEach(() => vi.useRealTimers())

const location = () => screen.getByTestId('location')

describe('/magic-link', () => {
  it('uses the emailed link, completes the sign-in and lands on the dashboard (keeping the prefix)', async () => {
    const token = fakeIdp.magicTokenFor(DEMO_LEASE_CUSTOMER.email)
    renderApp(`/northwind/en-US/magic-link?token=${token}`)
    await waitFor(() => expect(location()).toHaveTextContent(/^\/northwind\/en-US\/dashboard$/))
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maria!' })).toBeInTheDocument()
    expect(fakeIdp.calls.filter((c) => c === 'POST /idp/api/magic-link/verify')).toHaveLength(1)
    expect(fakeIdp.loginSources[0]).toMatchObject({ magick_link: true, username_password: false, one_time_password: false })
  })

  it('shows the invalid-link message and a way to ask for a new link', async () => {
    const { user } = renderApp('/es/magic-link?token=used-or-unknown')
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos iniciar tu sesión' })).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace para iniciar sesión no es válido o venció.')
    const link = screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })
    expect(link).toHaveAttribute('href', '/es/customer-login?method=magic-link')
    await user.click(link)
    expect(await screen.findByRole('tab', { name: 'Envíame un enlace' })).toHaveAttribute('aria-selected', 'true')
    expect(fakeAuth.cookie?.type).toBe('guest')
  })

  it('without a token: the same message, nothing called', async () => {
    renderApp('/magic-link')
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.')
    expect(fakeIdp.calls).not.toContain('POST /idp/api/magic-link/verify')
  })
})

describe('/idpcallback and /login-redirect', () => {
  it.each(['/idpcallback', '/nw/login-redirect'])('%s finishes the sign-in from ?code=', async (path) => {
    const code = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'email_password')
    renderApp(`${path}?code=${code}`)
    const prefix = path.startsWith('/nw') ? '/nw' : ''
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${prefix}/dashboard$`)))
    expect(fakeIdp.calls).toEqual(
      expect.arrayContaining(['POST /idp/api/token', 'GET /api/token-exchange', 'POST create_customer', 'PATCH login_source']),
    )
  })

  it('a bad code goes back to /customer-login with the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/idpcallback?code=expired')
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer-login$/))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again!')
    expect(fakeAuth.logs.map((l) => l.message)).toEqual([
      'Customer auth identity-service login failed: The sign-in code is invalid or has expired.',
    ])
  })

  it('without a code goes to /customer-login', async () => {
    renderApp('/es/idpcallback')
    await waitFor(() => expect(location()).toHaveTextContent(/^\/es\/customer-login$/))
    expect(fakeIdp.calls).not.toContain('POST /idp/api/token')
  })
})

describe('/callback', () => {
  it('returns home; it is never prefixed', async () => {
    renderApp('/callback?code=x&usid=y')
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/))
    renderApp('/nw/callback')
    expect(await screen.findByRole('heading', { level: 1, name: "The page you're looking for can't be found." })).toBeInTheDocument()
  })
})

describe('/dashboard', () => {
  it.each([
    ['/dashboard', '/customer-login'],
    ['/nw/es/dashboard', '/nw/es/customer-login'],
    ['/dashboard?site=nwp&locale=es', '/customer-login?site=nwp&locale=es'],
  ])('sends a guest from %s to %s (replace)', async (from, to) => {
    renderApp(from)
    await waitFor(() => expect(location()).toHaveTextContent(to))
    expect(location().textContent).toBe(to)
    expect(await screen.findByRole('tablist')).toBeInTheDocument()
  })

  it('shows a registered customer the portal frame: welcome heading and the disabled navigation', async () => {
    fakeAuth.signedIn()
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome, ${DEMO_SHOPPER.firstName}!` })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Dashboard | Northwind Lease'))
    const nav = screen.getByRole('navigation', { name: 'Customer portal' })
    const items = within(nav).getAllByRole('link')
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Payments', 'Payment Methods', 'Profile'])
    for (const item of items) {
      expect(item).toHaveAttribute('aria-disabled', 'true')
      expect(item).not.toHaveAttribute('href')
    }
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('Your leases will appear here.')).toBeInTheDocument()
  })
})

describe('logout of a customer who signed in through the identity provider', () => {
  it('logs out of the platform, removes the id token, then leaves for the provider logout (full page)', async () => {
    const replace = vi.spyOn(fullPageNavigation, 'replace').mockImplementation(() => {})
    fakeAuth.signedIn({ ...DEMO_LEASE_CUSTOMER })
    window.sessionStorage.setItem(IDP_ID_TOKEN_KEY, 'id-token.cust-maria')
    window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
    const { user } = renderApp('/nw/es/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Maria' }))
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }))

    await waitFor(() => expect(replace).toHaveBeenCalledOnce())
    expect(replace).toHaveBeenCalledWith('/idp/logout?id_token_hint=id-token.cust-maria&post_logout_redirect_uri=%2Fnw%2Fes%2F')
    expect(fakeAuth.calls).toContain('GET logout')
    expect(fakeAuth.cookie?.type).toBe('guest')
    expect(window.sessionStorage.getItem(IDP_ID_TOKEN_KEY)).toBeNull()
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBeNull()
    // The overlay stays until the page is gone; the app does not navigate by itself.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    expect(location()).toHaveTextContent('/nw/es/dashboard')
    // No silent provider sign-in was started on the way out.
    expect(fakeIdp.calls).not.toContain('POST /idp/api/session')
  })

  it('without an id token: the plain logout (no provider logout)', async () => {
    const replace = vi.spyOn(fullPageNavigation, 'replace').mockImplementation(() => {})
    fakeAuth.signedIn()
    const { user } = renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Jane' }))
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/))
    expect(replace).not.toHaveBeenCalled()
  })
})
