/**
 * A catch-up plan's payments, one card each (phones first: four short cards read better than a
 * wide table): the date, what is charged that day — each payment = total rent + tax — and its
 * parts: the regular payment (total rent − rent amount), the catch-up amount (the rent amount)
 * and the tax (lib/derived.ts).
 */
import { useIntl } from 'react-intl'
import { useCatchUpFormat } from '../hooks/use-catchup-format'
import { planPaymentValues } from '../lib/derived'
import type { CatchUpPayment } from '../lib/types'
import { scheduleMessages } from '../messages'

function Part({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-1">
      <dt className="text-ink-muted">{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}

export function PlanPayments({
  payments,
  labelledBy,
  label,
}: {
  payments: readonly CatchUpPayment[]
  labelledBy?: string
  label?: string
}) {
  const intl = useIntl()
  const format = useCatchUpFormat()
  return (
    <ol aria-labelledby={labelledBy} aria-label={label} className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
      {payments.map((payment, index) => {
        const values = planPaymentValues(payment)
        return (
          <li key={`${payment.date}-${index}`} className="flex flex-col gap-1 rounded-card border border-neutral-200 bg-white p-2">
            <p className="text-sm font-semibold text-ink-muted">
              {intl.formatMessage(scheduleMessages.paymentOf, { number: index + 1, count: payments.length })}
            </p>
            <p className="font-semibold">{format.date(values.date)}</p>
            <dl className="flex flex-col gap-0.5 text-sm">
              <Part term={intl.formatMessage(scheduleMessages.regularPayment)} value={format.money(values.regularPayment)} />
              <Part term={intl.formatMessage(scheduleMessages.catchUpShare)} value={format.money(values.catchUpShare)} />
              <Part term={intl.formatMessage(scheduleMessages.tax)} value={format.money(values.tax)} />
              <div className="mt-0.5 flex justify-between gap-1 border-t border-neutral-200 pt-0.5 text-base font-bold">
                <dt>{intl.formatMessage(scheduleMessages.eachPayment)}</dt>
                <dd>{format.money(values.eachPayment)}</dd>
              </div>
            </dl>
          </li>
        )
      })}
    </ol>
  )
}
