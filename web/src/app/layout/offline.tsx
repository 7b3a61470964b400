/**
 * The shell's offline handling, loaded with its later code (shell-after-start.tsx): the offline
 * banner, and the route loader's offline rules (page-loads.ts) — a page's chunk that has not
 * loaded after two minutes fails, and a page whose chunk failed shows the offline page until
 * Retry Connection, another path, or the browser coming back online loads it. Any other
 * failure to load a page stays "Something went wrong". It also registers the service worker,
 * which answers a page the browser cannot fetch with the offline document.
 */
import { useEffect } from 'react'
import { NavigationError } from '@/components/errors/navigation-error'
import { OfflineBanner } from '@/features/offline/components/offline-banner'
import { OfflinePage } from '@/features/offline/components/offline-page'
import { isChunkLoadFailure, loadPageChunk } from '@/features/offline/lib/chunk-load'
import { registerServiceWorker } from '@/features/offline/lib/service-worker'
import { reloadFailedStylesheets } from '@/features/offline/lib/stylesheets'
import { pageLoads, type PageFailureProps } from './page-loads'

/** What the route loader shows when a page's code failed to load. */
export function PageLoadFailure({ error, retry }: PageFailureProps) {
  if (!isChunkLoadFailure(error)) return <NavigationError error={error} />
  // The page's stylesheet too: the failed load may have left it out.
  return <OfflinePage onRetry={() => reloadFailedStylesheets().then(retry)} />
}

export function OfflineHandling() {
  // In an effect: the server's render never loads a page with a timer running.
  useEffect(() => {
    pageLoads.load = loadPageChunk
    pageLoads.Failure = PageLoadFailure
    return () => {
      delete pageLoads.load
      delete pageLoads.Failure
    }
  }, [])
  useEffect(() => registerServiceWorker(), [])
  return <OfflineBanner />
}
