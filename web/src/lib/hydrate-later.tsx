/**
 * A part of a server-rendered page whose code the page need not have before it starts: below
 * the fold (the home page's recommendation row), it is rendered by the server like the rest of
 * the page, but its chunk is not preloaded with the page's (a dynamic import, which the server's
 * preloads do not follow: server/src/ssr/assets.rs), so it is not part of the first load.
 *
 * The server has every module in its bundle: the render loads each such part first
 * (loadServerParts(), after the page's module), and React's lazy reads it without suspending,
 * so the server's HTML has the part. In the browser, hydration reaches the part before its code
 * is in: the part's Suspense boundary keeps the server's HTML as it is (no fallback, nothing
 * removed) while React hydrates the rest of the page, and hydrates the part in place once its
 * code has arrived. Its first render then has to be the server's, as any hydrated component's.
 * A client-side navigation to the page shows nothing in its place until its code is in.
 *
 * A part whose code fails to load is left out (logged), as lib/lazy-part.tsx leaves out a lazy
 * part of the shell; it never takes the page with it.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react'
import { CrashBoundary } from '@/components/errors/crash-boundary'

/** Each part's load, for the server's render (only it calls them). */
const serverLoads = new Set<() => Promise<void>>()

/**
 * Loads every part made so far (the server's render, before it renders: the page's module is
 * in). One that fails to load is left out of the render, as in the browser.
 */
export async function loadServerParts(): Promise<void> {
  await Promise.allSettled([...serverLoads].map((load) => load()))
}

/** A thenable that calls back at once: React's lazy() then reads the module without suspending. */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled: (value: T) => unknown) {
      onFulfilled(value)
      return thenable
    },
  }
  return thenable as unknown as Promise<T>
}

// As React's own lazy() types it: any component, its props taken from it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function hydrateLater<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined
  serverLoads.add(async () => {
    loaded ??= await load()
  })
  const Lazy = lazy(() => (loaded ? settled(loaded) : load()))
  function HydrateLater(props: ComponentProps<T>) {
    const Loaded = Lazy as unknown as ComponentType<ComponentProps<T>>
    return (
      <Suspense fallback={null}>
        <CrashBoundary fallback={() => null}>
          <Loaded {...props} />
        </CrashBoundary>
      </Suspense>
    )
  }
  return HydrateLater
}
