/**
 * The confirmation of removing a method: a Radix Dialog (focus moves in and back, Escape closes,
 * the page behind is inert) that says which method goes, and what follows when it is the
 * default (the newest other method becomes the default; autopay goes off).
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useIntl } from 'react-intl'
import { FormError } from '@/components/forms/form-fields'
import { buttonStyles } from '@/components/ui/button-styles'
import { CloseIcon } from '@/components/ui/close-icon'
import { methodSpokenLabel, nextDefault } from '../lib/method-label'
import type { PaymentMethod } from '../lib/types'
import { removeMessages } from '../messages'

export interface RemoveMethodDialogProps {
  /** The method asked about; null: closed. */
  method: PaymentMethod | null
  methods: readonly PaymentMethod[]
  autopay: boolean
  pending: boolean
  error: string | null
  onConfirm: (method: PaymentMethod) => void
  onClose: () => void
  /** Where focus goes once it closes after a removal (the removed method's buttons are gone). */
  onCloseAutoFocus: (event: Event) => void
}

export function RemoveMethodDialog({
  method,
  methods,
  autopay,
  pending,
  error,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: RemoveMethodDialogProps) {
  const intl = useIntl()
  const next = method ? nextDefault(methods, method) : null
  return (
    <Dialog.Root open={method !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={
            'fixed inset-0 z-50 overflow-y-auto bg-white px-2 pt-3 pb-4 shadow-xl outline-none ' +
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-32px)] sm:w-[calc(100%-32px)] sm:max-w-[480px] ' +
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-4 sm:py-4'
          }
        >
          {method ? (
            <>
              <Dialog.Close
                aria-label={intl.formatMessage(removeMessages.close)}
                disabled={pending}
                className="absolute top-2 right-2 rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
              >
                <CloseIcon />
              </Dialog.Close>
              <Dialog.Title className="pr-5 text-2xl font-bold">
                {intl.formatMessage(removeMessages.title, { method: methodSpokenLabel(intl, method) })}
              </Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-1 flex flex-col gap-1">
                  <p>{intl.formatMessage(removeMessages.text)}</p>
                  {next ? <p>{intl.formatMessage(removeMessages.defaultMoves, { next: methodSpokenLabel(intl, next) })}</p> : null}
                  {method.is_default && autopay ? <p className="font-semibold">{intl.formatMessage(removeMessages.autopayOff)}</p> : null}
                </div>
              </Dialog.Description>
              {error ? (
                <div className="mt-2">
                  <FormError>{error}</FormError>
                </div>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-1">
                <Dialog.Close disabled={pending} className={buttonStyles.secondary}>
                  {intl.formatMessage(removeMessages.keep)}
                </Dialog.Close>
                <button
                  type="button"
                  disabled={pending}
                  aria-busy={pending || undefined}
                  className={buttonStyles.primary}
                  onClick={() => onConfirm(method)}
                >
                  {intl.formatMessage(pending ? removeMessages.removing : removeMessages.confirm)}
                </button>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
