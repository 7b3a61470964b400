/**
 * Whether the browser says it is online, for render. The server has no network state to tell:
 * its render (and hydration, which must match it) is online, and the browser's own answer is
 * read once the page has hydrated and followed as it changes.
 */
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const readOnline = () => navigator.onLine
const serverOnline = () => true

/** `navigator.onLine`, followed; true on the server and while hydrating. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, serverOnline)
}
