import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { lazyPart } from '@/lib/lazy-part'
import { SignInModalContext, type SignInModalApi, type SignInModalOptions } from '../hooks/use-sign-in-modal'

const loadSignInModal = () => import('./sign-in-modal')
const SignInModal = lazyPart(loadSignInModal)

interface ModalState {
  id: number
  open: boolean
  options: SignInModalOptions
  /** What had focus when it was opened; focus returns there when it closes. */
  returnFocus: HTMLElement | null
}

let nextId = 1

/**
 * Provides useSignInModal(). The modal's code is not part of the first load: it is imported
 * on the first open (or on preload()). Each open mounts a fresh modal (keyed by the request),
 * so it starts on its initial view with empty forms.
 */
export function SignInModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState | null>(null)

  const open = useCallback((options: SignInModalOptions = {}) => {
    const focused = document.activeElement
    const returnFocus = focused instanceof HTMLElement && focused !== document.body ? focused : null
    setState({ id: nextId++, open: true, options, returnFocus })
  }, [])
  const close = useCallback(() => setState((current) => (current ? { ...current, open: false } : current)), [])
  const preload = useCallback(() => void loadSignInModal(), [])

  const api = useMemo<SignInModalApi>(() => ({ open, close, preload }), [open, close, preload])

  return (
    <SignInModalContext value={api}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <SignInModal
            key={state.id}
            open={state.open}
            options={state.options}
            returnFocus={state.returnFocus}
            onClose={close}
            onLoadFailure={close}
          />
        </Suspense>
      ) : null}
    </SignInModalContext>
  )
}
