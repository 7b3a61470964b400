/**
 * A window over the page (Radix Dialog), open while it is rendered: the dimmed backdrop, the
 * content with the caller's classes, `onClose` for Escape, the backdrop and any Dialog.Close,
 * and focus going back to `returnFocus` (what opened it) when it closes, if that is still on the
 * page. The content names itself with a Dialog.Title.
 */
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

export function ModalFrame({
  onClose,
  returnFocus,
  className,
  children,
}: {
  onClose: () => void
  returnFocus?: HTMLElement | null
  className: string
  children: ReactNode
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (returnFocus?.isConnected) {
              event.preventDefault()
              returnFocus.focus()
            }
          }}
          className={className}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
