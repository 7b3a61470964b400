/**
 * /submit-catch-up-plan: sends the plan the review submitted — once, with the
 * `Idempotency-Key` kept with the choice, so a reload of this page, TanStack's own resend of an
 * unanswered attempt or Try again after a failure that may not have run is the same submit and
 * never sets up two plans — and shows how it went: the plan set up, the lease's status and the
 * plan's payments; "This offer has changed" (409 plan_not_offered) with the way to today's
 * options; any other failure in words with Try again. The result's heading takes the focus.
 */
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { DASHBOARD_PATH, isUnsettled } from '@/lib/portal'
import { useSubmitCatchUpPlan } from '../api/submit-catchup-plan'
import { useCatchUpChoice } from '../hooks/use-catchup-choice'
import { useCatchUpFormat } from '../hooks/use-catchup-format'
import { isLeaseClosed, isPlanNotOffered } from '../lib/catchup-errors'
import type { SubmittedPlan } from '../lib/types'
import { activePlanMessages, plansMessages, reviewMessages, submitMessages } from '../messages'
import { ChoiceNotice } from './choice-notice'
import { PlanPayments } from './plan-payments'

export interface SubmitCatchUpPlanProps {
  leaseGuid: string
  /** After the plan was set up (src/app: the lease's status changed, so its queries are refetched). */
  onSubmitted?: (result: SubmittedPlan) => void
}

export function SubmitCatchUpPlan({ leaseGuid, onSubmitted }: SubmitCatchUpPlanProps) {
  const intl = useIntl()
  const format = useCatchUpFormat()
  const { choice, renewSubmit } = useCatchUpChoice(leaseGuid)
  const submit = useSubmitCatchUpPlan(leaseGuid, { onSubmitted })
  const { mutate } = submit
  const sent = useRef<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const planId = choice?.planId
  const key = choice?.submitKey
  // Sent when the page opens with a submitted choice: once per key (a ref, so StrictMode's second
  // run of the effect does not send it again).
  useEffect(() => {
    if (!planId || !key || sent.current === key) return
    sent.current = key
    mutate({ planId, key })
  }, [planId, key, mutate])

  const outcome = submit.isSuccess ? 'success' : submit.isError ? 'error' : null
  useEffect(() => {
    if (outcome) headingRef.current?.focus()
  }, [outcome])

  if (!planId || !key) {
    return <ChoiceNotice heading={reviewMessages.noChoiceHeading} text={reviewMessages.noChoiceText} link={reviewMessages.chooseLink} />
  }

  if (submit.isSuccess) {
    const { plan, lease_status: leaseStatus } = submit.data
    return (
      <div className="flex flex-col gap-2">
        <div role="status" className="flex flex-col gap-1 rounded-card border border-primary/30 bg-primary-50 p-2 md:p-3">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-primary-800 outline-none">
            {intl.formatMessage(submitMessages.successHeading)}
          </h2>
          <p>{intl.formatMessage(submitMessages.successText)}</p>
          <p className="font-semibold">{intl.formatMessage(submitMessages.leaseStatus, { status: leaseStatus })}</p>
          <p className="text-sm">
            {intl.formatMessage(activePlanMessages.activeText, { amount: format.money(plan.past_due.total), count: plan.payments.length })}
          </p>
        </div>
        <PlanPayments payments={plan.payments} label={intl.formatMessage(activePlanMessages.paymentsLabel)} />
        <div>
          <Link to={DASHBOARD_PATH} className={buttonStyles.primary}>
            {intl.formatMessage(submitMessages.goToDashboard)}
          </Link>
        </div>
      </div>
    )
  }

  if (submit.isError) {
    const { error } = submit
    if (isPlanNotOffered(error)) {
      return (
        <ChoiceNotice
          heading={reviewMessages.offerChangedHeading}
          text={reviewMessages.offerChangedText}
          link={reviewMessages.freshOptions}
          tone="alert"
          headingRef={headingRef}
        />
      )
    }
    const unsettled = isUnsettled(error)
    const closed = isLeaseClosed(error)
    const text = unsettled ? submitMessages.unavailableText : closed ? submitMessages.closedText : submitMessages.genericText
    const retry = () => {
      if (submit.isPending) return
      // Maybe run (no answer, 5xx, still running): the same submit, same key. Answered for good: a new one.
      const retryKey = unsettled ? key : renewSubmit()
      if (!retryKey) return
      sent.current = retryKey
      mutate({ planId, key: retryKey })
    }
    return (
      <div role="alert" className="flex flex-col items-start gap-1 rounded-card border border-danger/40 bg-red-50 p-3">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold outline-none">
          {intl.formatMessage(submitMessages.failedHeading)}
        </h2>
        <p>{intl.formatMessage(text)}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {closed ? null : (
            <button type="button" onClick={retry} className={buttonStyles.primary}>
              {intl.formatMessage(plansMessages.retry)}
            </button>
          )}
          <Link to={DASHBOARD_PATH} className="font-semibold text-primary underline underline-offset-2">
            {intl.formatMessage(plansMessages.backToDashboard)}
          </Link>
        </div>
      </div>
    )
  }

  // Sending (or about to): busy, nothing to press.
  return (
    <div aria-busy="true" className="flex flex-col items-center gap-1 rounded-card border border-neutral-200 bg-white p-3">
      <span aria-hidden="true" className="size-3 animate-spin rounded-full border-3 border-primary-100 border-t-primary" />
      <p role="status" className="font-semibold">
        {intl.formatMessage(submitMessages.submitting)}
      </p>
    </div>
  )
}
