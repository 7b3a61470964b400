import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PENDING_SIGN_IN_KEY } from '@/features/portal-login/lib/pending-sign-in'
import { beginSignIn } from '@/features/portal-login/lib/pending-sign-in'
import { PROVIDER_SESSION_CUSTOMER_KEY } from '@/features/portal-login/lib/provider-session'
import { fullPageNavigation } from '@/lib/full-page-navigation'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { DEMO_LEASE_CUSTOMER, fakeIdp, FOREIGN_BINDING } from '@/testing/idp'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

afterEach(() => vi.useRealTimers())

const location = () => screen.getByTestId('location')

describe('/magic-link', () => {
  it('uses the emailed link, completes the sign-in and lands on the dashboard (keeping the prefix)', async () => {
    // Asked for in this browser (another tab: the pending sign-in is the browser's).
    const token = fakeIdp.magicTokenFor(DEMO_LEASE_CUSTOMER.email, await beginSignIn())
    renderApp(`/northwind/en-US/magic-link?token=${token}`)
    // The first page of the file: its route modules load first (slow on a busy machine).
    await waitFor(() => expect(location()).toHaveTextContent(/^\/northwind\/en-US\/dashboard$/), { timeout: 5000 })
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maria!' })).toBeInTheDocument()
    expect(fakeIdp.calls.filter((c) => c === 'POST /idp/api/magic-link/verify')).toHaveLength(1)
    expect(fakeIdp.loginSources[0]).toMatchObject({ magick_link: true, username_password: false, one_time_password: false })
    expect(window.localStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull()
  })

  it('in a browser with no pending sign-in: says to open it where it was asked for, and leaves the link unused', async () => {
    const token = fakeIdp.magicTokenFor(DEMO_LEASE_CUSTOMER.email, FOREIGN_BINDING)
    const { user } = renderApp(`/es/magic-link?token=${token}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos iniciar tu sesión' })).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este enlace de inicio de sesión solo funciona en el navegador donde lo pediste. Ábrelo allí o pide un enlace nuevo aquí.',
    )
    expect(fakeIdp.calls).not.toContain('POST /idp/api/magic-link/verify')
    expect(fakeIdp.magicTokens.has(token)).toBe(true)
    // The guest session starts beside the page: wait for it rather than race it.
    await waitFor(() => expect(fakeAuth.cookie?.type).toBe('guest'))
    await user.click(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' }))
    expect(await screen.findByRole('tab', { name: 'Envíame un enlace' })).toHaveAttribute('aria-selected', 'true')
  })

  it('in a browser with another pending sign-in: the same message, nothing redeemed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await beginSignIn()
    const token = fakeIdp.magicTokenFor(DEMO_LEASE_CUSTOMER.email, FOREIGN_BINDING)
    renderApp(`/magic-link?token=${token}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link only works in the browser where you asked for it. Open it there, or ask for a new link here.',
    )
    expect(fakeIdp.calls).toContain('POST /idp/api/magic-link/verify')
    expect(fakeIdp.calls).not.toContain('POST /idp/api/token')
    // The guest session starts beside the page: wait for it rather than race it.
    await waitFor(() => expect(fakeAuth.cookie?.type).toBe('guest'))
  })

  it('when the provider refuses the verifier (provider_code_invalid): the same message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { state } = await beginSignIn()
    // The link's start had this state but another browser's challenge.
    const token = fakeIdp.magicTokenFor(DEMO_LEASE_CUSTOMER.email, { ...FOREIGN_BINDING, state })
    renderApp(`/magic-link?token=${token}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link only works in the browser where you asked for it. Open it there, or ask for a new link here.',
    )
    expect(fakeIdp.calls).toContain('POST /idp/api/token')
    expect(fakeIdp.calls).not.toContain('GET /api/token-exchange')
  })

  it('shows the invalid-link message and a way to ask for a new link', async () => {
    await beginSignIn()
    const { user } = renderApp('/es/magic-link?token=used-or-unknown')
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos iniciar tu sesión' })).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace para iniciar sesión no es válido o venció.')
    const link = screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })
    expect(link).toHaveAttribute('href', '/es/customer-login?method=magic-link')
    await user.click(link)
    expect(await screen.findByRole('tab', { name: 'Envíame un enlace' })).toHaveAttribute('aria-selected', 'true')
    // The guest session starts beside the page: wait for it rather than race it.
    await waitFor(() => expect(fakeAuth.cookie?.type).toBe('guest'))
  })

  it('without a token: the same message, nothing called', async () => {
    renderApp('/magic-link')
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.')
    expect(fakeIdp.calls).not.toContain('POST /idp/api/magic-link/verify')
  })
})

describe('/idpcallback and /login-redirect', () => {
  it.each(['/idpcallback', '/nw/login-redirect'])('%s finishes the sign-in from ?code=&state=', async (path) => {
    const { code, state } = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'cookie')
    renderApp(`${path}?code=${code}&state=${state}`)
    const prefix = path.startsWith('/nw') ? '/nw' : ''
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${prefix}/dashboard$`)))
    expect(fakeIdp.calls).toEqual(expect.arrayContaining(['POST /idp/api/token', 'GET /api/token-exchange', 'POST create_customer']))
    expect(window.localStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull()
  })

  it.each([
    ['another state', (state: string) => `&state=${state}x`],
    ['no state', () => ''],
  ])('refuses a code with %s (login CSRF): no server call, back to /customer-login with the generic error', async (_, query) => {
    const { state } = await beginSignIn()
    // A code made in the attacker's browser, for the attacker's account.
    const { code } = fakeIdp.issueCode('cust-attacker', 'email_password', FOREIGN_BINDING)
    renderApp(`/idpcallback?code=${code}${query(state)}`)
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer-login$/))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again!')
    expect(fakeIdp.calls).not.toContain('POST /idp/api/token')
    expect(fakeIdp.calls).not.toContain('GET /api/token-exchange')
    expect(fakeIdp.codes.has(code)).toBe(true)
    expect(fakeAuth.cookie?.type).not.toBe('registered')
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument()
  })

  it('refuses a code in a browser with no pending sign-in, without any call', async () => {
    const { code, state } = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'email_password', FOREIGN_BINDING)
    renderApp(`/es/idpcallback?code=${code}&state=${state}`)
    await waitFor(() => expect(location()).toHaveTextContent(/^\/es\/customer-login$/))
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal. ¡Inténtalo de nuevo!')
    expect(fakeIdp.calls).not.toContain('POST /idp/api/token')
  })

  it('a bad code goes back to /customer-login with the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { state } = await beginSignIn()
    renderApp(`/idpcallback?code=expired&state=${state}`)
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

  it.each([
    ['/dashboard', '/customer-login'],
    ['/nw/es/dashboard', '/nw/es/customer-login'],
  ])('sends a registered shopper without a lease-customer GUID from %s to %s', async (from, to) => {
    fakeAuth.signedIn()
    window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
    renderApp(from)
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${to}$`)))
    expect(await screen.findByRole('tablist')).toBeInTheDocument()
  })

  it('sends a lease customer whose session is not flagged as logged in to /customer-login (nothing to restore)', async () => {
    fakeAuth.customers.set(DEMO_SHOPPER.email, { ...DEMO_SHOPPER, c_northwindCustomerGuid: 'guid-jane' })
    fakeAuth.signedIn()
    renderApp('/dashboard')
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer-login$/))
  })

  it('shows a restored lease customer without leases the portal frame: welcome heading, only Home, no leases yet', async () => {
    fakeAuth.customers.set(DEMO_SHOPPER.email, { ...DEMO_SHOPPER, c_northwindCustomerGuid: 'guid-jane' })
    fakeAuth.signedIn()
    window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome, ${DEMO_SHOPPER.firstName}!` })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Dashboard | Northwind Lease'))
    // lease_dashboard answers 204 for her: no content, only Home.
    expect(await screen.findByRole('heading', { level: 2, name: "You don't have any leases yet" })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Customer portal' })
    const items = within(nav).getAllByRole('link')
    expect(items.map((item) => item.textContent)).toEqual(['Home'])
    expect(items[0]).toHaveAttribute('aria-current', 'page')
    expect(items[0]).toHaveAttribute('href', '/dashboard')
  })
})

