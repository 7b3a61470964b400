/**
 * /catch-up-plans: the selected lease's catch-up options, chosen with a
 * slider — the selected plan index is 1 unless the customer chose another (or comes back to a
 * choice kept for the tab) — and, for the plan the slider shows, the past-due amount, the plan
 * start date, the schedule interval and each payment with its derived values. Review keeps the
 * choice and goes on to /review-catch-up-plan. Instead: the skeleton while the plans load, the
 * failure with a retry, the plan being kept, nothing past due, or a closed lease.
 */
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Link, useHref } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { DASHBOARD_PATH, REVIEW_CATCHUP_PLAN_PATH } from '@/lib/portal'
import { useCatchUpPlans } from '../api/fetch-catchup-plans'
import { useCatchUpChoice } from '../hooks/use-catchup-choice'
import { useCatchUpFormat } from '../hooks/use-catchup-format'
import { clampPlanIndex } from '../lib/derived'
import { plansMessages } from '../messages'
import { ActivePlanDetails } from './active-plan'
import { PlansLoadError } from './load-error'
import { PlanPayments } from './plan-payments'
import { PlanSlider } from './plan-slider'
import { PlanSummary } from './plan-summary'
import { PlansSkeleton } from './plans-skeleton'

export interface CatchUpPlansProps {
  leaseGuid: string
  /** A closed lease (paid out, returned, charged off): no plan is offered. */
  closed: boolean
}

function DashboardLink() {
  const intl = useIntl()
  return (
    <Link to={DASHBOARD_PATH} className="font-semibold text-primary underline underline-offset-2">
      {intl.formatMessage(plansMessages.backToDashboard)}
    </Link>
  )
}

export function CatchUpPlans({ leaseGuid, closed }: CatchUpPlansProps) {
  const intl = useIntl()
  const format = useCatchUpFormat()
  const query = useCatchUpPlans(leaseGuid)
  const { choice, choose } = useCatchUpChoice(leaseGuid)
  const [picked, setPicked] = useState<number | null>(null)
  const navigate = useNavigate()
  const reviewHref = useHref(REVIEW_CATCHUP_PLAN_PATH)
  const optionsHeadingId = useId()
  const paymentsHeadingId = useId()

  if (query.isPending) return <PlansSkeleton />
  if (query.isError) return <PlansLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />

  const { plans, active_plan: activePlan } = query.data
  if (plans.length === 0) {
    if (activePlan && activePlan.status === 'active') {
      return (
        <div className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">{intl.formatMessage(plansMessages.keepingHeading)}</h2>
          <ActivePlanDetails plan={activePlan} />
          <p>
            <DashboardLink />
          </p>
        </div>
      )
    }
    return (
      <div className="flex flex-col items-start gap-1 rounded-card border border-dashed border-neutral-500 bg-surface p-3">
        <h2 className="text-lg font-bold">{intl.formatMessage(plansMessages.nothingDueHeading)}</h2>
        <p className="text-ink-muted">{intl.formatMessage(closed ? plansMessages.closedText : plansMessages.nothingDueText)}</p>
        <DashboardLink />
      </div>
    )
  }

  // The slider value: what the customer moved it to, else the plan kept for the tab, else index 1.
  const storedIndex = choice ? plans.findIndex((plan) => plan.id === choice.planId) : -1
  const selectedPlanIndex = clampPlanIndex(plans, picked ?? (storedIndex >= 0 ? storedIndex : null))
  const plan = plans[selectedPlanIndex]
  if (!plan) return null

  const review = () => {
    choose(plan.id, selectedPlanIndex)
    void navigate(reviewHref)
  }

  return (
    <div className="flex flex-col gap-3">
      <p>{intl.formatMessage(plansMessages.intro)}</p>
      <section
        aria-labelledby={optionsHeadingId}
        className="flex flex-col gap-2 rounded-card border border-neutral-200 bg-white p-2 md:p-3"
      >
        <h2 id={optionsHeadingId} className="text-xl font-bold">
          {intl.formatMessage(plansMessages.optionsHeading)}
        </h2>
        <PlanSlider plans={plans} selectedPlanIndex={selectedPlanIndex} onChange={setPicked} />
        <p className="rounded-card bg-primary-50 p-1.5 font-semibold text-primary-800">
          {intl.formatMessage(plansMessages.sliderSummary, { count: plan.payments.length, date: format.date(plan.start_date) })}
        </p>
        <PlanSummary plan={plan} />
      </section>
      {activePlan ? <ActivePlanDetails plan={activePlan} level={2} /> : null}
      <section aria-labelledby={paymentsHeadingId} className="flex flex-col gap-1.5">
        <h2 id={paymentsHeadingId} className="text-xl font-bold">
          {intl.formatMessage(plansMessages.paymentsHeading)}
        </h2>
        <PlanPayments payments={plan.payments} labelledBy={paymentsHeadingId} />
      </section>
      <div>
        <button type="button" onClick={review} className={buttonStyles.primary}>
          {intl.formatMessage(plansMessages.review)}
        </button>
      </div>
    </div>
  )
}
