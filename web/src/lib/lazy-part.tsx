/**
 * A lazily loaded part of the page (a dialog, a panel, a menu) whose code failing to load stays
 * its own affair: the part is left out, the rest of the page keeps working, and the next time
 * the part is shown its code is fetched again. Without this, the error would reach the app's
 * crash page and take the whole page with it — for a store panel the shopper could do without.
 * A dialog passes `onLoadFailure` to close — and unmount — itself, so its opener does not stay
 * "open" on nothing and the next open fetches the code again; never in a loop while the network
 * is down, since only the shopper asking again mounts it again.
 */
import { lazy, type ComponentProps, type ComponentType } from 'react'
import { CrashBoundary } from '@/components/errors/crash-boundary'

// As React's own lazy() types it: any component, its props taken from it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let Lazy = lazy(load)
  function LazyPart(partProps: ComponentProps<T> & { onLoadFailure?: () => void }) {
    const { onLoadFailure, ...props } = partProps as { onLoadFailure?: () => void } & Record<string, unknown>
    const Loaded = Lazy as unknown as ComponentType<typeof props>
    return (
      <CrashBoundary
        fallback={() => null}
        onError={(error) => {
          console.error(error)
          // React's lazy keeps its failure: a fresh one fetches the code again next time.
          Lazy = lazy(load)
          onLoadFailure?.()
        }}
      >
        <Loaded {...props} />
      </CrashBoundary>
    )
  }
  return LazyPart
}
