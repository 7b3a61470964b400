import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * Runs `task` when the browser is idle after the page has started (at the latest after
 * `timeout` ms): work that can wait then runs in its own short task instead of lengthening the
 * one that hydrates the page. Returns the function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  // Browsers without requestIdleCallback (Safari): a task of its own.
  const id = window.setTimeout(task, 1)
  return () => window.clearTimeout(id)
}

/**
 * A component whose code is not in the first load: the server's HTML and the browser's first
 * render (hydration) show `fallback` — a plain version that looks the same — and the real one
 * takes over once its code has loaded, when the browser is idle after the page started. The
 * loaded component is rendered directly (no Suspense boundary), so neither hydration nor the
 * switch ever suspends.
 */
export function lazyAfterHydration<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const loadOnce = () => {
    loading ??= load().then((module) => (loaded = module.default))
    return loading
  }

  function AfterHydration({ fallback, ...props }: P & { fallback: ReactNode }) {
    // Never `loaded` on the first render: it must be the server's HTML, even when the code is in.
    const [Component, setComponent] = useState<ComponentType<P> | null>(null)
    useEffect(() => {
      let current = true
      const show = (component: ComponentType<P>) => current && setComponent(() => component)
      if (loaded) {
        show(loaded)
        return () => {
          current = false
        }
      }
      const cancel = whenIdle(() => {
        loadOnce().then(show, () => {
          // Offline or a failed chunk: the plain version stays, and still works.
          loading = null
        })
      })
      return () => {
        current = false
        cancel()
      }
    }, [])
    return Component ? <Component {...(props as P)} /> : <>{fallback}</>
  }
  return AfterHydration
}
