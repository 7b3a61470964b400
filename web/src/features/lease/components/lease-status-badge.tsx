import { useIntl } from 'react-intl'
import { leaseStatusText } from '../lib/lease-status'

const TONES: Record<string, string> = {
  Active: 'bg-primary-50 text-primary-800 ring-primary/30',
  PaidOut: 'bg-primary-50 text-primary-800 ring-primary/30',
  PastDue: 'bg-red-50 text-danger ring-sale-900/20',
  ChargedOff: 'bg-red-50 text-danger ring-sale-900/20',
}
const NEUTRAL = 'bg-surface text-ink ring-sale-900/20'

/** A lease's status as a word in a pill (green in good standing or owned, red when behind). */
export function LeaseStatusBadge({ status }: { status: string }) {
  const intl = useIntl()
  return (
    <span
      className={`inline-flex items-center rounded-full px-1 py-0.5 text-sm font-semibold ring-1 ring-inset ${TONES[status] ?? NEUTRAL}`}
    >
      {leaseStatusText(intl, status)}
    </span>
  )
}
