/**
 * The service worker itself, in a fake worker scope: it keeps its files when it installs and
 * takes over at once, a new version deletes the old caches, a page comes from the network (the
 * offline document in the page's language only when the network fails), and assets come from
 * the cache.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

const ORIGIN = 'https://shop.example'
const PRECACHE = ['/assets/index-a1.js', '/assets/index-c3.css', '/offline/en-US.html', '/offline/es-US.html']

interface FakeRequest {
  method: string
  mode: string
  url: string
}

const keyOf = (request: string | FakeRequest) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href

/** A CacheStorage holding text bodies by URL. */
function fakeCaches(initial: Record<string, Record<string, string>> = {}) {
  const stores = new Map(
    Object.entries(initial).map(([name, entries]) => [name, new Map(Object.entries(entries).map(([url, body]) => [keyOf(url), body]))]),
  )
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, string>()
    stores.set(name, store)
    return {
      addAll: (urls: string[]) => Promise.resolve(urls.forEach((url) => store.set(keyOf(url), `kept ${url}`))),
      put: (request: FakeRequest, response: Response) => response.text().then((body) => void store.set(keyOf(request), body)),
    }
  }
  const match = (request: string | FakeRequest, options?: { cacheName?: string }) => {
    for (const [name, store] of stores) {
      if (options?.cacheName && options.cacheName !== name) continue
      const body = store.get(keyOf(request))
      if (body !== undefined) return Promise.resolve(new Response(body))
    }
    return Promise.resolve(undefined)
  }
  return {
    stores,
    api: {
      open: (name: string) => Promise.resolve(open(name)),
      match,
      keys: () => Promise.resolve([...stores.keys()]),
      delete: (name: string) => Promise.resolve(stores.delete(name)),
    },
  }
}

/** Loads worker.ts as version `version` into a fake scope; `fetch` is the network. */
async function startWorker(version: string, caches: ReturnType<typeof fakeCaches>, network: (request: FakeRequest) => Promise<Response>) {
  const handlers = new Map<string, (event: unknown) => void>()
  const scope = {
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    location: { origin: ORIGIN },
    skipWaiting: vi.fn(() => Promise.resolve()),
    clients: { claim: vi.fn(() => Promise.resolve()) },
  }
  const fetch = vi.fn(network)
  vi.stubGlobal('self', scope)
  vi.stubGlobal('caches', caches.api)
  vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('__SW_VERSION__', version)
  vi.stubGlobal('__SW_PRECACHE__', PRECACHE)
  vi.resetModules()
  await import('./worker')

  /** Runs a lifecycle event to its end. */
  const lifecycle = async (type: 'install' | 'activate') => {
    let work: Promise<unknown> = Promise.resolve()
    handlers.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (work = promise) })
    await work
  }
  /** What the worker answers for a request, or undefined when it leaves it to the browser. */
  const request = async (path: string, mode = 'cors', method = 'GET') => {
    let answer: Promise<Response> | undefined
    const request = { method, mode, url: new URL(path, ORIGIN).href }
    handlers.get('fetch')?.({ request, respondWith: (response: Promise<Response>) => (answer = response) })
    return answer && (await answer)
  }
  return { scope, fetch, lifecycle, request }
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'))

afterEach(() => {
  vi.resetModules()
})

describe('the service worker', () => {
  it('keeps its files when it installs, and takes the pages over without waiting', async () => {
    const caches = fakeCaches()
    const worker = await startWorker('v1', caches, offline)
    await worker.lifecycle('install')
    expect([...(caches.stores.get('leasefront-precache-v1')?.keys() ?? [])]).toEqual(PRECACHE.map(keyOf))
    expect(worker.scope.skipWaiting).toHaveBeenCalled()
    await worker.lifecycle('activate')
    expect(worker.scope.clients.claim).toHaveBeenCalled()
  })

  it('deletes the caches of the version it replaces, and no one else’s', async () => {
    const caches = fakeCaches({ 'leasefront-precache-v1': {}, 'leasefront-assets-v1': {}, 'other-app': {} })
    const worker = await startWorker('v2', caches, offline)
    await worker.lifecycle('install')
    await worker.lifecycle('activate')
    expect([...caches.stores.keys()].sort()).toEqual(['leasefront-precache-v2', 'other-app'])
  })

  it('answers a page from the network, never from a cache, whatever the network says', async () => {
    const caches = fakeCaches()
    const worker = await startWorker('v1', caches, () => Promise.resolve(new Response('<h1>Store locator</h1>', { status: 200 })))
    await worker.lifecycle('install')
    expect(await (await worker.request('/store-locator', 'navigate'))?.text()).toBe('<h1>Store locator</h1>')
    worker.fetch.mockImplementation(() => Promise.resolve(new Response('Server error', { status: 500 })))
    const failed = await worker.request('/store-locator', 'navigate')
    expect(failed?.status).toBe(500)
    expect([...(caches.stores.get('leasefront-precache-v1')?.keys() ?? [])]).toEqual(PRECACHE.map(keyOf))
  })

  it('answers the offline document in the page’s language when the network fails', async () => {
    const worker = await startWorker('v1', fakeCaches(), offline)
    await worker.lifecycle('install')
    expect(await (await worker.request('/es/store-locator', 'navigate'))?.text()).toBe('kept /offline/es-US.html')
    expect(await (await worker.request('/store-locator', 'navigate'))?.text()).toBe('kept /offline/en-US.html')
  })

  it('serves assets from its cache, keeping those it fetched', async () => {
    const worker = await startWorker('v1', fakeCaches(), () => Promise.resolve(new Response('page code', { status: 200 })))
    await worker.lifecycle('install')
    expect(await (await worker.request('/assets/index-a1.js'))?.text()).toBe('kept /assets/index-a1.js')
    expect(worker.fetch).not.toHaveBeenCalled()

    expect(await (await worker.request('/assets/store-locator-d4.js'))?.text()).toBe('page code')
    await vi.waitFor(async () => {
      worker.fetch.mockClear()
      expect(await (await worker.request('/assets/store-locator-d4.js'))?.text()).toBe('page code')
      expect(worker.fetch).not.toHaveBeenCalled()
    })
  })

  it('leaves API calls and writes to the browser', async () => {
    const worker = await startWorker('v1', fakeCaches(), offline)
    expect(await worker.request('/api/health')).toBeUndefined()
    expect(await worker.request('/checkout', 'navigate', 'POST')).toBeUndefined()
    expect(worker.fetch).not.toHaveBeenCalled()
  })
})
