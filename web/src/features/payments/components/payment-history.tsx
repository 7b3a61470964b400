/**
 * /payments: the selected lease's payments, newest first, ten a page with a
 * pager; each with its day, what was paid, the method masked to its last 4, the total and its
 * status in words; a settled one opens its receipt. Or, instead, the skeleton while they load,
 * the failure with a retry, or the empty state. "Make a payment" leads to /make-a-payment.
 */
import { useId, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { MAKE_A_PAYMENT_PATH } from '@/lib/portal'
import { usePayments } from '../api/view-payments'
import { labelText, usePaymentFormat } from '../lib/format'
import { paymentKindText } from '../lib/kind-text'
import type { Payment } from '../lib/types'
import { historyMessages, statusMessages } from '../messages'
import { LoadError, PaymentsSkeleton } from './page-states'
import { ReceiptDialog } from './receipt-dialog'

const STATUS_TONE: Record<string, string> = {
  settled: 'bg-primary-50 text-primary-800 ring-primary/30',
  pending: 'bg-sale-100 text-sale-900 ring-sale-900/20',
  declined: 'bg-red-50 text-danger ring-danger/30',
  failed: 'bg-red-50 text-danger ring-danger/30',
}

export function PaymentHistory({ leaseGuid, leaseNumber, closed }: { leaseGuid: string; leaseNumber: string; closed: boolean }) {
  const intl = useIntl()
  const [page, setPage] = useState(1)
  const query = usePayments(leaseGuid, page)
  const headingId = useId()
  const [receipt, setReceipt] = useState<Payment | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const listRef = useRef<HTMLHeadingElement>(null)

  const makePayment = closed ? null : (
    <Link to={MAKE_A_PAYMENT_PATH} className={buttonStyles.primary}>
      {intl.formatMessage(historyMessages.makePayment)}
    </Link>
  )

  let content
  if (query.isPending) content = <PaymentsSkeleton label={historyMessages.loading} />
  else if (query.isError)
    content = <LoadError message={historyMessages.loadError} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  else if (query.data.total === 0) {
    content = (
      <div className="flex flex-col items-start gap-1 rounded-card border border-dashed border-neutral-500 bg-surface p-3">
        <h3 className="text-lg font-bold">{intl.formatMessage(historyMessages.emptyHeading)}</h3>
        <p className="text-ink-muted">{intl.formatMessage(historyMessages.emptyText)}</p>
      </div>
    )
  } else {
    const { payments, pages } = query.data
    const shown = query.data.page
    const go = (to: number) => {
      setPage(to)
      listRef.current?.focus()
    }
    content = (
      <>
        <ul aria-labelledby={headingId} aria-busy={query.isPlaceholderData || undefined} className="flex flex-col gap-1.5">
          {payments.map((payment) => (
            <PaymentItem
              key={payment.guid}
              payment={payment}
              onReceipt={(element) => {
                opener.current = element
                setReceipt(payment)
              }}
            />
          ))}
        </ul>
        {pages > 1 ? (
          <nav
            aria-label={intl.formatMessage(historyMessages.pagerLabel)}
            className="mt-2 flex flex-wrap items-center justify-between gap-1"
          >
            <button
              type="button"
              disabled={shown <= 1 || query.isFetching}
              onClick={() => go(shown - 1)}
              className={buttonStyles.secondary}
            >
              {intl.formatMessage(historyMessages.previous)}
            </button>
            <p aria-live="polite">{intl.formatMessage(historyMessages.pageOf, { page: shown, pages })}</p>
            <button
              type="button"
              disabled={shown >= pages || query.isFetching}
              onClick={() => go(shown + 1)}
              className={buttonStyles.secondary}
            >
              {intl.formatMessage(historyMessages.next)}
            </button>
          </nav>
        ) : null}
      </>
    )
  }

  return (
    <div className="flex flex-col gap-2">
      {makePayment ? <div>{makePayment}</div> : null}
      <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
        <h2 id={headingId} ref={listRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {intl.formatMessage(historyMessages.historyHeading)}
        </h2>
        {content}
      </section>
      <ReceiptDialog
        payment={receipt}
        leaseNumber={leaseNumber}
        onClose={() => setReceipt(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          opener.current?.focus()
        }}
      />
    </div>
  )
}

function PaymentItem({ payment, onReceipt }: { payment: Payment; onReceipt: (opener: HTMLElement) => void }) {
  const intl = useIntl()
  const format = usePaymentFormat()
  const kind = paymentKindText(intl, payment.type)
  const status =
    payment.status in statusMessages ? intl.formatMessage(statusMessages[payment.status as keyof typeof statusMessages]) : payment.status
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-card border border-neutral-200 bg-white p-2">
      <div className="min-w-0">
        <p className="font-semibold">{format.moment(payment.created_at_ms)}</p>
        <p className="text-sm text-ink-muted">
          {intl.formatMessage(historyMessages.paymentSummary, { kind, method: labelText(intl, payment.payment_method) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-lg font-bold">{format.money(payment.amount.total)}</span>
        <span
          className={`inline-flex items-center rounded-full px-1 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[payment.status] ?? STATUS_TONE.pending}`}
        >
          {status}
        </span>
        {payment.status === 'settled' && payment.receipt_number ? (
          <button
            type="button"
            aria-label={intl.formatMessage(historyMessages.viewReceiptNamed, { receiptNumber: payment.receipt_number })}
            onClick={(event) => onReceipt(event.currentTarget)}
            className="inline-flex min-h-6 items-center rounded-lg px-1.5 font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-primary-700"
          >
            {intl.formatMessage(historyMessages.viewReceipt)}
          </button>
        ) : null}
      </div>
    </li>
  )
}
