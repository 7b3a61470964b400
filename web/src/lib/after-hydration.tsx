import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code is not in the first load: the server's HTML and the browser's first
 * render (hydration) show `fallback` — a plain version that looks the same — and the real one
 * takes over once its code has loaded, right after the page starts. No Suspense boundary is
 * rendered before that, so hydration never meets a suspended component (which React reports as
 * an error and answers by rendering the whole boundary again).
 */
export function lazyAfterHydration<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load)
  function AfterHydration({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [loaded, setLoaded] = useState(false)
    useEffect(() => {
      let current = true
      load().then(
        () => current && setLoaded(true),
        () => {
          // Offline or a failed chunk: the plain version stays, and still works.
        },
      )
      return () => {
        current = false
      }
    }, [])
    if (!loaded) return <>{fallback}</>
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    )
  }
  return AfterHydration
}
