import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROVIDER_SESSION_CUSTOMER_KEY } from '@/features/portal-login/lib/provider-session'
import { fullPageNavigation } from '@/lib/full-page-navigation'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { probeRoutes } from '@/testing/auth-probe'
import { DEMO_LEASE_CUSTOMER, fakeIdp } from '@/testing/idp'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { fakeShopperContext } from '@/testing/shopper-context'

const RESTORED_USID = 'usid-restored'
const location = () => screen.getByTestId('location')
const writes = () => fakeShopperContext.calls.filter((call) => !call.startsWith('GET '))

/** Every request of the app, in order, as "METHOD /path". */
let requests: string[] = []
const record = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`)
}
beforeEach(() => {
  requests = []
  server.events.on('request:start', record)
})
afterEach(() => {
  server.events.removeListener('request:start', record)
})

// Logout lands on the lazily loaded home page: loaded beforehand (see auth-provider.test.tsx).
beforeAll(async () => {
  await import('@/app/routes/home')
})

function leaseShopper(guid = 'guid-jane') {
  fakeAuth.customers.set(DEMO_SHOPPER.email, { ...DEMO_SHOPPER, c_northwindCustomerGuid: guid })
}

/** A session restored on reload: the refresh cookie, and `is_customer_logged_in` in the tab. */
function restoredSession() {
  fakeAuth.signedIn()
  window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
}

/** Lets pending effects and calls settle (for asserting that something did NOT happen). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('shopper context on sign-in', () => {
  it('sets {customerGuid} for a lease customer whose session is restored, once per usid and GUID', async () => {
    leaseShopper()
    restoredSession()
    const { user } = renderApp('/')
    await waitFor(() => expect(fakeShopperContext.contexts.get(RESTORED_USID)).toEqual({ customQualifiers: { customerGuid: 'guid-jane' } }))
    // Re-renders and navigation do not set it again.
    await user.click(screen.getByRole('button', { name: 'Jane' }))
    await user.click(screen.getByRole('button', { name: 'Jane' }))
    await settle()
    expect(writes()).toEqual([`PUT ${RESTORED_USID}`])
    expect(fakeShopperContext.bodies[0]?.body).toEqual({ customQualifiers: { customerGuid: 'guid-jane' } })
  })

  it('updates (PATCH) a context the session already has', async () => {
    leaseShopper()
    restoredSession()
    fakeShopperContext.contexts.set(RESTORED_USID, { assignmentQualifiers: { store: 's-1' } })
    renderApp('/')
    await waitFor(() => expect(writes()).toEqual([`PATCH ${RESTORED_USID}`]))
    expect(fakeShopperContext.contexts.get(RESTORED_USID)).toEqual({
      assignmentQualifiers: { store: 's-1' },
      customQualifiers: { customerGuid: 'guid-jane' },
    })
  })

  it('writes nothing when the restored session already has the GUID (a reload)', async () => {
    leaseShopper()
    restoredSession()
    fakeShopperContext.contexts.set(RESTORED_USID, { customQualifiers: { customerGuid: 'guid-jane' } })
    renderApp('/')
    expect(await screen.findByRole('button', { name: 'Jane' })).toBeInTheDocument()
    await waitFor(() => expect(fakeShopperContext.calls).toEqual([`GET ${RESTORED_USID}`]))
    await settle()
    expect(fakeShopperContext.calls).toEqual([`GET ${RESTORED_USID}`])
  })

  it('restores from the custom attribute without the c_ prefix ({shortName}CustomerGuid) too', async () => {
    fakeAuth.customers.set(DEMO_SHOPPER.email, { ...DEMO_SHOPPER, northwindCustomerGuid: 'guid-plain' })
    restoredSession()
    renderApp('/')
    await waitFor(() =>
      expect(fakeShopperContext.contexts.get(RESTORED_USID)).toEqual({ customQualifiers: { customerGuid: 'guid-plain' } }),
    )
  })

  it('restores nothing for a lease customer whose session is not flagged as logged in (the context is only read)', async () => {
    leaseShopper()
    fakeAuth.signedIn()
    renderApp('/')
    expect(await screen.findByRole('button', { name: 'Jane' })).toBeInTheDocument()
    await waitFor(() => expect(fakeShopperContext.calls).toEqual([`GET ${RESTORED_USID}`]))
    await settle()
    expect(writes()).toEqual([])
  })

  it('sets nothing for a registered shopper without a GUID, or a guest (the context is only read)', async () => {
    restoredSession()
    renderApp('/')
    expect(await screen.findByRole('button', { name: 'Jane' })).toBeInTheDocument()
    await waitFor(() => expect(fakeShopperContext.calls).toEqual([`GET ${RESTORED_USID}`]))
    await settle()
    expect(writes()).toEqual([])
    expect(fakeAuth.logs).toEqual([])
  })

  it('sets it when a lease customer signs in (shopper sign-in, same usid as the guest)', async () => {
    leaseShopper('guid-9')
    const { user } = renderApp('/probe', { routes: probeRoutes })
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
    await waitFor(() => expect(fakeShopperContext.calls).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'sign in elsewhere' }))
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('registered'))
    const usid = fakeAuth.cookie!.usid
    await waitFor(() => expect(fakeShopperContext.contexts.get(usid)).toEqual({ customQualifiers: { customerGuid: 'guid-9' } }))
    expect(writes()).toEqual([`PUT ${usid}`])
  })

  it("sets it with create_customer's GUID before the identity-provider sign-in reaches /dashboard, once", async () => {
    // A returning lease customer: the profile loaded after the token exchange has the GUID too.
    fakeAuth.customers.set(DEMO_LEASE_CUSTOMER.email, { ...DEMO_LEASE_CUSTOMER, c_northwindCustomerGuid: 'guid-cust-maria' })
    const { code, state } = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'email_password')
    renderApp(`/idpcallback?code=${code}&state=${state}`)
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/))
    const usid = fakeAuth.cookie!.usid
    expect(fakeShopperContext.contexts.get(usid)).toEqual({ customQualifiers: { customerGuid: 'guid-cust-maria' } })
    const createAt = requests.findIndex((r) => r.endsWith('/create_customer'))
    const putAt = requests.findIndex((r) => r.startsWith('PUT ') && r.endsWith(`/shopper-context/${usid}`))
    expect(createAt).toBeGreaterThan(-1)
    expect(putAt).toBeGreaterThan(createAt)
    // The profile (with the same GUID) is loaded too: no second write.
    await waitFor(() =>
      expect(requests).toContain('GET /mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind/customers/cust-maria'),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maria!' })).toBeInTheDocument()
    await settle()
    expect(writes()).toEqual([`PUT ${usid}`])
  })

  it('a failing set is logged with the customer id and does not block the sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeShopperContext.fail('PUT', 503, 'Context store is down')
    const { code, state } = await fakeIdp.signInHere(DEMO_LEASE_CUSTOMER.customerId, 'sms_otp')
    renderApp(`/idpcallback?code=${code}&state=${state}`)
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/))
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maria!' })).toBeInTheDocument()
    await settle()
    expect(fakeAuth.logs).toEqual([
      {
        level: 'error',
        message: 'Customer auth set shopper context failed: Context store is down',
        correlationId: DEMO_LEASE_CUSTOMER.customerId,
      },
    ])
  })

  it("logs a failing read as '{shortName}-CP: {message}' with the customer id", async () => {
    fakeShopperContext.fail('GET', 500, 'Context store is down')
    fakeAuth.signedIn()
    renderApp('/')
    await waitFor(() => expect(fakeAuth.logs).toHaveLength(1))
    expect(fakeAuth.logs).toEqual([
      { level: 'error', message: 'northwind-CP: Context store is down', correlationId: DEMO_SHOPPER.customerId },
    ])
    await settle()
    expect(fakeShopperContext.calls).toEqual([`GET ${RESTORED_USID}`])
  })
})

describe('shopper context on logout', () => {
  async function signedInLeaseCustomer(path = '/nowhere') {
    leaseShopper()
    restoredSession()
    const view = renderApp(path)
    await waitFor(() => expect(fakeShopperContext.contexts.has(RESTORED_USID)).toBe(true))
    await view.user.click(screen.getByRole('button', { name: 'Jane' }))
    return view
  }

  const order = () => ({
    clear: requests.indexOf(
      `DELETE /mobify/proxy/api/shopper/shopper-context/v1/organizations/f_ecom_northwind/shopper-context/${RESTORED_USID}`,
    ),
    platformLogout: requests.indexOf('GET /mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_northwind/oauth2/logout'),
  })

  it('clears the context before the platform logout', async () => {
    const { user } = await signedInLeaseCustomer()
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/))
    const { clear, platformLogout } = order()
    expect(clear).toBeGreaterThan(-1)
    expect(platformLogout).toBeGreaterThan(clear)
    expect(fakeShopperContext.contexts.has(RESTORED_USID)).toBe(false)
    expect(fakeAuth.cookie?.type).toBe('guest')
    // The new guest session is not given the customer's context.
    await settle()
    expect(writes()).toEqual([`PUT ${RESTORED_USID}`, `DELETE ${RESTORED_USID}`])
    expect(fakeAuth.logs).toEqual([])
  })

  it('clears it before the platform logout on the identity-provider logout path too', async () => {
    const replace = vi.spyOn(fullPageNavigation, 'replace').mockImplementation(() => {})
    window.localStorage.setItem(PROVIDER_SESSION_CUSTOMER_KEY, DEMO_SHOPPER.customerId)
    fakeIdp.sessionCookie = DEMO_SHOPPER.customerId
    const { user } = await signedInLeaseCustomer()
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(replace).toHaveBeenCalledOnce())
    const { clear, platformLogout } = order()
    expect(clear).toBeGreaterThan(-1)
    expect(platformLogout).toBeGreaterThan(clear)
    expect(fakeShopperContext.contexts.has(RESTORED_USID)).toBe(false)
  })

  it('a session without a context (404) logs out without a log entry', async () => {
    const { user } = await signedInLeaseCustomer()
    fakeShopperContext.contexts.clear()
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/))
    expect(fakeShopperContext.calls).toContain(`DELETE ${RESTORED_USID}`)
    expect(fakeAuth.logs).toEqual([])
  })

  it('a failing clear is logged with the customer id and does not block the logout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = await signedInLeaseCustomer()
    fakeShopperContext.fail('DELETE', 503, 'Context store is down')
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/))
    expect(fakeAuth.calls).toContain('GET logout')
    expect(fakeAuth.cookie?.type).toBe('guest')
    expect(fakeAuth.logs).toEqual([
      {
        level: 'error',
        message: 'Customer auth clear shopper context failed: Context store is down',
        correlationId: DEMO_SHOPPER.customerId,
      },
    ])
  })
})
