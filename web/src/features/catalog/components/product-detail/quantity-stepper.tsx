import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { canStep, normalizeQuantity, stepQuantity, type QuantityRule } from '../../lib/quantity'
import { productMessages } from '../../messages/product'
import { focusRing } from './styles'

interface Props {
  quantity: number
  rule: QuantityRule
  onChange: (quantity: number) => void
}

const stepButton =
  `relative inline-flex size-6 items-center justify-center text-xl font-bold text-primary hover:bg-primary-50 focus-visible:z-10 ` +
  `disabled:cursor-not-allowed disabled:text-ink-muted/60 disabled:hover:bg-transparent ${focusRing}`

/**
 * The quantity: minus and plus buttons around a number field. It starts at the product's
 * minimum, moves by its step and never goes below the minimum; a typed value is rounded up to a
 * valid one when the field is left (3 tires → 4).
 */
export function QuantityStepper({ quantity, rule, onChange }: Props) {
  const intl = useIntl()
  const id = useId()
  const hintId = `${id}-hint`
  // What is being typed, until it is a valid quantity or the field is left.
  const [draft, setDraft] = useState<string | null>(null)
  const hint =
    rule.step > 1
      ? intl.formatMessage(productMessages.quantitySteps, { min: rule.min, step: rule.step })
      : rule.min > 1
        ? intl.formatMessage(productMessages.quantityMinimum, { min: rule.min })
        : undefined

  const commit = () => {
    if (draft === null) return
    setDraft(null)
    onChange(normalizeQuantity(Number.parseInt(draft, 10), rule))
  }
  const step = (direction: 1 | -1) => {
    setDraft(null)
    onChange(stepQuantity(quantity, direction, rule))
  }

  return (
    <div className="mt-3">
      <label htmlFor={id} className="block font-semibold">
        {intl.formatMessage(productMessages.quantity)}
      </label>
      <div className="mt-1 inline-flex items-center rounded-card border-2 border-ink-muted/60">
        <button
          type="button"
          aria-label={intl.formatMessage(productMessages.decrease)}
          disabled={!canStep(quantity, -1, rule)}
          onClick={() => step(-1)}
          className={`${stepButton} rounded-s-[10px]`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={rule.min}
          step={rule.step}
          value={draft ?? String(quantity)}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            const typed = event.target.value
            const value = Number(typed)
            if (typed !== '' && Number.isInteger(value) && normalizeQuantity(value, rule) === value) {
              setDraft(null)
              onChange(value)
            } else {
              setDraft(typed)
            }
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit()
          }}
          className={`relative h-6 w-8 border-x-2 focus-visible:z-10 border-ink-muted/60 text-center text-lg font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${focusRing} focus-visible:outline-offset-0`}
        />
        <button
          type="button"
          aria-label={intl.formatMessage(productMessages.increase)}
          disabled={!canStep(quantity, 1, rule)}
          onClick={() => step(1)}
          className={`${stepButton} rounded-e-[10px]`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  )
}
