import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useCatchUpFormat } from '../hooks/use-catchup-format'
import { planTotals } from '../lib/derived'
import { intervalText } from '../lib/interval'
import type { CatchUpPlan } from '../lib/types'
import { plansMessages, scheduleMessages } from '../messages'

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col border-b border-neutral-200 py-1">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  )
}

/**
 * What a plan is: the past-due amount it spreads, the plan start date and the
 * schedule interval; with `full`, also the number of payments and their total (the review).
 */
export function PlanSummary({ plan, full = false }: { plan: CatchUpPlan; full?: boolean }) {
  const intl = useIntl()
  const format = useCatchUpFormat()
  return (
    <dl className="grid gap-x-2 sm:grid-cols-2 lg:grid-cols-3">
      <Term term={intl.formatMessage(plansMessages.pastDueAmount)}>
        {format.money(plan.past_due.total)}
        <span className="block text-sm font-normal text-ink-muted">
          {intl.formatMessage(plansMessages.taxIncluded, { tax: format.money(plan.past_due.tax) })}
        </span>
      </Term>
      <Term term={intl.formatMessage(plansMessages.startDate)}>{format.date(plan.start_date)}</Term>
      <Term term={intl.formatMessage(plansMessages.interval)}>{intervalText(intl, plan.frequency)}</Term>
      {full ? (
        <>
          <Term term={intl.formatMessage(scheduleMessages.installments)}>{intl.formatNumber(plan.payments.length)}</Term>
          <Term term={intl.formatMessage(scheduleMessages.totalOfPayments)}>{format.money(planTotals(plan.payments).allPayments)}</Term>
        </>
      ) : null}
    </dl>
  )
}
