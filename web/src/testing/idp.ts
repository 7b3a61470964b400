/**
 * An in-memory identity provider for tests (msw handlers), following the server contract:
 * password, SMS code, magic link, the provider session cookie, the code → token exchange, the
 * token exchange into a registered shopper session (it sets the fake refresh cookie of
 * testing/auth.ts), create_customer (it gives the customer a GUID, `guid-{customerId}`, on the
 * profile), login_source, the id-token hint and the provider logout.
 *
 * Like the server, every sign-in start takes the browser's binding (`codeChallenge`, a PKCE S256
 * challenge of 43 base64url characters, and `state`, 8–256 URL-safe characters; 400
 * `binding_invalid` otherwise), every code answers with the state of its start, and
 * `/idp/api/token` redeems a code (once: a wrong verifier burns it) only with the verifier of
 * its challenge (400 `provider_code_invalid`). JSON bodies must be `application/json` (415).
 */
import { http, HttpResponse } from 'msw'
import { beginSignIn } from '@/features/portal-login/lib/pending-sign-in'
import { codeChallengeFor } from '@/lib/pkce'
import { fakeAuth, type FakeCustomer } from './auth'

export const DEMO_LEASE_CUSTOMER: FakeCustomer & { phone: string } = {
  customerId: 'cust-maria',
  email: 'maria.lopez@northwind-lease.example',
  password: 'Lease#2026',
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '2105550187',
}

type Acr = 'email_password' | 'sms_otp' | 'magick_link' | 'cookie'

/** The browser binding of a sign-in start. */
export interface Binding {
  codeChallenge: string
  state: string
}

interface SmsChallenge {
  phone: string
  code: string
  attempts: number
  expired: boolean
  binding: Binding
}

/** A binding no browser of the test holds (as if the sign-in began elsewhere). */
export const FOREIGN_BINDING: Binding = { codeChallenge: 'A'.repeat(43), state: 'state-of-another-browser' }

const PROFILE = '*/mobify/proxy/api/custom/customer-profile/v1/organizations/:org'

/** A 400 as the server words it, with its machine-readable reason. */
const badRequest = (message: string, parameter: string, reason: string, triesLeft?: number) =>
  HttpResponse.json({ type: 'bad-request', title: 'Bad Request', detail: message, message, parameter, reason, triesLeft }, { status: 400 })

export const fakeIdp = {
  /** Customers with a phone (the demo lease customer). */
  phones: new Map<string, string>(),
  /** Live provider session cookie: the customer id, or null. */
  sessionCookie: null as string | null,
  codes: new Map<string, { customerId: string; acr: Acr; binding: Binding }>(),
  sms: new Map<string, SmsChallenge>(),
  magicTokens: new Map<string, { customerId: string; binding: Binding }>(),
  /** When the last SMS went to a phone (ms), for the 30 s resend rule. */
  lastSent: new Map<string, number>(),
  nextId: 1,
  /** Every request, in order: "POST /idp/api/password", "POST create_customer", … */
  calls: [] as string[],
  loginSources: [] as Record<string, boolean>[],
  logouts: [] as { idTokenHint: string | null; redirect: string | null }[],
  /** The bindings of the sign-in starts, in order. */
  bindings: [] as Binding[],
  /** Make create_customer fail with this message (500). */
  createCustomerFailure: null as string | null,
  reset() {
    this.phones = new Map([[DEMO_LEASE_CUSTOMER.phone, DEMO_LEASE_CUSTOMER.customerId]])
    this.sessionCookie = null
    this.codes = new Map()
    this.sms = new Map()
    this.magicTokens = new Map()
    this.lastSent = new Map()
    this.nextId = 1
    this.calls = []
    this.loginSources = []
    this.logouts = []
    this.bindings = []
    this.createCustomerFailure = null
    fakeAuth.customers.set(DEMO_LEASE_CUSTOMER.email, { ...DEMO_LEASE_CUSTOMER })
  },
  /** The latest magic-link token emailed to `email` (by a start of the page). */
  magicTokenSentTo(email: string): string | undefined {
    const customerId = fakeAuth.customers.get(email)?.customerId
    return [...this.magicTokens.entries()].reverse().find(([, link]) => link.customerId === customerId)?.[0]
  },
  /** The latest SMS code texted to `phone`. */
  smsCodeFor(phone: string): string | undefined {
    return [...this.sms.values()].reverse().find((c) => c.phone === phone)?.code
  },
  /**
   * Issues a magic-link token for `email` (as if the email had been sent), bound to `binding`
   * (the browser that asked for it).
   */
  magicTokenFor(email: string, binding: Binding): string {
    const customer = fakeAuth.customers.get(email)
    if (!customer) throw new Error(`no customer ${email}`)
    const token = `magic-${this.nextId++}`
    this.magicTokens.set(token, { customerId: customer.customerId, binding })
    return token
  },
  issueCode(customerId: string, acr: Acr, binding: Binding): { code: string; acr: Acr; state: string } {
    const code = `idp-code-${this.nextId++}`
    this.codes.set(code, { customerId, acr, binding })
    return { code, acr, state: binding.state }
  },
  /**
   * Begins a sign-in in the test's browser (the pending sign-in in localStorage) and issues a
   * code bound to it, as a sign-in method would end.
   */
  async signInHere(customerId: string, acr: Acr): Promise<{ code: string; acr: Acr; state: string }> {
    return this.issueCode(customerId, acr, await beginSignIn())
  },
}

