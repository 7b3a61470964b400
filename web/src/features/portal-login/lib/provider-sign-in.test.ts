import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setApiAuth } from '@/lib/api-client'
import { customerAuthFailureMessage } from '@/lib/client-log'
import { onLeaseCustomerSignedIn, type LeaseCustomerSignedInEvent } from '@/lib/customer-auth-events'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { fakeAuth } from '@/testing/auth'
import { DEMO_LEASE_CUSTOMER, fakeIdp, FOREIGN_BINDING } from '@/testing/idp'
import { server } from '@/testing/server'
import { createShopperSession } from '@/testing/shopper-session'
import { browserFlags } from './browser-flags'
import { beginSignIn, PENDING_SIGN_IN_KEY } from './pending-sign-in'
import { PROVIDER_SESSION_CUSTOMER_KEY } from './provider-session'
import { completeProviderSignIn, ProviderSignInError } from './provider-sign-in'

const FIREFOX_DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'
const profile = { organizationId: 'f_ecom_northwind', siteId: 'northwind', locale: 'en-US' }

/** Every request the app makes, in order, as "METHOD /path". */
let requests: string[] = []
const record = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`)
}

let session: ReturnType<typeof createShopperSession>
let unregister: () => void
const logs: { step: string; message: string; customerId: string | null }[] = []

beforeEach(async () => {
  requests = []
  logs.length = 0
  server.events.on('request:start', record)
  session = createShopperSession(profile)
  unregister = setApiAuth(session)
  await session.start()
  requests = []
})

afterEach(() => {
  server.events.removeListener('request:start', record)
  unregister()
  session.stop()
})

const deps = () => ({
  session,
  profile,
  browser: () => browserFlags(FIREFOX_DESKTOP, false),
  log: (step: string, error: unknown, customerId: string | null) => {
    logs.push({ step, message: customerAuthFailureMessage(step, error), customerId })
    return Promise.resolve()
  },
})

const profilePath = (endpoint: string) => `POST /mobify/proxy/api/custom/customer-profile/v1/organizations/f_ecom_northwind/${endpoint}`

describe('completeProviderSignIn', () => {
  it('exchanges the code, adopts the session, creates the customer FIRST, then patches the login source', async () => {
    const code = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'sms_otp')
    const result = await completeProviderSignIn(code, deps())

    expect(result).toMatchObject({ acr: 'sms_otp', customer: { first_name: 'Maria', customer_guid: 'guid-cust-maria' } })
    expect(requests).toEqual([
      'POST /idp/api/token',
      'GET /api/token-exchange',
      profilePath('create_customer'),
      profilePath('login_source').replace('POST', 'PATCH'),
    ])
    expect(fakeIdp.loginSources).toEqual([
      {
        desktop_browser: true,
        mobile_browser: false,
        chrome: false,
        safari: false,
        firefox: true,
        edge: false,
        other_browser: false,
        username_password: false,
        one_time_password: true,
        magick_link: false,
      },
    ])
    expect(session.getSnapshot()).toMatchObject({ status: 'registered', customerId: 'cust-maria' })
    expect(fakeAuth.cookie).toMatchObject({ customerId: 'cust-maria', type: 'registered' })
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
    expect(logs).toEqual([])
    // The pending sign-in is used up; the session is remembered as the provider's; no token kept.
    expect(window.localStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull()
    expect(window.localStorage.getItem(PROVIDER_SESSION_CUSTOMER_KEY)).toBe('cust-maria')
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toContain('id-token')
  })

  it('refuses a code whose state is not the pending one, before any call (login CSRF)', async () => {
    await beginSignIn()
    const foreign = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'email_password', FOREIGN_BINDING)
    const failure = await completeProviderSignIn(foreign, deps()).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ProviderSignInError)
    expect((failure as ProviderSignInError).reason).toBe('binding')
    expect(requests).toEqual([])
    expect(logs).toEqual([])
    expect(session.getSnapshot().status).toBe('guest')
    // The code was not burnt, and the browser's own sign-in is still pending.
    expect(fakeIdp.codes.has(foreign.code)).toBe(true)
    expect(window.localStorage.getItem(PENDING_SIGN_IN_KEY)).not.toBeNull()
  })

  it('refuses any code in a browser with no pending sign-in, or without a state, before any call', async () => {
    const code = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'email_password', FOREIGN_BINDING)
    for (const answer of [code, { code: code.code, state: null }]) {
      const failure = await completeProviderSignIn(answer, deps()).catch((error: unknown) => error)
      expect((failure as ProviderSignInError).reason).toBe('binding')
    }
    await beginSignIn()
    const failure = await completeProviderSignIn({ code: code.code, state: undefined }, deps()).catch((error: unknown) => error)
    expect((failure as ProviderSignInError).reason).toBe('binding')
    expect(requests).toEqual([])
  })

  it("a code the provider refuses for this browser's verifier (provider_code_invalid) is a binding failure, logged", async () => {
    // The same state, but another verifier's challenge (e.g. a forged pending sign-in).
    const { state } = await beginSignIn()
    const code = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'magick_link', { ...FOREIGN_BINDING, state })
    const failure = await completeProviderSignIn(code, deps()).catch((error: unknown) => error)
    expect((failure as ProviderSignInError).reason).toBe('binding')
    expect(requests).toEqual(['POST /idp/api/token'])
    expect(logs.map((l) => l.message)).toEqual(['Customer auth identity-service login failed: The sign-in code is invalid or has expired.'])
    expect(session.getSnapshot().status).toBe('guest')
  })

  it("announces the lease customer with create_customer's GUID, awaited, after is_customer_logged_in is set", async () => {
    const seen: (LeaseCustomerSignedInEvent & { loggedIn: string | null; requestsSoFar: string[] })[] = []
    let finished = false
    const off = onLeaseCustomerSignedIn(async (event) => {
      seen.push({ ...event, loggedIn: window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY), requestsSoFar: [...requests] })
      await new Promise((resolve) => setTimeout(resolve, 10))
      finished = true
    })
    try {
      const code = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'email_password')
      await completeProviderSignIn(code, deps())
    } finally {
      off()
    }
    expect(finished).toBe(true)
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({
      usid: session.getSnapshot().usid,
      customerId: 'cust-maria',
      customerGuid: 'guid-cust-maria',
      loggedIn: 'true',
    })
    expect(seen[0]?.requestsSoFar).toContain(profilePath('create_customer'))
  })

  it('a failing lease-customer handler does not fail the sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const off = onLeaseCustomerSignedIn(() => Promise.reject(new Error('Context store is down')))
    try {
      const code = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'email_password')
      await expect(completeProviderSignIn(code, deps())).resolves.toMatchObject({ acr: 'email_password' })
    } finally {
      off()
    }
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
  })

  it('sends no login_source for acr cookie', async () => {
    const code = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'cookie')
    await completeProviderSignIn(code, deps())
    expect(requests).toContain(profilePath('create_customer'))
    expect(requests.some((r) => r.includes('login_source'))).toBe(false)
    expect(fakeIdp.loginSources).toEqual([])
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
  })

  it('when create_customer fails: logs it, logs out of the platform and the provider, and throws', async () => {
    fakeIdp.createCustomerFailure = 'Profile service is down'
    fakeIdp.sessionCookie = DEMO_LEASE_CUSTOMER.customerId
    const code = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'email_password')

    const failure = await completeProviderSignIn(code, deps()).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ProviderSignInError)
    expect((failure as ProviderSignInError).reason).toBe('profile')

    expect(logs).toEqual([
      {
        step: 'identity-service login',
        message: 'Customer auth identity-service login failed: Profile service is down',
        customerId: 'cust-maria',
      },
    ])
    const createAt = requests.indexOf(profilePath('create_customer'))
    const platformLogoutAt = requests.findIndex((r) => r.endsWith('/oauth2/logout'))
    const providerLogoutAt = requests.indexOf('GET /idp/logout')
    expect(createAt).toBeGreaterThan(-1)
    expect(platformLogoutAt).toBeGreaterThan(createAt)
    expect(providerLogoutAt).toBeGreaterThan(platformLogoutAt)
    expect(requests.some((r) => r.includes('login_source'))).toBe(false)
    expect(fakeIdp.logouts).toEqual([{ idTokenHint: 'id-token.cust-maria', redirect: '/' }])
    expect(fakeIdp.sessionCookie).toBeNull()
    expect(session.getSnapshot().status).toBe('guest')
    expect(fakeAuth.cookie?.type).toBe('guest')
    expect(window.localStorage.getItem(PROVIDER_SESSION_CUSTOMER_KEY)).toBeNull()
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBeNull()
  })

  it('a failing token exchange is a generic failure, logged, with nothing stored', async () => {
    server.use(
      http.get('*/api/token-exchange', () => HttpResponse.json({ message: 'This sign-in was already completed.' }, { status: 401 })),
    )
    const code = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'email_password')
    const failure = await completeProviderSignIn(code, deps()).catch((error: unknown) => error)
    expect((failure as ProviderSignInError).reason).toBe('generic')
    expect(logs.map((l) => l.message)).toEqual(['Customer auth identity-service login failed: This sign-in was already completed.'])
    expect(requests).not.toContain(profilePath('create_customer'))
    expect(session.getSnapshot().status).toBe('guest')
    expect(window.localStorage.getItem(PROVIDER_SESSION_CUSTOMER_KEY)).toBeNull()
  })

  it('a failing login_source is only logged: the sign-in completes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.patch('*/mobify/proxy/api/custom/customer-profile/v1/organizations/:org/login_source', () =>
        HttpResponse.json({ message: 'Exactly one method' }, { status: 400 }),
      ),
    )
    const code = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'magick_link')
    await expect(completeProviderSignIn(code, deps())).resolves.toMatchObject({ acr: 'magick_link' })
    expect(logs.map((l) => l.message)).toEqual(['Customer auth identity-service login failed: Exactly one method'])
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
  })
})
