import { useId } from 'react'
import { useIntl } from 'react-intl'
import { methodSpokenLabel } from '../lib/method-label'
import type { PaymentMethod } from '../lib/types'
import { autopayMessages } from '../messages'

export interface AutopaySwitchProps {
  /** On as the server has it, or as asked while the change is sent. */
  on: boolean
  defaultMethod: PaymentMethod | null
  /** No change can be made now (no method, a closed lease, a change being sent). */
  disabled: boolean
  busy: boolean
  onChange: (on: boolean) => void
}

/**
 * Autopay on or off: a switch (a button with the switch role and its state, as Radix Switch
 * makes it: Space and Enter toggle it, its label names it, what it does describes it). Without a
 * method it is disabled, and says why.
 */
export function AutopaySwitch({ on, defaultMethod, disabled, busy, onChange }: AutopaySwitchProps) {
  const intl = useIntl()
  const id = useId()
  const descriptionId = `${id}-description`
  const hintId = `${id}-hint`
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-neutral-200 bg-white p-2">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {intl.formatMessage(autopayMessages.heading)}
      </h2>
      <p id={descriptionId} className="mt-0.5 text-ink-muted">
        {defaultMethod
          ? intl.formatMessage(autopayMessages.description, { method: methodSpokenLabel(intl, defaultMethod) })
          : intl.formatMessage(autopayMessages.descriptionNoDefault)}
      </p>
      {defaultMethod ? null : (
        <p id={hintId} className="mt-0.5 text-sm font-semibold">
          {intl.formatMessage(autopayMessages.noMethodHint)}
        </p>
      )}
      <div className="mt-1.5 flex items-center gap-1.5">
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          disabled={disabled}
          aria-busy={busy || undefined}
          aria-describedby={defaultMethod ? descriptionId : `${descriptionId} ${hintId}`}
          onClick={() => onChange(!on)}
          className={`inline-flex h-4 w-8 shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:opacity-60 ${
            on ? 'bg-primary' : 'bg-ink/60'
          }`}
        >
          <span aria-hidden="true" className={`size-3 rounded-full bg-white shadow-sm transition-transform ${on ? 'translate-x-4' : ''}`} />
        </button>
        <label htmlFor={id} className={`font-semibold ${disabled ? 'text-ink-muted' : 'cursor-pointer'}`}>
          {intl.formatMessage(autopayMessages.label)}
        </label>
      </div>
    </section>
  )
}
