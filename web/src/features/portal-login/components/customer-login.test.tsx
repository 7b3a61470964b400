import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PENDING_SIGN_IN_KEY, type PendingSignIn } from '@/features/portal-login/lib/pending-sign-in'
import { PROVIDER_SESSION_CUSTOMER_KEY } from '@/features/portal-login/lib/provider-session'
import { codeChallengeFor } from '@/lib/pkce'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { fakeAuth } from '@/testing/auth'
import { DEMO_LEASE_CUSTOMER, fakeIdp, FOREIGN_BINDING } from '@/testing/idp'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

afterEach(() => vi.useRealTimers())

async function openCustomerLogin(path = '/customer-login') {
  const view = renderApp(path)
  // The page's code loads on first use: the first test of a busy run waits for it.
  await screen.findByRole('tablist', {}, { timeout: 5000 })
  // The silent provider-session check has answered (401: no live session).
  await waitFor(() => expect(fakeIdp.calls).toContain('POST /idp/api/session'))
  return view
}

const location = () => screen.getByTestId('location')

/** The pending sign-in of the test's browser (localStorage), or null. */
const pendingSignIn = () => JSON.parse(window.localStorage.getItem(PENDING_SIGN_IN_KEY) ?? 'null') as PendingSignIn | null

/** Nothing of the provider's tokens is kept in the page's storage. */
function expectNoTokenStored() {
  for (const store of [window.sessionStorage, window.localStorage]) {
    for (let i = 0; i < store.length; i += 1) {
      expect(store.getItem(store.key(i) ?? '') ?? '').not.toMatch(/id-token|idp-access/)
    }
  }
}

