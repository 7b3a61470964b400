/**
 * An in-memory identity provider for tests (msw handlers), following the server contract:
 * password, SMS code, magic link, the provider session cookie, the code → token exchange, the
 * token exchange into a registered shopper session (it sets the fake refresh cookie of
 * testing/auth.ts), create_customer (it gives the customer a GUID, `guid-{customerId}`, on the
 * profile), login_source and the provider logout.
 */
import { http, HttpResponse } from 'msw'
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

interface SmsChallenge {
  phone: string
  code: string
  attempts: number
  expired: boolean
}

const PROFILE = '*/mobify/proxy/api/custom/customer-profile/v1/organizations/:org'

/** A 400 as the server words it, with its machine-readable reason. */
const badRequest = (message: string, parameter: string, reason: string, triesLeft?: number) =>
  HttpResponse.json(
    { type: 'bad-request', title: 'Bad Request', detail: message, message, parameter, reason, triesLeft },
    { status: 400 },
  )

export const fakeIdp = {
  /** Customers with a phone (the demo lease customer). */
  phones: new Map<string, string>(),
  /** Live provider session cookie: the customer id, or null. */
  sessionCookie: null as string | null,
  codes: new Map<string, { customerId: string; acr: Acr }>(),
  sms: new Map<string, SmsChallenge>(),
  magicTokens: new Map<string, string>(),
  /** When the last SMS went to a phone (ms), for the 30 s resend rule. */
  lastSent: new Map<string, number>(),
  nextId: 1,
  /** Every request, in order: "POST /idp/api/password", "POST create_customer", … */
  calls: [] as string[],
  loginSources: [] as Record<string, boolean>[],
  logouts: [] as { idTokenHint: string | null; redirect: string | null }[],
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
    this.createCustomerFailure = null
    fakeAuth.customers.set(DEMO_LEASE_CUSTOMER.email, { ...DEMO_LEASE_CUSTOMER })
  },
  /** The latest SMS code texted to `phone`. */
  smsCodeFor(phone: string): string | undefined {
    return [...this.sms.values()].reverse().find((c) => c.phone === phone)?.code
  },
  /** Issues a magic-link token for `email` (as if the email had been sent). */
  magicTokenFor(email: string): string {
    const customer = fakeAuth.customers.get(email)
    if (!customer) throw new Error(`no customer ${email}`)
    const token = `magic-${this.nextId++}`
    this.magicTokens.set(token, customer.customerId)
    return token
  },
  issueCode(customerId: string, acr: Acr): string {
    const code = `idp-code-${this.nextId++}`
    this.codes.set(code, { customerId, acr })
    return code
  },
}

function customerById(customerId: string) {
  return [...fakeAuth.customers.values()].find((c) => c.customerId === customerId)
}

function signedIn(customerId: string, acr: Acr) {
  fakeIdp.sessionCookie = customerId
  return HttpResponse.json({ code: fakeIdp.issueCode(customerId, acr), acr })
}

/** The registered customer behind a shopper bearer token (fake JWT of testing/auth.ts). */
function registeredCustomerOf(request: Request): string | null {
  const payload = request.headers.get('authorization')?.replace(/^Bearer /, '').split('.')[1]
  if (!payload) return null
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string; customer_type: string }
  return claims.customer_type === 'registered' ? claims.sub : null
}

export const idpHandlers = [
  http.post('*/idp/api/password', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/password')
    const { email = '', password = '' } = (await request.json()) as { email?: string; password?: string }
    if (!email.trim()) return badRequest('Please enter your email address.', 'email', 'email_required')
    if (!password) return badRequest('Please enter your password.', 'password', 'password_required')
    const customer = fakeAuth.customers.get(email.trim().toLowerCase())
    if (!customer || customer.password !== password) {
      return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
    }
    return signedIn(customer.customerId, 'email_password')
  }),

  http.post('*/idp/api/sms/start', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/sms/start')
    const { phone = '' } = (await request.json()) as { phone?: string }
    const digits = phone.replace(/\D/g, '')
    if (digits.length !== 10) return badRequest('Please enter a valid 10-digit phone number.', 'phone', 'phone_invalid')
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
    fakeIdp.sms.set(challengeId, { phone: digits, code: String(100000 + fakeIdp.nextId), attempts: 0, expired: false })
    return HttpResponse.json({ challengeId, expiresInSeconds: 300, resendAfterSeconds: 30 })
  }),

  http.post('*/idp/api/sms/verify', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/sms/verify')
    const { challengeId = '', code = '' } = (await request.json()) as { challengeId?: string; code?: string }
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
    return signedIn(customerId, 'sms_otp')
  }),

  http.post('*/idp/api/magic-link/start', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/magic-link/start')
    const { email = '' } = (await request.json()) as { email?: string }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return badRequest('Please enter a valid email address.', 'email', 'email_invalid')
    return HttpResponse.json({ expiresInSeconds: 900, resendAfterSeconds: 30 })
  }),

  http.post('*/idp/api/magic-link/verify', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/magic-link/verify')
    const { token = '' } = (await request.json()) as { token?: string }
    const customerId = fakeIdp.magicTokens.get(token)
    if (!customerId) return badRequest('This sign-in link is invalid or has expired.', 'token', 'link_invalid')
    fakeIdp.magicTokens.delete(token)
    return signedIn(customerId, 'magick_link')
  }),

  http.post('*/idp/api/session', () => {
    fakeIdp.calls.push('POST /idp/api/session')
    if (!fakeIdp.sessionCookie) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
    return signedIn(fakeIdp.sessionCookie, 'cookie')
  }),

  http.post('*/idp/api/token', async ({ request }) => {
    fakeIdp.calls.push('POST /idp/api/token')
    const { code = '' } = (await request.json()) as { code?: string }
    const grant = fakeIdp.codes.get(code)
    if (!grant) return badRequest('The sign-in code is invalid or has expired.', 'code', 'provider_code_invalid')
    fakeIdp.codes.delete(code)
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
