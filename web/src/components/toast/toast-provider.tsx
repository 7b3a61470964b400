import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { whenIdle } from '@/lib/after-hydration'
import { lazyPart } from '@/lib/lazy-part'
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context'

// A toast's look is not part of the first load: it is fetched once the page has started and the
// browser is idle.
const loadToastView = () => import('./toast-view')
const ToastView = lazyPart(loadToastView)

const messages = defineMessages<{ region: NoMessageValues; close: NoMessageValues }>({
  region: {
    id: 'toast.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the notifications (toasts) region',
  },
  close: {
    id: 'toast.close',
    defaultMessage: 'Close',
    description: 'Accessible label of the button closing a notification',
  },
})

export interface ToastItem extends ToastOptions {
  id: number
}

let nextId = 1

/**
 * Toasts: a small accessible implementation. Toasts are announced through a polite live region
 * (role="status") that is always in the page, close themselves after 5000 ms (paused while
 * hovered or focused) and have a labelled close button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl()
  const [toasts, setToasts] = useState<ToastItem[]>([])

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id))
  }, [])

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId++
    setToasts((current) => [...current, { ...options, id }])
    return id
  }, [])

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss])

  useEffect(() => whenIdle(() => void loadToastView()), [])

  return (
    <ToastContext value={api}>
      {children}
      <section
        aria-label={intl.formatMessage(messages.region)}
        className="pointer-events-none fixed right-0 bottom-0 z-50 w-full max-w-[420px] p-2"
      >
        <div role="status" aria-live="polite" aria-atomic="false">
          <ul className="flex flex-col gap-1">
            <Suspense fallback={null}>
              {toasts.map((t) => (
                <ToastView key={t.id} toast={t} onDismiss={dismiss} closeLabel={intl.formatMessage(messages.close)} />
              ))}
            </Suspense>
          </ul>
        </div>
      </section>
    </ToastContext>
  )
}