describe('logout of a customer who signed in through the identity provider', () => {
  /** Maria, restored from the refresh cookie, her session from a provider sign-in in this browser. */
  function providerCustomer({ liveProviderSession = true } = {}) {
    fakeAuth.customers.set(DEMO_LEASE_CUSTOMER.email, { ...DEMO_LEASE_CUSTOMER, c_northwindCustomerGuid: 'guid-cust-maria' })
    fakeAuth.signedIn({ ...DEMO_LEASE_CUSTOMER })
    window.localStorage.setItem(PROVIDER_SESSION_CUSTOMER_KEY, DEMO_LEASE_CUSTOMER.customerId)
    window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
    if (liveProviderSession) fakeIdp.sessionCookie = DEMO_LEASE_CUSTOMER.customerId
  }

  /** Every request, in order, as "METHOD /path". */
  function recordRequests() {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`)
    })
    return seen
  }

  it('logs out of the platform, then gets the id-token hint, then leaves for the provider logout (full page)', async () => {
    const replace = vi.spyOn(fullPageNavigation, 'replace').mockImplementation(() => {})
    providerCustomer()
    const requests = recordRequests()
    const { user } = renderApp('/nw/es/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Maria' }))
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }))

    await waitFor(() => expect(replace).toHaveBeenCalledOnce())
    expect(replace).toHaveBeenCalledWith('/idp/logout?id_token_hint=id-token.cust-maria&post_logout_redirect_uri=%2Fnw%2Fes%2F')
    const platformLogout = requests.indexOf('GET /mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_northwind/oauth2/logout')
    expect(platformLogout).toBeGreaterThan(-1)
    expect(requests.indexOf('POST /idp/api/id-token-hint')).toBeGreaterThan(platformLogout)
    // The guest session starts beside the page: wait for it rather than race it.
    await waitFor(() => expect(fakeAuth.cookie?.type).toBe('guest'))
    expect(window.localStorage.getItem(PROVIDER_SESSION_CUSTOMER_KEY)).toBeNull()
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBeNull()
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toContain('id-token')
    // The overlay stays until the page is gone; the app does not navigate by itself.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    expect(location()).toHaveTextContent('/nw/es/dashboard')
    // No silent provider sign-in was started on the way out.
    expect(fakeIdp.calls).not.toContain('POST /idp/api/session')
  })

  it('a session that did not come from the provider (the sign-in modal): the plain logout', async () => {
    const replace = vi.spyOn(fullPageNavigation, 'replace').mockImplementation(() => {})
    fakeAuth.customers.set(DEMO_SHOPPER.email, { ...DEMO_SHOPPER, c_northwindCustomerGuid: 'guid-jane' })
    fakeAuth.signedIn()
    window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
    // Even with a provider sign-in remembered for someone else.
    window.localStorage.setItem(PROVIDER_SESSION_CUSTOMER_KEY, 'cust-someone-else')
    const { user } = renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Jane' }))
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/))
    expect(replace).not.toHaveBeenCalled()
    expect(fakeAuth.calls).toContain('GET logout')
    expect(fakeIdp.calls).not.toContain('POST /idp/api/id-token-hint')
  })

  it('no live provider session any more (401 for the hint): the plain logout, nothing logged', async () => {
    const replace = vi.spyOn(fullPageNavigation, 'replace').mockImplementation(() => {})
    providerCustomer({ liveProviderSession: false })
    const { user } = renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Maria' }))
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/))
    expect(fakeIdp.calls).toContain('POST /idp/api/id-token-hint')
    expect(replace).not.toHaveBeenCalled()
    expect(fakeAuth.logs).toEqual([])
    expect(window.localStorage.getItem(PROVIDER_SESSION_CUSTOMER_KEY)).toBeNull()
  })

  it('a failing hint is logged as identity-service logout, and the provider session is still ended (no hint)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const replace = vi.spyOn(fullPageNavigation, 'replace').mockImplementation(() => {})
    server.use(http.post('*/idp/api/id-token-hint', () => HttpResponse.json({ message: 'Signing is down' }, { status: 500 })))
    providerCustomer()
    const { user } = renderApp('/es/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Maria' }))
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    await waitFor(() => expect(replace).toHaveBeenCalledOnce())
    expect(replace).toHaveBeenCalledWith('/idp/logout?post_logout_redirect_uri=%2Fes%2F')
    expect(fakeAuth.logs).toEqual([
      { level: 'error', message: 'Customer auth identity-service logout failed: Signing is down', correlationId: 'cust-maria' },
    ])
  })

  it('a failing platform logout stops there: logged, no provider logout, still signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const replace = vi.spyOn(fullPageNavigation, 'replace').mockImplementation(() => {})
    server.use(http.get('*/oauth2/logout', () => HttpResponse.json({ message: 'Logout is down' }, { status: 500 })))
    providerCustomer()
    const { user } = renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Maria' }))
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(fakeAuth.logs.map((l) => l.message)).toContain('Customer auth platform logout failed: Logout is down'))
    expect(replace).not.toHaveBeenCalled()
    expect(fakeIdp.calls).not.toContain('POST /idp/api/id-token-hint')
    expect(window.localStorage.getItem(PROVIDER_SESSION_CUSTOMER_KEY)).toBe('cust-maria')
  })
})
