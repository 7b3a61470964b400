import { useIntl } from 'react-intl'
import { usePaymentFormat } from '../lib/format'
import type { Money } from '../lib/types'
import { receiptMessages } from '../messages'

/** Amount, tax and total, as the server gives them (cents), the total stressed. */
export function AmountTable({ amount }: { amount: Money }) {
  const intl = useIntl()
  const format = usePaymentFormat()
  const row = 'flex items-baseline justify-between gap-2 py-0.5'
  return (
    <dl className="flex flex-col">
      <div className={row}>
        <dt className="text-ink-muted">{intl.formatMessage(receiptMessages.amount)}</dt>
        <dd>{format.money(amount.pretax)}</dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">{intl.formatMessage(receiptMessages.tax)}</dt>
        <dd>{format.money(amount.tax)}</dd>
      </div>
      <div className={`${row} mt-0.5 border-t border-neutral-200 pt-1 text-lg font-bold`}>
        <dt>{intl.formatMessage(receiptMessages.total)}</dt>
        <dd>{format.money(amount.total)}</dd>
      </div>
    </dl>
  )
}
