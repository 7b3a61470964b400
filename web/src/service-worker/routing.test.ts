/**
 * Which requests the service worker answers: pages from the network with the offline document
 * as the fallback, hashed assets from its cache, and nothing else — the API, sign-in, other
 * origins and non-GET requests are the browser's, never cached.
 */
import { describe, expect, it } from 'vitest'
import { offlineDocumentPath, offlineLocale, routeFor, staleCaches } from './routing'

const ORIGIN = 'https://shop.example'
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` })

describe('the service worker routes', () => {
  it('answers page navigations itself (network first, offline document when that fails)', () => {
    for (const path of ['/', '/es/', '/store-locator', '/northwind/es-US/cart?x=1', '/product/42']) {
      expect(routeFor(get(path, 'navigate'), ORIGIN), path).toBe('page')
    }
  })

  it('serves hashed assets and the offline files from its cache', () => {
    expect(routeFor(get('/assets/index-CszPEPEa.js', 'cors'), ORIGIN)).toBe('cached')
    expect(routeFor(get('/assets/index-De7Z1gRz.css', 'no-cors'), ORIGIN)).toBe('cached')
    expect(routeFor(get('/offline/retry.js', 'no-cors'), ORIGIN)).toBe('cached')
  })

  it('leaves the API, sign-in, the worker itself, other origins and writes to the browser', () => {
    const browser = [
      get('/api/health'),
      get('/mobify/proxy/api/shopper/baskets'),
      get('/idp/authorize', 'navigate'),
      get('/api/leases/1/agreement.pdf', 'navigate'),
      get('/dev/outbox', 'navigate'),
      get('/sw.js', 'same-origin'),
      get('/static/translations/compiled/es-US.json'),
      { method: 'POST', mode: 'navigate', url: `${ORIGIN}/checkout` },
      { method: 'POST', mode: 'cors', url: `${ORIGIN}/assets/index-CszPEPEa.js` },
      { method: 'GET', mode: 'navigate', url: 'https://credit.example/apply' },
      { method: 'GET', mode: 'cors', url: 'https://cdn.example/assets/x.js' },
    ]
    for (const request of browser) expect(routeFor(request, ORIGIN), `${request.method} ${request.url}`).toBe('browser')
  })

  it('answers the offline document in the language of the page asked for', () => {
    const spanish = ['/es/', '/es', '/es-US/cart', '/northwind/es-US/cart', '/nw/es/store-locator', '/cart?locale=es', '/?locale=es-US']
    for (const path of spanish) expect(offlineLocale(new URL(path, ORIGIN)), path).toBe('es-US')
    const english = ['/', '/store-locator', '/en-US/cart', '/northwind/cart', '/estimate', '/nwp/essentials/es-shirt']
    for (const path of english) expect(offlineLocale(new URL(path, ORIGIN)), path).toBe('en-US')
    expect(offlineDocumentPath('es-US')).toBe('/offline/es-US.html')
  })

  it('deletes the caches of earlier versions only', () => {
    const names = ['leasefront-precache-old', 'leasefront-assets-old', 'leasefront-precache-new', 'leasefront-assets-new', 'someone-else']
    expect(staleCaches(names, ['leasefront-precache-new', 'leasefront-assets-new'])).toEqual([
      'leasefront-precache-old',
      'leasefront-assets-old',
    ])
  })
})
