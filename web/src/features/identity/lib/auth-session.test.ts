import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onAfterLogin } from '@/lib/after-login'
import { api, ok, setApiAuth } from '@/lib/api-client'
import { onBeforeLogout } from '@/lib/customer-auth-events'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { server } from '@/testing/server'
import { AuthSession } from './auth-session'

const params = {
  organizationId: 'f_ecom_northwind',
  clientId: 'northwind-web',
  siteId: 'northwind',
  redirectUri: `${window.location.origin}/callback`,
}

let sessions: AuthSession[] = []
function newSession(options?: ConstructorParameters<typeof AuthSession>[1]) {
  const session = new AuthSession(params, options)
  sessions.push(session)
  return session
}

afterEach(() => {
  for (const s of sessions) s.stop()
  sessions = []
  vi.useRealTimers()
})

describe('AuthSession', () => {
  it('boots a guest session when there is no refresh cookie', async () => {
    const session = newSession()
    expect(session.getSnapshot().status).toBe('loading')
    await session.start()
    const snapshot = session.getSnapshot()
    expect(snapshot).toMatchObject({ status: 'guest', error: null })
    expect(snapshot.customerId).toMatch(/^guest-/)
    expect(snapshot.usid).toMatch(/^usid-/)
    expect(fakeAuth.calls).toEqual(['POST token refresh_token', 'GET authorize', 'POST token authorization_code_pkce'])
  })

  it('restores a registered session from the refresh cookie', async () => {
    fakeAuth.signedIn()
    const session = newSession()
    await session.start()
    expect(session.getSnapshot()).toMatchObject({ status: 'registered', customerId: DEMO_SHOPPER.customerId })
    expect(fakeAuth.calls).toEqual(['POST token refresh_token'])
  })

  it('signs in, sets is_customer_logged_in and runs the after-login handlers with both sessions', async () => {
    const handler = vi.fn()
    const off = onAfterLogin(handler)
    const session = newSession()
    await session.start()
    const guest = session.getSnapshot()
    await session.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    off()
    expect(session.getSnapshot()).toMatchObject({ status: 'registered', customerId: DEMO_SHOPPER.customerId, usid: guest.usid })
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
    expect(handler).toHaveBeenCalledWith({
      guest: { customerId: guest.customerId, usid: guest.usid, accessToken: guest.accessToken },
      customer: expect.objectContaining({ customerId: DEMO_SHOPPER.customerId }) as unknown,
    })
  })

  it("rejects wrong credentials with the server's 'Unauthorized' message", async () => {
    const session = newSession()
    await session.start()
    await expect(session.login(DEMO_SHOPPER.email, 'wrong')).rejects.toMatchObject({ message: 'Unauthorized', status: 401 })
    expect(session.getSnapshot().status).toBe('guest')
  })

  it('refreshes about 60 s before the token expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fakeAuth.expiresIn = 120
    const session = newSession()
    await session.start()
    fakeAuth.calls = []
    await vi.advanceTimersByTimeAsync(55_000)
    expect(fakeAuth.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fakeAuth.calls).toEqual(['POST token refresh_token'])
  })

  it('authorizes custom API calls and retries once (same body) after a 401 with a refreshed token', async () => {
    const session = newSession()
    await session.start()
    const unregister = setApiAuth(session)
    const seen: { auth: string | null; correlation: string | null; body: unknown }[] = []
    server.use(
      http.post('*/mobify/proxy/api/custom/custom-logger/v1/organizations/:org/logPOST', async ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          correlation: request.headers.get('correlation-id'),
          body: await request.json(),
        })
        return seen.length === 1 ? HttpResponse.json({ message: 'expired' }, { status: 401 }) : HttpResponse.json({ ok: true })
      }),
    )
    const first = session.getSnapshot().accessToken
    const call = api.POST('/mobify/proxy/api/custom/custom-logger/v1/organizations/{organization_id}/logPOST', {
      params: { path: { organization_id: 'f_ecom_northwind' } },
      body: { level: 'info', message: 'ping' },
    })
    await expect(ok(call)).resolves.toEqual({ ok: true })
    unregister()
    expect(seen).toHaveLength(2)
    expect(seen[0]).toEqual({
      auth: `Bearer ${first}`,
      correlation: session.getSnapshot().customerId,
      body: { level: 'info', message: 'ping' },
    })
    expect(seen[1]?.auth).toBe(`Bearer ${session.getSnapshot().accessToken}`)
    expect(seen[1]?.body).toEqual({ level: 'info', message: 'ping' })
    expect(fakeAuth.calls).toContain('POST token refresh_token')
  })

  it('logs out: platform logout, then a new guest session', async () => {
    fakeAuth.signedIn()
    const session = newSession()
    await session.start()
    await session.logout()
    expect(fakeAuth.calls).toContain('GET logout')
    expect(session.getSnapshot()).toMatchObject({ status: 'guest' })
    expect(fakeAuth.cookie?.type).toBe('guest')
  })

  it('runs the before-logout handlers (registered session ids) before the platform logout; a failing one does not stop it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeAuth.signedIn()
    const seen: unknown[] = []
    const offs = [
      onBeforeLogout((event) => {
        seen.push({ ...event, callsSoFar: [...fakeAuth.calls] })
      }),
      onBeforeLogout(() => Promise.reject(new Error('Context store is down'))),
    ]
    const session = newSession()
    await session.start()
    await session.logout()
    for (const off of offs) off()
    expect(seen).toEqual([{ customerId: DEMO_SHOPPER.customerId, usid: 'usid-restored', callsSoFar: ['POST token refresh_token'] }])
    expect(fakeAuth.calls).toContain('GET logout')
    expect(session.getSnapshot().status).toBe('guest')
  })

  it('runs no before-logout handler for a guest', async () => {
    const handler = vi.fn()
    const off = onBeforeLogout(handler)
    const session = newSession()
    await session.start()
    await session.logout()
    off()
    expect(handler).not.toHaveBeenCalled()
  })

  it('reports a failing platform logout and rethrows, keeping the session', async () => {
    fakeAuth.signedIn()
    server.use(
      http.get('*/mobify/proxy/api/shopper/auth/v1/organizations/:org/oauth2/logout', () =>
        HttpResponse.json({ message: 'Logout is down' }, { status: 503 }),
      ),
    )
    const onFailure = vi.fn()
    const session = newSession({ onFailure })
    await session.start()
    await expect(session.logout()).rejects.toMatchObject({ message: 'Logout is down' })
    expect(onFailure).toHaveBeenCalledWith(
      'platform logout',
      expect.objectContaining({ message: 'Logout is down' }),
      DEMO_SHOPPER.customerId,
    )
    expect(session.getSnapshot().status).toBe('registered')
  })
})