const BASE64URL_43 = /^[A-Za-z0-9_-]{43}$/
const STATE = /^[A-Za-z0-9\-._~]{8,256}$/

/** The binding of a start's body, or the server's 400. */
function bindingOf(body: { codeChallenge?: string; state?: string }): Binding | Response {
  const { codeChallenge = '', state = '' } = body
  if (!BASE64URL_43.test(codeChallenge)) {
    return badRequest('The codeChallenge must be a PKCE S256 challenge.', 'codeChallenge', 'binding_invalid')
  }
  if (!STATE.test(state)) return badRequest('The state must be 8 to 256 URL-safe characters.', 'state', 'binding_invalid')
  const binding = { codeChallenge, state }
  fakeIdp.bindings.push(binding)
  return binding
}

/** The JSON body of a request, or the server's 415 when it is not sent as application/json. */
async function jsonBody<T>(request: Request): Promise<T | Response> {
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return HttpResponse.json({ message: 'Expected application/json' }, { status: 415 })
  }
  return (await request.json()) as T
}

function customerById(customerId: string) {
  return [...fakeAuth.customers.values()].find((c) => c.customerId === customerId)
}

function signedIn(customerId: string, acr: Acr, binding: Binding) {
  fakeIdp.sessionCookie = customerId
  return HttpResponse.json(fakeIdp.issueCode(customerId, acr, binding))
}

/** The registered customer behind a shopper bearer token (fake JWT of testing/auth.ts). */
function registeredCustomerOf(request: Request): string | null {
  const payload = request.headers
    .get('authorization')
    ?.replace(/^Bearer /, '')
    .split('.')[1]
  if (!payload) return null
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string; customer_type: string }
  return claims.customer_type === 'registered' ? claims.sub : null
}