describe('/customer-login', () => {
  it('shows the three methods as tabs, moved between with the arrow keys', async () => {
    const { user } = await openCustomerLogin()
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Login' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Customer Login | Northwind Lease'))
    const tabs = within(screen.getByRole('tablist', { name: 'Ways to sign in' })).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Email & password', 'Text me a code', 'Email me a link'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Email & password' })).toBeVisible()

    await user.click(tabs[0]!)
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Text me a code' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Text me a code' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Text me a code' })).toBeVisible()
    expect(screen.queryByRole('tabpanel', { name: 'Email & password' })).not.toBeInTheDocument()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Email me a link' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Email & password' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Email me a link' })).toHaveAttribute('aria-selected', 'true')
    // Tab moves from the selected tab into its panel.
    await user.tab()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus()
  })

  it('opens the tab named by ?method=', async () => {
    await openCustomerLogin('/customer-login?method=sms')
    expect(screen.getByRole('tab', { name: 'Text me a code' })).toHaveAttribute('aria-selected', 'true')
  })

  it('password: validates, maps Unauthorized and other errors, clears the global error on submit', async () => {
    const { user } = await openCustomerLogin()
    const panel = screen.getByRole('tabpanel', { name: 'Email & password' })
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }))
    expect(await within(panel).findByText('Please enter your email address.')).toBeInTheDocument()
    expect(within(panel).getByText('Please enter your password.')).toBeInTheDocument()
    expect(within(panel).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
    expect(fakeIdp.calls).not.toContain('POST /idp/api/password')

    await user.type(within(panel).getByRole('textbox', { name: 'Email' }), DEMO_LEASE_CUSTOMER.email)
    await user.type(within(panel).getByLabelText('Password'), 'wrong-password')
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent("Something's not right with your email or password. Try again.")

    server.use(http.post('*/idp/api/password', () => HttpResponse.json({ message: 'Too many sign-in attempts.' }, { status: 429 })))
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent('Something went wrong. Try again!'))
  })

  it('password: shows and hides the password', async () => {
    const { user } = await openCustomerLogin()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('password: signs in and lands on the dashboard, keeping the prefix', async () => {
    const { user } = await openCustomerLogin('/nw/es/customer-login')
    const panel = screen.getByRole('tabpanel', { name: 'Correo y contraseña' })
    await user.type(within(panel).getByRole('textbox', { name: 'Correo electrónico' }), DEMO_LEASE_CUSTOMER.email)
    await user.type(within(panel).getByLabelText('Contraseña'), DEMO_LEASE_CUSTOMER.password)
    await user.click(within(panel).getByRole('button', { name: 'Iniciar sesión' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/nw\/es\/dashboard$/))
    expect(await screen.findByRole('heading', { level: 1, name: '¡Te damos la bienvenida, Maria!' })).toBeInTheDocument()
    expect(fakeIdp.loginSources).toHaveLength(1)
    expect(fakeIdp.loginSources[0]).toMatchObject({ username_password: true, one_time_password: false, magick_link: false })
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
    // The session is remembered as the provider's (for the logout), the binding is used up,
    // and no token is kept in the page.
    expect(window.localStorage.getItem(PROVIDER_SESSION_CUSTOMER_KEY)).toBe('cust-maria')
    expect(pendingSignIn()).toBeNull()
    expectNoTokenStored()
  })

  it('binds every start to this browser: one pending sign-in, its challenge and state', async () => {
    const { user } = await openCustomerLogin()
    const pending = pendingSignIn()
    expect(pending).not.toBeNull()
    const binding = { codeChallenge: await codeChallengeFor(pending!.verifier), state: pending!.state }
    // The silent session check carried it …
    expect(fakeIdp.bindings).toEqual([binding])
    const panel = screen.getByRole('tabpanel', { name: 'Email & password' })
    await user.type(within(panel).getByRole('textbox', { name: 'Email' }), DEMO_LEASE_CUSTOMER.email)
    await user.type(within(panel).getByLabelText('Password'), 'wrong-password')
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }))
    await within(panel).findByRole('alert')
    // … and so did the password start (the same pending sign-in, reused).
    expect(fakeIdp.bindings).toEqual([binding, binding])
    expect(pendingSignIn()?.state).toBe(pending!.state)
  })

  it('refuses a provider code whose state is not the pending one: no token call, the generic error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = await openCustomerLogin()
    // A provider (or an attacker in the middle) answers with another browser's code and state.
    server.use(
      http.post('*/idp/api/password', () =>
        HttpResponse.json(fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'email_password', FOREIGN_BINDING)),
      ),
    )
    await user.type(screen.getByRole('textbox', { name: 'Email' }), DEMO_LEASE_CUSTOMER.email)
    await user.type(screen.getByLabelText('Password'), DEMO_LEASE_CUSTOMER.password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again!')
    expect(fakeIdp.calls).not.toContain('POST /idp/api/token')
    expect(fakeIdp.calls).not.toContain('GET /api/token-exchange')
    expect(fakeAuth.cookie?.type).not.toBe('registered')
  })

  it('signs in silently with a live provider session (acr cookie, no login_source)', async () => {
    fakeIdp.sessionCookie = DEMO_LEASE_CUSTOMER.customerId
    renderApp('/customer-login')
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/))
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maria!' })).toBeInTheDocument()
    expect(fakeIdp.calls).toContain('POST create_customer')
    expect(fakeIdp.calls).not.toContain('PATCH login_source')
    expect(fakeIdp.calls.indexOf('POST /idp/api/session')).toBeLessThan(fakeIdp.calls.indexOf('POST /idp/api/token'))
    expect(pendingSignIn()).toBeNull()
  })

  it('when create_customer fails: logs, signs out of both, and shows the error on /customer-login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeIdp.createCustomerFailure = 'Profile service is down'
    const { user } = await openCustomerLogin()
    await user.type(screen.getByRole('textbox', { name: 'Email' }), DEMO_LEASE_CUSTOMER.email)
    await user.type(screen.getByLabelText('Password'), DEMO_LEASE_CUSTOMER.password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't open your customer account, so we signed you out. Please try again later.",
    )
    expect(location()).toHaveTextContent(/^\/customer-login$/)
    expect(fakeAuth.logs).toEqual([
      {
        level: 'error',
        message: 'Customer auth identity-service login failed: Profile service is down',
        correlationId: 'cust-maria',
      },
    ])
    expect(fakeAuth.calls).toContain('GET logout')
    expect(fakeIdp.calls).toContain('GET /idp/logout')
    expect(fakeIdp.calls).not.toContain('PATCH login_source')
    expect(fakeAuth.cookie?.type).toBe('guest')
    expect(fakeIdp.sessionCookie).toBeNull()
    expect(window.localStorage.getItem(PROVIDER_SESSION_CUSTOMER_KEY)).toBeNull()
    expectNoTokenStored()
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument()
  })
})

