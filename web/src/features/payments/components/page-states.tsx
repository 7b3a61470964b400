import { useIntl, type MessageDescriptor } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { historyMessages } from '../messages'

/** The shape of a payment page while it loads: `rows` cards, pulsing; `label` is read out. */
export function PaymentsSkeleton({ label, rows = 3 }: { label: MessageDescriptor; rows?: number }) {
  const intl = useIntl()
  const bar = 'rounded-full bg-neutral-200'
  return (
    <div role="status" className="flex flex-col gap-1.5">
      <span className="sr-only">{intl.formatMessage(label)}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-1.5">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-2 rounded-card border border-neutral-200 bg-white p-2">
            <div className="size-5 rounded-lg bg-neutral-200" />
            <div className="flex grow flex-col gap-1">
              <div className={`${bar} h-2.5 w-1/2`} />
              <div className={`${bar} h-2 w-2/3`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}

/** A load that failed: what failed (an alert) and a retry. */
export function LoadError({ message, retrying, onRetry }: { message: MessageDescriptor; retrying: boolean; onRetry: () => void }) {
  const intl = useIntl()
  return (
    <div className="rounded-card border border-neutral-200 bg-white p-3">
      <p role="alert">{intl.formatMessage(message)}</p>
      <button type="button" disabled={retrying} onClick={onRetry} className={`${buttonStyles.secondary} mt-2`}>
        {intl.formatMessage(historyMessages.retry)}
      </button>
    </div>
  )
}

export const textLinkClass =
  'rounded font-semibold text-primary underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
