/**
 * A settled payment's receipt: receipt number, when, the lease, what was paid, the method masked
 * to its last 4, amount, tax and total — in a Radix Dialog (focus in and back, Escape closes)
 * with Print. While it is open, a print style shows the receipt alone: Radix hides everything
 * else from assistive technology with `data-aria-hidden`, which the print rule hides on paper.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { CloseIcon } from '@/components/ui/close-icon'
import { labelText, usePaymentFormat } from '../lib/format'
import { paymentKindText } from '../lib/kind-text'
import type { Payment } from '../lib/types'
import { receiptMessages, statusMessages } from '../messages'
import { AmountTable } from './amount-table'

/** On paper: the receipt alone, unframed (what the dialog hid for screen readers is hidden too). */
const PRINT_STYLE =
  '@media print{[data-aria-hidden="true"],[data-receipt-overlay],[data-receipt-actions]{display:none!important}' +
  '[data-receipt]{position:static!important;transform:none!important;box-shadow:none!important;max-height:none!important;overflow:visible!important;width:auto!important}' +
  'body{pointer-events:auto!important}}'

export interface ReceiptDialogProps {
  payment: Payment | null
  leaseNumber: string
  onClose: () => void
  onCloseAutoFocus: (event: Event) => void
}

export function ReceiptDialog({ payment, leaseNumber, onClose, onCloseAutoFocus }: ReceiptDialogProps) {
  const intl = useIntl()
  const format = usePaymentFormat()
  const row = 'flex items-baseline justify-between gap-2 py-0.5'
  const rows: [MessageDescriptor, string][] = payment
    ? [
        [receiptMessages.receiptNumber, payment.receipt_number ?? ''],
        [receiptMessages.date, format.moment(payment.created_at_ms)],
        [receiptMessages.lease, `#${leaseNumber}`],
        [receiptMessages.kind, paymentKindText(intl, payment.type)],
        [receiptMessages.method, labelText(intl, payment.payment_method)],
        [
          receiptMessages.status,
          payment.status in statusMessages
            ? intl.formatMessage(statusMessages[payment.status as keyof typeof statusMessages])
            : payment.status,
        ],
      ]
    : []
  return (
    <Dialog.Root open={payment !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay data-receipt-overlay="" className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          data-receipt=""
          onCloseAutoFocus={onCloseAutoFocus}
          aria-describedby={undefined}
          className={
            'fixed inset-0 z-50 overflow-y-auto bg-white px-2 pt-3 pb-4 shadow-xl outline-none ' +
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-32px)] sm:w-[calc(100%-32px)] sm:max-w-[480px] ' +
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-4 sm:py-4'
          }
        >
          {payment ? (
            <>
              <style>{PRINT_STYLE}</style>
              <Dialog.Close
                aria-label={intl.formatMessage(receiptMessages.close)}
                data-receipt-actions=""
                className="absolute top-2 right-2 rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
              >
                <CloseIcon />
              </Dialog.Close>
              <Dialog.Title className="pr-5 text-2xl font-bold">{intl.formatMessage(receiptMessages.title)}</Dialog.Title>
              <dl className="mt-2 flex flex-col">
                {rows.map(([term, value]) => (
                  <div key={term.id} className={row}>
                    <dt className="text-ink-muted">{intl.formatMessage(term)}</dt>
                    <dd className="text-right font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-1 border-t border-neutral-200 pt-1">
                <AmountTable amount={payment.amount} />
              </div>
              <div data-receipt-actions="" className="mt-3 flex flex-wrap gap-1">
                <button type="button" className={buttonStyles.primary} onClick={() => window.print()}>
                  {intl.formatMessage(receiptMessages.print)}
                </button>
                <Dialog.Close className={buttonStyles.secondary}>{intl.formatMessage(receiptMessages.close)}</Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
