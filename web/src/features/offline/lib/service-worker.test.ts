/**
 * When the page registers the service worker: only a production build's own top-level page,
 * on a secure origin, in a browser that has workers, and not when turned off at build time.
 */
import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, shouldRegisterServiceWorker, type ServiceWorkerContext } from './service-worker'

const everything: ServiceWorkerContext = { production: true, enabled: true, supported: true, secure: true, topLevel: true }

/** A window whose browser has service workers; `register` records the calls. */
function fakeWindow({ readyState = 'complete', framed = false } = {}) {
  const register = vi.fn(() => Promise.resolve({}))
  const listeners = new Map<string, () => void>()
  const win = {
    navigator: { serviceWorker: { register } },
    isSecureContext: true,
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    top: null as unknown,
  }
  win.top = framed ? {} : win
  return { win: win as unknown as Window, register, fire: (type: string) => listeners.get(type)?.() }
}

describe('the service worker registration', () => {
  it('registers only when every condition holds', () => {
    expect(shouldRegisterServiceWorker(everything)).toBe(true)
    for (const key of Object.keys(everything) as (keyof ServiceWorkerContext)[]) {
      expect(shouldRegisterServiceWorker({ ...everything, [key]: false }), key).toBe(false)
    }
  })

  it('registers nothing in the tests and the development server (not a production build)', () => {
    const { win, register } = fakeWindow()
    registerServiceWorker(win)
    expect(register).not.toHaveBeenCalled()
  })

  it('registers /sw.js for the whole site in a production build, once the page has loaded', () => {
    vi.stubEnv('PROD', true)
    const { win, register, fire } = fakeWindow({ readyState: 'interactive' })
    registerServiceWorker(win)
    expect(register).not.toHaveBeenCalled()
    fire('load')
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
  })

  it('does not register inside a frame, nor when turned off at build time', () => {
    vi.stubEnv('PROD', true)
    const framed = fakeWindow({ framed: true })
    registerServiceWorker(framed.win)
    expect(framed.register).not.toHaveBeenCalled()

    vi.stubEnv('VITE_SERVICE_WORKER', 'off')
    const off = fakeWindow()
    registerServiceWorker(off.win)
    expect(off.register).not.toHaveBeenCalled()
  })
})
