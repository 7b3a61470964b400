/**
 * The service worker, built into /sw.js by scripts/vite-service-worker.ts, which fills in the
 * version and the list of files to keep (the first load's scripts and styles, and the offline
 * documents). A new deploy is a new sw.js: it keeps the new files, takes over the open pages
 * at once and deletes the old caches. No page is ever kept: pages come from the network, and
 * the offline document stands in only when the network fails (routing.ts).
 */
import { CACHE_PREFIX, offlineDocumentPath, offlineLocale, routeFor, staleCaches } from './routing'

declare const self: ServiceWorkerGlobalScope
declare const __SW_VERSION__: string
declare const __SW_PRECACHE__: string[]

const PRECACHE = `${CACHE_PREFIX}precache-${__SW_VERSION__}`
/** The hashed assets fetched since this version installed (a page's code, its styles). */
const ASSETS = `${CACHE_PREFIX}assets-${__SW_VERSION__}`

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll(__SW_PRECACHE__))
      // No waiting for the old version's pages to close: this one serves the same pages.
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleCaches(await caches.keys(), [PRECACHE, ASSETS])
      await Promise.all(stale.map((name) => caches.delete(name)))
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const route = routeFor(request, self.location.origin)
  if (route === 'page') event.respondWith(page(event))
  else if (route === 'cached') event.respondWith(cached(request))
})

async function page(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request)
  } catch (error) {
    const offline = await caches.match(offlineDocumentPath(offlineLocale(new URL(event.request.url))), { cacheName: PRECACHE })
    if (offline) return offline
    throw error
  }
}

async function cached(request: Request): Promise<Response> {
  const kept = await caches.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (response.status === 200) {
    const copy = response.clone()
    void caches.open(ASSETS).then((cache) => cache.put(request, copy))
  }
  return response
}
