import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setApiAuth } from '@/lib/api-client'
import { onLeaseCustomerSignedIn, type LeaseCustomerSignedInEvent } from '@/lib/customer-auth-events'
import { customerAuthFailureMessage } from '@/lib/log-post'
import { CUSTOMER_LOGGED_IN_KEY, IDP_ID_TOKEN_KEY } from '@/lib/session-storage'
import { fakeAuth } from '@/testing/auth'
import { DEMO_LEASE_CUSTOMER, fakeIdp } from '@/testing/idp'
import { server } from '@/testing/server'
import { AuthSession } from './auth-session'
import { browserFlags } from './browser-flags'
import { completeProviderSignIn, ProviderSignInError } from './provider-sign-in'

const FIREFOX_DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'
const profile = { organizationId: 'f_ecom_northwind', siteId: 'northwind', locale: 'en-US' }

/** Every request the app makes, in order, as "METHOD /path". */
let requests: string[] = []
const record = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`)
}

let session: AuthSession
let unregister: () => void
const logs: { step: string; message: string; customerId: string | null }[] = []

beforeEach(async () => {
  requests = []
  logs.length = 0
  server.events.on('request:start', record)
  session = new AuthSession({ ...profile, clientId: 'northwind-web', redirectUri: `${window.location.origin}/callback` })
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

const profilePath = (endpoint: string) =>
  `POST /mobify/proxy/api/custom/customer-profile/v1/organizations/f_ecom_northwind/${endpoint}`

describe('completeProviderSignIn', () => {
  it('exchanges the code, adopts the session, creates the customer FIRST, then patches the login source', async () => {
    const code = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'sms_otp')
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
    expect(window.sessionStorage.getItem(IDP_ID_TOKEN_KEY)).toBe('id-token.cust-maria')
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
    expect(logs).toEqual([])
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
      const code = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'email_password')
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
      const code = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'email_password')
      await expect(completeProviderSignIn(code, deps())).resolves.toMatchObject({ acr: 'email_password' })
    } finally {
      off()
    }
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
  })

  it('sends no login_source for acr cookie', async () => {
    const code = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'cookie')
    await completeProviderSignIn(code, deps())
    expect(requests).toContain(profilePath('create_customer'))
    expect(requests.some((r) => r.includes('login_source'))).toBe(false)
    expect(fakeIdp.loginSources).toEqual([])
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
  })

  it('when create_customer fails: logs it, logs out of the platform and the provider, and throws', async () => {
    fakeIdp.createCustomerFailure = 'Profile service is down'
    fakeIdp.sessionCookie = DEMO_LEASE_CUSTOMER.customerId
    const code = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'email_password')

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
    expect(window.sessionStorage.getItem(IDP_ID_TOKEN_KEY)).toBeNull()
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBeNull()
  })

  it('a used code is a generic failure, logged, with nothing stored', async () => {
    const failure = await completeProviderSignIn('idp-code-unknown', deps()).catch((error: unknown) => error)
    expect((failure as ProviderSignInError).reason).toBe('generic')
    expect(logs.map((l) => l.message)).toEqual([
      'Customer auth identity-service login failed: The sign-in code is invalid or has expired.',
    ])
    expect(requests).not.toContain('GET /api/token-exchange')
    expect(session.getSnapshot().status).toBe('guest')
    expect(window.sessionStorage.getItem(IDP_ID_TOKEN_KEY)).toBeNull()
  })

  it('a failing login_source is only logged: the sign-in completes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.patch('*/mobify/proxy/api/custom/customer-profile/v1/organizations/:org/login_source', () =>
        HttpResponse.json({ message: 'Exactly one method' }, { status: 400 }),
      ),
    )
    const code = fakeIdp.issueCode(DEMO_LEASE_CUSTOMER.customerId, 'magick_link')
    await expect(completeProviderSignIn(code, deps())).resolves.toMatchObject({ acr: 'magick_link' })
    expect(logs.map((l) => l.message)).toEqual(['Customer auth identity-service login failed: Exactly one method'])
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
  })
})
