/** "Your Approved Amount" and the amount in dollars with two decimals (the approval is in cents). */
import { useIntl } from 'react-intl'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import { leaseWindowMessages as m } from '../messages/lease-window'

export function ApprovedAmount({ cents, size = 'large' }: { cents: number; size?: 'large' | 'medium' }) {
  const intl = useIntl()
  return (
    <p className="flex flex-col">
      <span className="font-semibold">{intl.formatMessage(m.approvedAmount)}</span>
      <span className={size === 'large' ? 'text-3xl font-bold' : 'text-2xl font-bold'}>
        {moneyFormat(intl.locale, 'USD')(fromCents(cents))}
      </span>
    </p>
  )
}
