/**
 * What the browser's media queries say, for render: the server has no screen, so its render
 * (and hydration, which must match it) gets a fixed answer, and the browser's own is read once
 * the page has hydrated and followed when it changes.
 */
import { useSyncExternalStore } from 'react'
import { BREAKPOINTS, type Breakpoint } from './carousel-state'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[]
const breakpointQuery = (name: Breakpoint) => `(min-width: ${BREAKPOINTS[name]}px)`

// Browsers without matchMedia (and test environments) answer as a phone without preferences.
const mediaQuery = (query: string): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null)

const subscribeTo = (queries: string[]) => (onChange: () => void) => {
  const watched = queries.map(mediaQuery).filter((list) => list !== null)
  watched.forEach((list) => list.addEventListener('change', onChange))
  return () => watched.forEach((list) => list.removeEventListener('change', onChange))
}

const subscribeReducedMotion = subscribeTo([REDUCED_MOTION])
const readReducedMotion = () => mediaQuery(REDUCED_MOTION)?.matches ?? false
// Until the browser says otherwise nothing moves by itself: the server's render and hydration
// never start auto-slide.
const serverReducedMotion = () => true

/** Whether the shopper asked for reduced motion; true on the server and while hydrating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, serverReducedMotion)
}

const subscribeBreakpoints = subscribeTo(BREAKPOINT_NAMES.map(breakpointQuery))
function readBreakpoint(): Breakpoint | undefined {
  let reached: Breakpoint | undefined
  for (const name of BREAKPOINT_NAMES) if (mediaQuery(breakpointQuery(name))?.matches) reached = name
  return reached
}
const serverBreakpoint = () => undefined

/** The largest of the theme's breakpoints the viewport has reached; none (a phone's) on the server and while hydrating. */
export function useBreakpoint(): Breakpoint | undefined {
  return useSyncExternalStore(subscribeBreakpoints, readBreakpoint, serverBreakpoint)
}

/** Whether scrolling should jump rather than glide; read when the shopper acts, never in render. */
export function reducedMotionNow(): boolean {
  return readReducedMotion()
}
