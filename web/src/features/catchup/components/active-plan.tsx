/**
 * The catch-up plan being kept (`fetch_catch_up_plans`' `active_plan`): its status — on track,
 * completed, or ended because a payment was missed — what it spreads, when it was set up, and
 * its payments. On the dashboard's lease overview (ActiveCatchUpPlanCard) and on
 * /catch-up-plans while a plan is kept.
 */
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { useCatchUpPlans } from '../api/fetch-catchup-plans'
import { useCatchUpFormat } from '../hooks/use-catchup-format'
import type { ActiveCatchUpPlan } from '../lib/types'
import { activePlanMessages } from '../messages'
import { PlanPayments } from './plan-payments'

const TONES: Record<string, string> = {
  active: 'bg-primary-50 text-primary-800 ring-primary/30',
  completed: 'bg-primary-50 text-primary-800 ring-primary/30',
  broken: 'bg-red-50 text-danger ring-sale-900/20',
}

export function ActivePlanDetails({ plan, level = 3 }: { plan: ActiveCatchUpPlan; level?: 2 | 3 }) {
  const intl = useIntl()
  const format = useCatchUpFormat()
  const headingId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  const text =
    plan.status === 'completed'
      ? intl.formatMessage(activePlanMessages.completedText)
      : plan.status === 'broken'
        ? intl.formatMessage(activePlanMessages.brokenText)
        : intl.formatMessage(activePlanMessages.activeText, { amount: format.money(plan.past_due.total), count: plan.payments.length })
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-card border p-2 ${plan.status === 'broken' ? 'border-danger/40 bg-red-50' : 'border-neutral-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center gap-1">
        <Heading id={headingId} className="text-lg font-bold">
          {intl.formatMessage(activePlanMessages.heading)}
        </Heading>
        <span
          className={`inline-flex items-center rounded-full px-1 py-0.5 text-sm font-semibold ring-1 ring-inset ${TONES[plan.status] ?? TONES.active}`}
        >
          {intl.formatMessage(activePlanMessages.status, { status: plan.status })}
        </span>
      </div>
      <p className="mt-1">{text}</p>
      <p className="text-sm text-ink-muted">
        {intl.formatMessage(activePlanMessages.submittedOn, { date: format.date(plan.submitted_on) })}
      </p>
      <div className="mt-1.5">
        <PlanPayments payments={plan.payments} label={intl.formatMessage(activePlanMessages.paymentsLabel)} />
      </div>
    </section>
  )
}

/**
 * On the dashboard: the lease's catch-up plan, when one is kept (nothing while it loads, when
 * there is none, or when the call failed — the dashboard has the lease's own figures).
 */
export function ActiveCatchUpPlanCard({ leaseGuid }: { leaseGuid: string }) {
  const query = useCatchUpPlans(leaseGuid)
  const plan = query.data?.active_plan
  return plan ? <ActivePlanDetails plan={plan} /> : null
}
