import { useId, type Ref } from 'react'
import { useIntl } from 'react-intl'
import { TextField } from '@/components/forms/form-fields'
import { usePaymentFormat } from '../lib/format'
import { isPaymentType, type AmountOption, type CustomBounds, type PaymentType } from '../lib/types'
import { kindMessages, makeMessages } from '../messages'
import { choiceClass, radioClass } from './choice-styles'

interface AmountChoicesProps {
  options: AmountOption[]
  custom: CustomBounds | null | undefined
  type: PaymentType | null
  onType: (type: PaymentType) => void
  typed: string
  onTyped: (value: string) => void
  amountRef: Ref<HTMLInputElement>
  amountError: string | null
}

/** What to pay: each amount offered (with its date or note, and its tax), or another amount between its bounds. */
export function AmountChoices({ options, custom, type, onType, typed, onTyped, amountRef, amountError }: AmountChoicesProps) {
  const intl = useIntl()
  const format = usePaymentFormat()
  const id = useId()

  const hint = (option: AmountOption) => {
    if (option.type === 'next_payment' && option.date) return intl.formatMessage(makeMessages.dueOn, { date: format.day(option.date) })
    if (option.type === 'past_due') return intl.formatMessage(makeMessages.pastDueHint)
    if (option.type === 'payoff' && option.date) return intl.formatMessage(makeMessages.payoffHint, { date: format.day(option.date) })
    return null
  }
  const kindName = (kind: string) => (isPaymentType(kind) ? intl.formatMessage(kindMessages[kind]) : kind)
  const customHintId = `${id}-custom-hint`

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xl font-bold">{intl.formatMessage(makeMessages.amountLegend)}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.type}`
        const optionHint = hint(option)
        const detail = intl.formatMessage(makeMessages.withTax, {
          amount: format.money(option.amount.pretax),
          tax: format.money(option.amount.tax),
        })
        return (
          <div key={option.type} className={choiceClass(type === option.type)}>
            <input
              id={optionId}
              type="radio"
              name="payment_type"
              value={option.type}
              checked={type === option.type}
              onChange={() => onType(option.type as PaymentType)}
              aria-describedby={`${optionId}-detail`}
              className={radioClass}
            />
            <div className="flex grow flex-col">
              <label htmlFor={optionId} className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-semibold">{kindName(option.type)}</span>{' '}
                <span className="text-lg font-bold">{format.money(option.amount.total)}</span>
              </label>
              <p id={`${optionId}-detail`} className="text-sm text-ink-muted">
                {[optionHint, detail].filter(Boolean).join(' · ')}
              </p>
            </div>
          </div>
        )
      })}
      {custom ? (
        <div className={`${choiceClass(type === 'custom')} flex-col`}>
          <div className="flex items-start gap-1.5">
            <input
              id={`${id}-custom`}
              type="radio"
              name="payment_type"
              value="custom"
              checked={type === 'custom'}
              onChange={() => onType('custom')}
              aria-describedby={customHintId}
              className={radioClass}
            />
            <label htmlFor={`${id}-custom`} className="grow cursor-pointer font-semibold">
              {kindName('custom')}
            </label>
          </div>
          <p id={customHintId} className="pl-4 text-sm text-ink-muted">
            {intl.formatMessage(makeMessages.customHint, { min: format.money(custom.min), max: format.money(custom.max) })}
          </p>
          {type === 'custom' ? (
            <div className="pl-4">
              <TextField
                ref={amountRef}
                label={intl.formatMessage(makeMessages.customLabel)}
                inputMode="decimal"
                autoComplete="off"
                name="amount"
                value={typed}
                error={amountError ?? undefined}
                describedBy={customHintId}
                onChange={(event) => onTyped(event.target.value)}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}
