/**
 * An in-memory SLAS + shopper-customers server for tests (msw handlers), following the server
 * contract: guest authorize, login with Basic credentials, token (authorization_code_pkce and
 * refresh_token from a simulated HttpOnly cookie), logout, customers (register, profile and its
 * update, password change), password reset, logger.
 */
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { isStrongPassword } from '@/features/identity/lib/password-strength'
import { setApiAuth } from '@/lib/api-client'

export interface FakeCustomer {
  customerId: string
  email: string
  password: string
  firstName?: string
  lastName?: string
  /** The mobile phone, 10 digits. */
  phone?: string
  /** The lease-customer GUID, as the `c_`-prefixed custom attribute … */
  c_northwindCustomerGuid?: string
  /** … or as the custom attribute without the prefix (either counts). */
  northwindCustomerGuid?: string
}

export const DEMO_SHOPPER: FakeCustomer = {
  customerId: 'cust-jane',
  email: 'shopper@northwind-lease.example',
  password: 'Shopper#2026',
  firstName: 'Jane',
  lastName: 'Doe',
}

export interface Grant {
  customerId: string
  type: 'guest' | 'registered'
  usid: string
}

const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** An unsigned JWT with the claims the web app reads. */
export function fakeJwt(claims: { sub: string; customer_type: string; usid: string; exp: number }): string {
  return `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.sig`
}

/**
 * Gives the API client a guest's session (guest-1), as the app always has one in the browser,
 * for a test that renders a component without the auth provider; returns what takes it away.
 */
export function installGuestApiSession(): () => void {
  const token = fakeJwt({ sub: 'guest-1', customer_type: 'guest', usid: 'usid-1', exp: Date.now() / 1000 + 1800 })
  return setApiAuth({
    getAccessToken: () => Promise.resolve(token),
    refreshAccessToken: () => Promise.resolve(token),
    getCustomerId: () => 'guest-1',
  })
}

export const fakeAuth = {
  customers: new Map<string, FakeCustomer>(),
  /** The simulated refresh cookie (what the server would read from its HttpOnly cookie). */
  cookie: null as Grant | null,
  codes: new Map<string, Grant>(),
  /** Access token lifetime in seconds. */
  expiresIn: 1800,
  nextId: 1,
  /** Every request the fake server got, as "METHOD endpoint". */
  calls: [] as string[],
  /** Bodies of logger calls, with their correlation id. */
  logs: [] as { level: string; message: string; correlationId: string | null }[],
  resetRequests: [] as string[],
  /** Bodies of the profile updates (PATCH customer). */
  profileUpdates: [] as Record<string, unknown>[],
  reset() {
    this.customers = new Map([[DEMO_SHOPPER.email, { ...DEMO_SHOPPER }]])
    this.cookie = null
    this.codes = new Map()
    this.expiresIn = 1800
    this.nextId = 1
    this.calls = []
    this.logs = []
    this.resetRequests = []
    this.profileUpdates = []
  },
  /** Starts the test with a registered session cookie (as after an earlier sign-in). */
  signedIn(customer: FakeCustomer = DEMO_SHOPPER) {
    this.cookie = { customerId: customer.customerId, type: 'registered', usid: 'usid-restored' }
  },
}
fakeAuth.reset()

function issueCode(grant: Grant) {
  const code = `code-${fakeAuth.nextId++}`
  fakeAuth.codes.set(code, grant)
  return code
}

function redirectWithCode(redirectUri: string, grant: Grant) {
  const url = new URL(redirectUri)
  url.searchParams.set('code', issueCode(grant))
  url.searchParams.set('usid', grant.usid)
  return new HttpResponse(null, { status: 303, headers: { Location: url.toString() } })
}

function tokenBody(grant: Grant) {
  const exp = Math.floor(Date.now() / 1000) + fakeAuth.expiresIn
  return {
    access_token: fakeJwt({ sub: grant.customerId, customer_type: grant.type, usid: grant.usid, exp }),
    id_token: 'id-token',
    token_type: 'BEARER',
    expires_in: fakeAuth.expiresIn,
    usid: grant.usid,
    customer_id: grant.customerId,
    enc_user_id: 'enc',
    refresh_token_expires_in: 7776000,
  }
}

const badParameter = (parameter: string, message: string) =>
  HttpResponse.json({ type: 'bad-request', title: 'Bad Request', detail: message, message, parameter }, { status: 400 })

const unauthorized = () =>
  HttpResponse.json({ type: 'unauthorized', title: 'Unauthorized', detail: 'Unauthorized', message: 'Unauthorized' }, { status: 401 })

