import type { ComponentType } from 'react'

/** What the route loader shows when a page's code failed to load. */
export interface PageFailureProps {
  error: unknown
  /** Loads the page's code again and, once it is in, shows the page. */
  retry: () => Promise<void>
}

/**
 * How the route loader (routes.tsx) loads a page and what it shows when that fails. The first
 * load carries only this empty slot: the page module's own loader, and the generic error page.
 * The shell's later code (offline.tsx, loaded once the page has started) fills it in with the
 * offline rules — a load that hangs fails after a timeout, a chunk that could not be fetched
 * shows the offline page, any other failure "Something went wrong". It has to be in before the
 * shopper goes offline: a browser without a network cannot fetch the offline page's code either.
 */
export const pageLoads: {
  load?: <T>(route: { page: () => Promise<T>; module?: string; path: string }) => Promise<T>
  Failure?: ComponentType<PageFailureProps>
} = {}