describe('/customer-login: Text me a code', () => {
  async function openSms(path = '/customer-login') {
    const view = await openCustomerLogin(path)
    await view.user.click(screen.getByRole('tab', { name: 'Text me a code' }))
    return view
  }

  it('keeps the phone to 10 digits and validates it', async () => {
    const { user } = await openSms()
    const phone = screen.getByRole('textbox', { name: 'Mobile phone number' })
    expect(phone).toHaveAttribute('inputmode', 'numeric')
    await user.type(phone, '21a0-555')
    expect(phone).toHaveValue('210555')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Please enter a valid 10-digit phone number.')).toBeInTheDocument()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveFocus()
    await user.type(phone, '0187999')
    expect(phone).toHaveValue('2105550187')
    expect(fakeIdp.calls).not.toContain('POST /idp/api/sms/start')
  })

  it('texts a code, shows the wrong-code errors, verifies and lands on the dashboard', async () => {
    const { user } = await openSms()
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '(210) 555-0187')
    await user.click(screen.getByRole('button', { name: 'Send code' }))

    const code = await screen.findByRole('textbox', { name: '6-digit code' })
    await waitFor(() => expect(code).toHaveFocus())
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code we sent to (210) 555-0187. It expires in 5 minutes.')
    expect(screen.getByRole('button', { name: /^Resend code in \d+ seconds$/ })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Please enter the 6-digit code.')).toBeInTheDocument()

    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("That code isn't right. You have 4 tries left.")

    await user.clear(code)
    await user.type(code, fakeIdp.smsCodeFor(DEMO_LEASE_CUSTOMER.phone) ?? '')
    const { state } = pendingSignIn()!
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/))
    expect(fakeIdp.loginSources[0]).toMatchObject({ one_time_password: true, username_password: false })
    // The start carried the pending sign-in's binding; the verify answered its state.
    expect(fakeIdp.bindings.at(-1)?.state).toBe(state)
    expect(pendingSignIn()).toBeNull()
  })

  it('maps the expiry and too-many-codes errors', async () => {
    const { user } = await openSms()
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '2105550187')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const code = await screen.findByRole('textbox', { name: '6-digit code' })
    for (const challenge of fakeIdp.sms.values()) challenge.expired = true
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Please request a new one.')

    server.use(
      http.post('*/idp/api/sms/verify', () =>
        HttpResponse.json({ message: 'Too many wrong codes. Please request a new one.', reason: 'too_many_wrong_codes' }, { status: 400 }),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong codes. Please request a new one.'))

    server.use(http.post('*/idp/api/sms/verify', () => HttpResponse.json({ message: 'Kaboom' }, { status: 500 })))
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again!'))
  })

  it('enables Resend after the countdown and sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = await openSms()
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '2105550187')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const codeField = await screen.findByRole('textbox', { name: '6-digit code' })
    const firstCode = fakeIdp.smsCodeFor(DEMO_LEASE_CUSTOMER.phone)

    const resend = screen.getByRole('button', { name: /^Resend code in \d+ seconds$/ })
    expect(resend).toBeDisabled()
    // The countdown ticks from an effect of the render that showed the code step; focus moving to
    // the code field comes from the same render's effects, so once it has, the countdown runs.
    await waitFor(() => expect(codeField).toHaveFocus())
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(resend).toHaveAccessibleName(/^Resend code in (19|20) seconds$/)
    expect(resend).toBeDisabled()
    act(() => {
      vi.advanceTimersByTime(21_000)
    })
    expect(resend).toHaveAccessibleName('Resend code')
    expect(resend).toBeEnabled()

    await user.click(resend)
    expect(await screen.findByText('We sent you a new code.')).toHaveAttribute('role', 'status')
    expect(fakeIdp.calls.filter((c) => c === 'POST /idp/api/sms/start')).toHaveLength(2)
    expect(fakeIdp.smsCodeFor(DEMO_LEASE_CUSTOMER.phone)).not.toBe(firstCode)
    expect(screen.getByRole('button', { name: /^Resend code in \d+ seconds$/ })).toBeDisabled()

    // Too soon for the server: its message, and the countdown restarts from Retry-After.
    act(() => {
      vi.advanceTimersByTime(31_000)
    })
    server.use(
      http.post('*/idp/api/sms/start', () =>
        HttpResponse.json(
          { message: 'Please wait a moment before asking for a new code.', reason: 'wait_before_resend' },
          { status: 429, headers: { 'Retry-After': '12' } },
        ),
      ),
    )
    // The new countdown may start ticking only after the clock moved: its end has passed, so its
    // first tick ends it.
    await user.click(await screen.findByRole('button', { name: 'Resend code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a moment before asking for a new code.')
    expect(screen.getByRole('button', { name: 'Resend code in 12 seconds' })).toBeDisabled()
    server.resetHandlers()

    // The new challenge is the one verified.
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), fakeIdp.smsCodeFor(DEMO_LEASE_CUSTOMER.phone) ?? '')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/))
  })

  it('asking for a code too soon shows the wait message', async () => {
    const { user } = await openSms()
    fakeIdp.lastSent.set(DEMO_LEASE_CUSTOMER.phone, Date.now())
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '2105550187')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a moment before asking for a new code.')
  })

  it('goes back to the phone number', async () => {
    const { user } = await openSms()
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '2105550187')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByRole('textbox', { name: '6-digit code' })
    await user.click(screen.getByRole('button', { name: 'Use a different number' }))
    const phone = screen.getByRole('textbox', { name: 'Mobile phone number' })
    await waitFor(() => expect(phone).toHaveFocus())
    expect(phone).toHaveValue('2105550187')
  })
})