/** The customer behind a bearer token, if the token is a fake JWT. */
export function grantOf(request: Request): Grant | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '')
  const payload = token?.split('.')[1]
  if (!payload) return null
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
    sub: string
    customer_type: 'guest' | 'registered'
    usid: string
  }
  return { customerId: claims.sub, type: claims.customer_type, usid: claims.usid }
}

const OAUTH = '*/mobify/proxy/api/shopper/auth/v1/organizations/:org/oauth2'
const CUSTOMERS = '*/mobify/proxy/api/customer/shopper-customers/v1/organizations/:org'

export const authHandlers = [
  // The server serves the SPA at /callback; fetch lands there after the 303.
  // Only the page on our origin: a path that merely ends in /callback (a content asset) is not it.
  http.get('/callback', () => new HttpResponse('<!doctype html><title>callback</title>', { headers: { 'Content-Type': 'text/html' } })),

  http.get(`${OAUTH}/authorize`, ({ request }) => {
    fakeAuth.calls.push('GET authorize')
    const url = new URL(request.url)
    const redirectUri = url.searchParams.get('redirect_uri')
    if (url.searchParams.get('hint') !== 'guest' || !redirectUri || !url.searchParams.get('code_challenge')) {
      return HttpResponse.json({ message: 'bad authorize request' }, { status: 400 })
    }
    const usid = url.searchParams.get('usid') ?? `usid-${fakeAuth.nextId++}`
    return redirectWithCode(redirectUri, { customerId: `guest-${fakeAuth.nextId++}`, type: 'guest', usid })
  }),

  http.post(`${OAUTH}/login`, async ({ request }) => {
    fakeAuth.calls.push('POST login')
    const form = new URLSearchParams(await request.text())
    const [email = '', password = ''] = atob(request.headers.get('authorization')?.replace(/^Basic /, '') ?? '').split(':')
    const customer = fakeAuth.customers.get(email)
    if (!customer || customer.password !== password) return unauthorized()
    const redirectUri = form.get('redirect_uri') ?? ''
    return redirectWithCode(redirectUri, {
      customerId: customer.customerId,
      type: 'registered',
      usid: form.get('usid') ?? `usid-${fakeAuth.nextId++}`,
    })
  }),

  http.post(`${OAUTH}/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    const grantType = form.get('grant_type')
    fakeAuth.calls.push(`POST token ${grantType}`)
    if (grantType === 'refresh_token') {
      if (!fakeAuth.cookie) return HttpResponse.json({ message: 'No refresh token' }, { status: 400 })
      return HttpResponse.json(tokenBody(fakeAuth.cookie))
    }
    if (grantType === 'authorization_code_pkce') {
      const grant = fakeAuth.codes.get(form.get('code') ?? '')
      if (!grant || !form.get('code_verifier')) return HttpResponse.json({ message: 'Invalid code' }, { status: 400 })
      fakeAuth.codes.delete(form.get('code') ?? '')
      fakeAuth.cookie = grant
      return HttpResponse.json(tokenBody(grant))
    }
    return HttpResponse.json({ message: 'unsupported grant' }, { status: 400 })
  }),

  http.get(`${OAUTH}/logout`, ({ request }) => {
    fakeAuth.calls.push('GET logout')
    if (!grantOf(request)) return unauthorized()
    fakeAuth.cookie = null
    return HttpResponse.json({})
  }),

  http.get(`${CUSTOMERS}/customers/:customerId`, ({ request, params }) => {
    const grant = grantOf(request)
    if (!grant || grant.customerId !== params.customerId) return unauthorized()
    const customer = [...fakeAuth.customers.values()].find((c) => c.customerId === params.customerId)
    if (!customer) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
    return HttpResponse.json({
      customerId: customer.customerId,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      login: customer.email,
      customerType: 'registered',
      authType: 'registered',
      isRegistered: true,
      isGuest: false,
      ...(customer.phone ? { phoneMobile: customer.phone } : {}),
      ...(customer.c_northwindCustomerGuid ? { c_northwindCustomerGuid: customer.c_northwindCustomerGuid } : {}),
      ...(customer.northwindCustomerGuid ? { northwindCustomerGuid: customer.northwindCustomerGuid } : {}),
    })
  }),

  // The profile: names (not blank), a 10-digit phone (another account's is a 409); the email stays.
  http.patch(`${CUSTOMERS}/customers/:customerId`, async ({ request, params }) => {
    const grant = grantOf(request)
    if (!grant || grant.customerId !== params.customerId) return unauthorized()
    const customer = [...fakeAuth.customers.values()].find((c) => c.customerId === params.customerId)
    if (!customer) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
    const update = (await request.json()) as { firstName?: string; lastName?: string; phoneMobile?: string }
    fakeAuth.profileUpdates.push(update)
    const firstName = update.firstName ?? customer.firstName ?? ''
    const lastName = update.lastName ?? customer.lastName ?? ''
    if (!firstName.trim()) return badParameter('firstName', 'Please enter your first name.')
    if (!lastName.trim()) return badParameter('lastName', 'Please enter your last name.')
    const phone = update.phoneMobile?.replace(/\D/g, '')
    if (phone !== undefined && phone.length !== 10) return badParameter('phoneMobile', 'Please enter a valid 10-digit phone number.')
    if (phone && [...fakeAuth.customers.values()].some((c) => c !== customer && c.phone === phone)) {
      return HttpResponse.json({ message: 'This phone number is already used by another account.' }, { status: 409 })
    }
    Object.assign(customer, { firstName: firstName.trim(), lastName: lastName.trim() }, phone ? { phone } : {})
    return HttpResponse.json({
      customerId: customer.customerId,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      login: customer.email,
      customerType: 'registered',
      authType: 'registered',
      isRegistered: true,
      isGuest: false,
      ...(customer.phone ? { phoneMobile: customer.phone } : {}),
    })
  }),

  // The password change: the current password checked, the new one by the registration rules.
  http.put(`${CUSTOMERS}/customers/:customerId/password`, async ({ request, params }) => {
    const grant = grantOf(request)
    if (!grant || grant.customerId !== params.customerId) return unauthorized()
    const customer = [...fakeAuth.customers.values()].find((c) => c.customerId === params.customerId)
    if (!customer) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
    const { currentPassword, password } = (await request.json()) as { currentPassword: string; password: string }
    if (currentPassword !== customer.password) return badParameter('currentPassword', 'The current password is not correct.')
    if (!isStrongPassword(password)) return badParameter('password', 'Password must contain at least one special character.')
    customer.password = password
    return new HttpResponse(null, { status: 204 })
  }),

  http.post(`${CUSTOMERS}/customers`, async ({ request }) => {
    if (!grantOf(request)) return unauthorized()
    const body = (await request.json()) as {
      customer: { firstName: string; lastName: string; email: string; login: string }
      password: string
    }
    if (fakeAuth.customers.has(body.customer.login)) {
      return HttpResponse.json({ message: 'The login is already in use.' }, { status: 409 })
    }
    const customer = {
      customerId: `cust-${fakeAuth.nextId++}`,
      email: body.customer.email,
      password: body.password,
      firstName: body.customer.firstName,
      lastName: body.customer.lastName,
    }
    fakeAuth.customers.set(customer.email, customer)
    return HttpResponse.json({ customerId: customer.customerId, ...body.customer, isRegistered: true })
  }),

  http.post(`${CUSTOMERS}/customers/password/actions/create-reset-token`, async ({ request }) => {
    if (!grantOf(request)) return unauthorized()
    const { login } = (await request.json()) as { login: string }
    fakeAuth.resetRequests.push(login)
    return HttpResponse.json({})
  }),

  http.post(`${CUSTOMERS}/customers/password/actions/reset`, async ({ request }) => {
    if (!grantOf(request)) return unauthorized()
    const body = (await request.json()) as { resetToken: string; newPassword: string; login: string }
    const customer = fakeAuth.customers.get(body.login)
    if (!customer || body.resetToken !== 'good-token') {
      return HttpResponse.json({ message: 'The reset token is invalid or has expired.' }, { status: 400 })
    }
    customer.password = body.newPassword
    return new HttpResponse(null, { status: 204 })
  }),

  http.post('*/mobify/proxy/api/custom/custom-logger/v1/organizations/:org/logPOST', async ({ request }) => {
    const body = (await request.json()) as { level: string; message: string }
    fakeAuth.logs.push({ ...body, correlationId: request.headers.get('correlation-id') })
    return new HttpResponse(null, { status: 204 })
  }),
]

/** Signs the demo shopper in through the sign-in window an action asked a guest to use. */
export async function signInThroughDialog(user: UserEvent) {
  const dialog = await screen.findByRole('dialog')
  await user.type(within(dialog).getByLabelText('Email'), DEMO_SHOPPER.email)
  await user.type(within(dialog).getByLabelText('Password'), DEMO_SHOPPER.password)
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))
}