export const idpHandlers = [
  http.post('*/idp/api/password', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/password')
    const body = await jsonBody<{ email?: string; password?: string } & Partial<Binding>>(request)
    if (body instanceof Response) return body
    const { email = '', password = '' } = body
    if (!email.trim()) return badRequest('Please enter your email address.', 'email', 'email_required')
    if (!password) return badRequest('Please enter your password.', 'password', 'password_required')
    const binding = bindingOf(body)
    if (binding instanceof Response) return binding
    const customer = fakeAuth.customers.get(email.trim().toLowerCase())
    if (!customer || customer.password !== password) {
      return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
    }
    return signedIn(customer.customerId, 'email_password', binding)
  }),

  http.post('*/idp/api/sms/start', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/sms/start')
    const body = await jsonBody<{ phone?: string } & Partial<Binding>>(request)
    if (body instanceof Response) return body
    const digits = (body.phone ?? '').replace(/\D/g, '')
    if (digits.length !== 10) return badRequest('Please enter a valid 10-digit phone number.', 'phone', 'phone_invalid')
    const binding = bindingOf(body)
    if (binding instanceof Response) return binding
    const last = fakeIdp.lastSent.get(digits)
    if (last !== undefined && Date.now() - last < 30_000) {
      const wait = Math.ceil((30_000 - (Date.now() - last)) / 1000)
      return HttpResponse.json(
        { message: 'Please wait a moment before asking for a new code.', reason: 'wait_before_resend' },
        { status: 429, headers: { 'Retry-After': String(wait) } },
      )
    }
    fakeIdp.lastSent.set(digits, Date.now())
    const challengeId = `challenge-${fakeIdp.nextId++}`
    fakeIdp.sms.set(challengeId, { phone: digits, code: String(100000 + fakeIdp.nextId), attempts: 0, expired: false, binding })
    return HttpResponse.json({ challengeId, expiresInSeconds: 300, resendAfterSeconds: 30 })
  }),

  http.post('*/idp/api/sms/verify', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/sms/verify')
    const body = await jsonBody<{ challengeId?: string; code?: string }>(request)
    if (body instanceof Response) return body
    const { challengeId = '', code = '' } = body
    if (!/^\d{6}$/.test(code)) return badRequest('Please enter the 6-digit code.', 'code', 'code_required')
    const challenge = fakeIdp.sms.get(challengeId)
    if (!challenge || challenge.expired) return badRequest('This code has expired. Please request a new one.', 'code', 'code_expired')
    if (challenge.attempts >= 5) return badRequest('Too many wrong codes. Please request a new one.', 'code', 'too_many_wrong_codes')
    challenge.attempts += 1
    const customerId = fakeIdp.phones.get(challenge.phone)
    if (code !== challenge.code || !customerId) {
      const left = 5 - challenge.attempts
      return left > 0
        ? badRequest(`That code isn't right. You have ${left} tries left.`, 'code', 'code_wrong', left)
        : badRequest("That code isn't right. Please request a new one.", 'code', 'code_wrong_last')
    }
    challenge.expired = true
    return signedIn(customerId, 'sms_otp', challenge.binding)
  }),

  http.post('*/idp/api/magic-link/start', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/magic-link/start')
    const body = await jsonBody<{ email?: string } & Partial<Binding>>(request)
    if (body instanceof Response) return body
    const email = body.email ?? ''
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return badRequest('Please enter a valid email address.', 'email', 'email_invalid')
    const binding = bindingOf(body)
    if (binding instanceof Response) return binding
    if (fakeAuth.customers.has(email)) fakeIdp.magicTokenFor(email, binding)
    return HttpResponse.json({ expiresInSeconds: 900, resendAfterSeconds: 30 })
  }),

  http.post('*/idp/api/magic-link/verify', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/magic-link/verify')
    const body = await jsonBody<{ token?: string }>(request)
    if (body instanceof Response) return body
    const token = body.token ?? ''
    const link = fakeIdp.magicTokens.get(token)
    if (!link) return badRequest('This sign-in link is invalid or has expired.', 'token', 'link_invalid')
    fakeIdp.magicTokens.delete(token)
    return signedIn(link.customerId, 'magick_link', link.binding)
  }),

  http.post('*/idp/api/session', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/session')
    const body = await jsonBody<Partial<Binding>>(request)
    if (body instanceof Response) return body
    const binding = bindingOf(body)
    if (binding instanceof Response) return binding
    if (!fakeIdp.sessionCookie) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
    return signedIn(fakeIdp.sessionCookie, 'cookie', binding)
  }),

  http.post('*/idp/api/token', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/token')
    const body = await jsonBody<{ code?: string; codeVerifier?: string }>(request)
    if (body instanceof Response) return body
    const { code = '', codeVerifier = '' } = body
    const grant = fakeIdp.codes.get(code)
    const invalid = () => badRequest('The sign-in code is invalid or has expired.', 'code', 'provider_code_invalid')
    if (!grant) return invalid()
    fakeIdp.codes.delete(code)
    if (!codeVerifier || (await codeChallengeFor(codeVerifier)) !== grant.binding.codeChallenge) return invalid()
    return HttpResponse.json({
      id_token: `id-token.${grant.customerId}`,
      access_token: `idp-access.${grant.customerId}`,
      token_type: 'Bearer',
      expires_in: 300,
      acr: grant.acr,
    })
  }),

  http.get('*/api/token-exchange', ({ request }) => {
    fakeIdp.calls.push('GET /api/token-exchange')
    const subject = new URL(request.url).searchParams.get('subject_token') ?? ''
    const customerId = subject.startsWith('idp-access.') ? subject.slice('idp-access.'.length) : ''
    if (!customerById(customerId)) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
    const usid = `usid-idp-${fakeIdp.nextId++}`
    fakeAuth.cookie = { customerId, type: 'registered', usid }
    const exp = Math.floor(Date.now() / 1000) + 1800
    const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    const access_token = `${base64Url('{"alg":"none"}')}.${base64Url(
      JSON.stringify({ sub: customerId, customer_type: 'registered', usid, exp }),
    )}.sig`
    return HttpResponse.json({ access_token, customer_id: customerId, usid, expires_in: 1800 })
  }),

  http.post(`${PROFILE}/create_customer`, ({ request }) => {
    fakeIdp.calls.push('POST create_customer')
    const customerId = registeredCustomerOf(request)
    if (!customerId) return HttpResponse.json({ message: 'Sign in to use the customer portal.' }, { status: 403 })
    if (request.headers.get('correlation-id') !== customerId) {
      return HttpResponse.json({ message: 'correlation-id is missing' }, { status: 400 })
    }
    if (fakeIdp.createCustomerFailure) {
      return HttpResponse.json({ message: fakeIdp.createCustomerFailure }, { status: 500 })
    }
    const customer = customerById(customerId)
    // Like the server: the GUID is created once and kept on the profile.
    if (customer) customer.c_northwindCustomerGuid ??= `guid-${customerId}`
    return HttpResponse.json({
      statusCode: 200,
      message: 'OK',
      standardized: {
        customer_id: customerId,
        customer_guid: customer?.c_northwindCustomerGuid ?? `guid-${customerId}`,
        first_name: customer?.firstName,
        last_name: customer?.lastName,
        email: customer?.email,
      },
    })
  }),

  http.patch(`${PROFILE}/login_source`, async ({ request }) => {
    fakeIdp.calls.push('PATCH login_source')
    if (!registeredCustomerOf(request)) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
    const flags = (await request.json()) as Record<string, boolean>
    fakeIdp.loginSources.push(flags)
    return HttpResponse.json({ ok: true, status: 200, data: { flags } })
  }),

  http.post('*/idp/api/id-token-hint', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/id-token-hint')
    const body = await jsonBody<unknown>(request)
    if (body instanceof Response) return body
    if (!fakeIdp.sessionCookie) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
    return HttpResponse.json({ id_token: `id-token.${fakeIdp.sessionCookie}` })
  }),

  http.get('*/idp/logout', ({ request }) => {
    fakeIdp.calls.push('GET /idp/logout')
    const url = new URL(request.url)
    fakeIdp.sessionCookie = null
    const redirect = url.searchParams.get('post_logout_redirect_uri')
    fakeIdp.logouts.push({ idTokenHint: url.searchParams.get('id_token_hint'), redirect })
    return new HttpResponse(null, { status: 303, headers: { Location: redirect ?? '/' } })
  }),
]
fakeIdp.reset()
