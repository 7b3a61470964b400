/**
 * Registering the service worker (/sw.js, src/service-worker/worker.ts): the offline document
 * for a page that cannot load, and the app's scripts and styles kept by the browser. Only the
 * build the server serves has a worker to register — not the tests, not Vite's development
 * server — and only the storefront's own top-level pages register it: a page inside a frame (a
 * lease window) is not where the visitor navigates, and a worker needs a secure page (HTTPS, or
 * the developer's localhost). `VITE_SERVICE_WORKER=off` at build time leaves it unregistered.
 */

export interface ServiceWorkerContext {
  /** A production build (served by the Rust server). */
  production: boolean
  /** Not turned off at build time. */
  enabled: boolean
  /** The browser has service workers. */
  supported: boolean
  /** HTTPS or localhost: the only pages a browser lets register a worker. */
  secure: boolean
  /** The page is the tab's own page, not inside a frame. */
  topLevel: boolean
}

export const shouldRegisterServiceWorker = (context: ServiceWorkerContext) => Object.values(context).every(Boolean)

export function serviceWorkerContext(win: Window = window): ServiceWorkerContext {
  return {
    production: import.meta.env.PROD,
    enabled: import.meta.env.VITE_SERVICE_WORKER !== 'off',
    supported: 'serviceWorker' in win.navigator,
    secure: win.isSecureContext,
    topLevel: win.top === win,
  }
}

/**
 * Registers the worker once the page has loaded, so its downloads never compete with the
 * page's own. A failure (private mode, a browser setting) leaves the site as it is without one.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!shouldRegisterServiceWorker(serviceWorkerContext(win))) return
  const register = () => {
    win.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  }
  if (win.document.readyState === 'complete') register()
  else win.addEventListener('load', register, { once: true })
}
