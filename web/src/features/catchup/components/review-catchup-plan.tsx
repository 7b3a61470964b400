/**
 * /review-catch-up-plan: the plan chosen on /catch-up-plans — kept for the tab,
 * so a reload finds it — with what submitting it does, Back (to the options, the choice kept)
 * and Submit, which keeps the submit's `Idempotency-Key` with the choice (made here, in the
 * click) and goes on to /submit-catch-up-plan, which sends it. Instead: no plan chosen, the
 * plan chosen already kept (Back from the result), or the plan chosen no longer among today's
 * ("This offer has changed").
 */
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Link, useHref } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { CATCHUP_PLANS_PATH, DASHBOARD_PATH, SUBMIT_CATCHUP_PLAN_PATH } from '@/lib/portal'
import { useCatchUpPlans } from '../api/fetch-catchup-plans'
import { useCatchUpChoice } from '../hooks/use-catchup-choice'
import { reviewMessages, submitMessages } from '../messages'
import { ActivePlanDetails } from './active-plan'
import { ChoiceNotice } from './choice-notice'
import { PlansLoadError } from './load-error'
import { PlanPayments } from './plan-payments'
import { PlanSummary } from './plan-summary'
import { PlansSkeleton } from './plans-skeleton'

export function ReviewCatchUpPlan({ leaseGuid }: { leaseGuid: string }) {
  const intl = useIntl()
  const query = useCatchUpPlans(leaseGuid)
  const { choice, startSubmit } = useCatchUpChoice(leaseGuid)
  const navigate = useNavigate()
  const submitHref = useHref(SUBMIT_CATCHUP_PLAN_PATH)
  const [submitting, setSubmitting] = useState(false)
  const summaryId = useId()

  if (!choice)
    return <ChoiceNotice heading={reviewMessages.noChoiceHeading} text={reviewMessages.noChoiceText} link={reviewMessages.chooseLink} />
  if (query.isPending) return <PlansSkeleton />
  if (query.isError) return <PlansLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />

  const plan = query.data.plans.find((offered) => offered.id === choice.planId)
  const kept = query.data.active_plan
  if (!plan && kept?.id === choice.planId && kept.status === 'active') {
    // This very plan was submitted already (Back from the result): it is kept, not offered.
    return (
      <div className="flex flex-col gap-2">
        <ActivePlanDetails plan={kept} level={2} />
        <div>
          <Link to={DASHBOARD_PATH} className={buttonStyles.primary}>
            {intl.formatMessage(submitMessages.goToDashboard)}
          </Link>
        </div>
      </div>
    )
  }
  if (!plan) {
    return (
      <ChoiceNotice
        heading={reviewMessages.offerChangedHeading}
        text={reviewMessages.offerChangedText}
        link={reviewMessages.freshOptions}
        tone="alert"
      />
    )
  }

  const submit = () => {
    if (submitting) return
    if (!startSubmit()) return
    setSubmitting(true)
    void navigate(submitHref)
  }

  return (
    <div className="flex flex-col gap-3">
      <p>{intl.formatMessage(reviewMessages.intro)}</p>
      <section aria-labelledby={summaryId} className="flex flex-col gap-1 rounded-card border border-neutral-200 bg-white p-2 md:p-3">
        <h2 id={summaryId} className="text-xl font-bold">
          {intl.formatMessage(reviewMessages.summaryHeading)}
        </h2>
        <PlanSummary plan={plan} full />
        <div className="mt-1">
          <PlanPayments payments={plan.payments} labelledBy={summaryId} />
        </div>
      </section>
      <p className="rounded-card bg-surface p-2 text-sm">{intl.formatMessage(reviewMessages.terms, { count: plan.payments.length })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={submit} disabled={submitting} aria-busy={submitting || undefined} className={buttonStyles.primary}>
          {intl.formatMessage(reviewMessages.submit)}
        </button>
        <Link to={CATCHUP_PLANS_PATH} className={buttonStyles.secondary}>
          {intl.formatMessage(reviewMessages.back)}
        </Link>
      </div>
    </div>
  )
}
