/**
 * The slider that chooses among the plans: a native range
 * input — keyboard (arrows, Home, End) and touch for free, no library — labelled, its hint
 * attached, its value said in words ("3 payments") rather than as the index it holds, with each
 * stop written under it.
 */
import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { CatchUpPlan } from '../lib/types'
import { plansMessages } from '../messages'

export function PlanSlider({
  plans,
  selectedPlanIndex,
  onChange,
}: {
  plans: readonly CatchUpPlan[]
  selectedPlanIndex: number
  onChange: (selectedPlanIndex: number) => void
}) {
  const intl = useIntl()
  const id = useId()
  const hintId = `${id}-hint`
  const count = (plan: CatchUpPlan | undefined) => intl.formatMessage(plansMessages.sliderValue, { count: plan?.payments.length ?? 0 })
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {intl.formatMessage(plansMessages.sliderLabel)}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {intl.formatMessage(plansMessages.sliderHint)}
      </p>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(plans.length - 1, 0)}
        step={1}
        value={selectedPlanIndex}
        aria-valuetext={count(plans[selectedPlanIndex])}
        aria-describedby={hintId}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="h-4 w-full cursor-pointer accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
      />
      <div aria-hidden="true" className="flex justify-between text-sm">
        {plans.map((plan, index) => (
          <span key={plan.id} className={index === selectedPlanIndex ? 'font-bold text-primary' : 'text-ink-muted'}>
            {count(plan)}
          </span>
        ))}
      </div>
    </div>
  )
}