describe('/customer-login: Email me a link', () => {
  it('validates the email, then tells the customer to check their email (15 minutes)', async () => {
    const { user } = await openCustomerLogin('/customer-login?method=magic-link')
    const panel = screen.getByRole('tabpanel', { name: 'Email me a link' })
    await user.click(within(panel).getByRole('button', { name: 'Send link' }))
    expect(await within(panel).findByText('Please enter your email address.')).toBeInTheDocument()
    await user.type(within(panel).getByRole('textbox', { name: 'Email' }), 'maria@')
    await user.click(within(panel).getByRole('button', { name: 'Send link' }))
    expect(await within(panel).findByText('Please enter a valid email address.')).toBeInTheDocument()
    await user.clear(within(panel).getByRole('textbox', { name: 'Email' }))
    await user.type(within(panel).getByRole('textbox', { name: 'Email' }), DEMO_LEASE_CUSTOMER.email)
    await user.click(within(panel).getByRole('button', { name: 'Send link' }))

    const sent = await within(panel).findByTestId('magic-link-sent')
    await waitFor(() => expect(sent).toHaveFocus())
    // The link was asked for with this browser's binding.
    expect(fakeIdp.bindings.at(-1)).toEqual({
      codeChallenge: await codeChallengeFor(pendingSignIn()!.verifier),
      state: pendingSignIn()!.state,
    })
    expect(sent).toHaveTextContent('Check your email')
    expect(sent).toHaveTextContent(
      `If ${DEMO_LEASE_CUSTOMER.email} belongs to a customer account, we sent it a sign-in link. The link is valid for 15 minutes.`,
    )
    expect(within(panel).getByRole('button', { name: /^Send another link in \d+ seconds$/ })).toBeDisabled()
    await user.click(within(panel).getByRole('button', { name: 'Use a different email' }))
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Email' })).toHaveFocus())
  })
})
