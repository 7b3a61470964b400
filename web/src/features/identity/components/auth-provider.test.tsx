import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CUSTOMER_LOGGED_IN_KEY, PAYMENT_SESSION_KEYS } from '@/lib/session-storage'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { preloadHomePage, renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { LOGOUT_OVERLAY_MS } from './auth-provider'

afterEach(() => vi.useRealTimers())

// Logout lands on the lazily loaded home page. Loaded beforehand, so the first (cold) module
// load can't eat into the 2 s the fake clock measures while it runs with real time.
beforeAll(async () => {
  await preloadHomePage()
})

async function signedInAt(path: string) {
  fakeAuth.signedIn()
  window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
  for (const key of Object.values(PAYMENT_SESSION_KEYS)) window.sessionStorage.setItem(key, '{"x":1}')
  window.sessionStorage.setItem('unrelated', 'kept')
  const view = renderApp(path)
  const button = await screen.findByRole('button', { name: 'Jane' })
  await view.user.click(button)
  return view
}

describe('logout', () => {
  it('blocks the page, signs out, starts a guest session, goes home keeping the prefix, and clears the flag after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = await signedInAt('/nw/es/nowhere')
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }))

    const overlay = screen.getByRole('alertdialog', { name: 'Cerrando tu sesión…' })
    expect(overlay).toHaveAttribute('aria-busy', 'true')
    expect(document.body.style.overflow).toBe('hidden')
    for (const key of Object.values(PAYMENT_SESSION_KEYS)) expect(window.sessionStorage.getItem(key)).toBeNull()
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept')

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/nw\/es\/$/))
    expect(fakeAuth.calls).toContain('GET logout')
    expect(fakeAuth.cookie?.type).toBe('guest')
    // The flag and the overlay stay for 2 s after the redirect.
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(LOGOUT_OVERLAY_MS - 100)
    })
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBeNull()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument()
    expect(LOGOUT_OVERLAY_MS).toBe(2000)
  })

  it('goes to the unprefixed home from an unprefixed page', async () => {
    const { user } = await signedInAt('/nowhere')
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
  })

  it('logs a failing platform logout with the customer id, shows the generic error and stays signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get('*/mobify/proxy/api/shopper/auth/v1/organizations/:org/oauth2/logout', () =>
        HttpResponse.json({ message: 'Logout is down' }, { status: 503 }),
      ),
    )
    const { user } = await signedInAt('/nowhere')
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Something went wrong. Try again!')).toBeInTheDocument()
    expect(fakeAuth.logs).toEqual([
      { level: 'error', message: 'Customer auth platform logout failed: Logout is down', correlationId: DEMO_SHOPPER.customerId },
    ])
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Jane' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/nowhere')
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
  })

  it("logs 'unknown error' when the failure has no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get('*/mobify/proxy/api/shopper/auth/v1/organizations/:org/oauth2/logout', () => HttpResponse.error()))
    const { user } = await signedInAt('/nowhere')
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(fakeAuth.logs).toHaveLength(1))
    // A network failure is a TypeError with the fetch implementation's message.
    expect(fakeAuth.logs[0]?.message).toMatch(/^Customer auth platform logout failed: .+/)
  })
})

describe('back/forward cache', () => {
  it('reloads a page restored from the back/forward cache', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload, origin: window.location.origin, href: window.location.href })
    renderApp('/')
    await screen.findByRole('banner')
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }))
    expect(reload).not.toHaveBeenCalled()
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    expect(reload).toHaveBeenCalledOnce()
  })
})
