/**
 * /make-a-payment (portal spec §2; the Payments item is active here): what to pay — the next
 * payment with its due date, the past due, the payoff, or another amount between its minimum and
 * maximum — and which saved method to pay with (a link to add one when there is none). The
 * other amount is checked by the server's own rule as typed (lib/amount.ts), then the server
 * reviews the choice: its 400 shows at the amount field, with what was typed kept. The choice is
 * kept for the tab (lib/payment-session.ts) and /review-payment shows its tax and total.
 * A choice kept earlier (back from the review) or handed over ("Pay off now": router state) is
 * taken up after the first render, never during it.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { FormError, TextField } from '@/components/forms/form-fields'
import { Link, useHref } from '@/components/link'
import { Badge } from '@/components/ui/badge'
import { buttonStyles } from '@/components/ui/button-styles'
import { useNewPayment } from '../api/new-payment'
import { reviewPaymentQueryOptions } from '../api/review-payment'
import { customAmountProblem, dollars } from '../lib/amount'
import { ADD_PAYMENT_METHOD_PATH, isNotFound, PAYMENTS_PATH, REVIEW_PAYMENT_PATH, usePortalApiParams } from '@/lib/portal'
import { amountProblemOf } from '../lib/payment-errors'
import { methodLabel, methodSpokenLabel, usePaymentFormat } from '../lib/format'
import { preselectedType } from '../lib/preselect'
import { saveDraft, useKeptDraft } from '../lib/payment-session'
import { isPaymentType, type AmountOption, type CustomBounds, type NewPayment, type PaymentType } from '../lib/types'
import { amountErrorMessages, kindMessages, makeMessages } from '../messages'
import { LoadError, PaymentsSkeleton, textLinkClass } from './page-states'

/** The words of an amount problem (the client's or the server's reason). */
export function useAmountErrorText() {
  const intl = useIntl()
  const format = usePaymentFormat()
  return (reason: string, bounds: CustomBounds | null | undefined) => {
    // Without the bounds at hand (the review page), a bound that moved is a changed amount.
    if (!bounds && (reason === 'above_maximum' || reason === 'below_minimum')) return intl.formatMessage(amountErrorMessages.amount_changed, { min: '', max: '' })
    const values = { min: format.money(bounds?.min ?? 0), max: format.money(bounds?.max ?? 0) }
    const known = reason in amountErrorMessages ? amountErrorMessages[reason as keyof typeof amountErrorMessages] : amountErrorMessages.invalid
    return intl.formatMessage(known, values)
  }
}

const choiceClass = (selected: boolean) =>
  `flex items-start gap-1.5 rounded-card border bg-white p-1.5 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-primary-700 ${
    selected ? 'border-primary ring-1 ring-primary' : 'border-neutral-500'
  }`
const radioClass = 'mt-0.5 size-2.5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none'

export function MakePayment({ leaseGuid, closed }: { leaseGuid: string; closed: boolean }) {
  const intl = useIntl()
  const query = useNewPayment(leaseGuid)
  if (closed) return <p className="rounded-card border border-neutral-200 bg-surface p-2">{intl.formatMessage(makeMessages.closed)}</p>
  if (query.isPending) return <PaymentsSkeleton label={makeMessages.loading} />
  if (query.isError) return <LoadError message={makeMessages.loadError} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  if (query.data.options.length === 0 && !query.data.custom) {
    return <p className="rounded-card border border-neutral-200 bg-surface p-2">{intl.formatMessage(makeMessages.closed)}</p>
  }
  return <PaymentForm leaseGuid={leaseGuid} data={query.data} />
}

function PaymentForm({ leaseGuid, data }: { leaseGuid: string; data: NewPayment }) {
  const intl = useIntl()
  const format = usePaymentFormat()
  const amountErrorText = useAmountErrorText()
  const id = useId()
  const location = useLocation()
  const navigate = useNavigate()
  const reviewHref = useHref(REVIEW_PAYMENT_PATH)
  const params = usePortalApiParams()
  const queryClient = useQueryClient()
  const { options, custom, payment_methods: methods } = data

  // The choice to start from: "Pay off now" (router state), else the payment kept for the tab (back from the review).
  const offered = (kind: string) => (kind === 'custom' ? !!custom : options.some((o) => o.type === kind))
  const asked = preselectedType(location.state)
  const keptDraft = useKeptDraft()
  const kept = keptDraft?.leaseGuid === leaseGuid ? keptDraft : null
  const firstType: PaymentType | null =
    asked && isPaymentType(asked) && offered(asked)
      ? asked
      : kept && offered(kept.paymentType)
        ? kept.paymentType
        : ((options[0]?.type as PaymentType | undefined) ?? (custom ? 'custom' : null))
  const [type, setType] = useState<PaymentType | null>(firstType)
  const [typed, setTyped] = useState(kept?.paymentType === 'custom' ? kept.amount : '')
  const [methodGuid, setMethodGuid] = useState<string | null>(
    (methods.find((m) => m.guid === kept?.methodGuid) ?? methods.find((m) => m.is_default) ?? methods[0])?.guid ?? null,
  )
  const [amountError, setAmountError] = useState<string | null>(null)
  const [methodError, setMethodError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const amountRef = useRef<HTMLInputElement>(null)

  const amountOf = (kind: PaymentType): string | null => {
    if (kind === 'custom') return typed.trim()
    const option = options.find((o) => o.type === kind)
    return option ? dollars(option.amount.pretax) : null
  }

  const submit = async () => {
    if (checking) return
    setFormError(null)
    let bad = false
    if (!type) bad = true
    if (type === 'custom' && custom) {
      const problem = customAmountProblem(typed, custom)
      setAmountError(problem ? amountErrorText(problem, custom) : null)
      if (problem) {
        amountRef.current?.focus()
        bad = true
      }
    } else {
      setAmountError(null)
    }
    const method = methods.find((m) => m.guid === methodGuid)
    setMethodError(method ? null : intl.formatMessage(makeMessages.methodRequired))
    if (bad || !method || !type || !params) return
    const amount = amountOf(type)
    if (!amount) return
    const input = { leaseGuid, methodGuid: method.guid, type, amount }
    const draft = { leaseGuid, methodGuid: method.guid, paymentType: type, amount, methodLabel: method.label, methodType: method.type }
    setChecking(true)
    try {
      // The server's review of exactly this amount: a 400 shows at the field; the answer is the review page's.
      await queryClient.fetchQuery(reviewPaymentQueryOptions(params, input))
    } catch (error) {
      setChecking(false)
      const problem = amountProblemOf(error)
      if (problem && type === 'custom') {
        setAmountError(amountErrorText(problem, custom))
        amountRef.current?.focus()
      } else if (problem) {
        setFormError(amountErrorText(problem, custom))
        void queryClient.invalidateQueries({ queryKey: ['payments'] })
      } else {
        setFormError(isNotFound(error) ? intl.formatMessage(amountErrorMessages.amount_changed, { min: '', max: '' }) : intl.formatMessage(makeMessages.error))
      }
      return
    }
    saveDraft(draft)
    await navigate(reviewHref)
  }

  const hint = (option: AmountOption) => {
    if (option.type === 'next_payment' && option.date) return intl.formatMessage(makeMessages.dueOn, { date: format.day(option.date) })
    if (option.type === 'past_due') return intl.formatMessage(makeMessages.pastDueHint)
    if (option.type === 'payoff' && option.date) return intl.formatMessage(makeMessages.payoffHint, { date: format.day(option.date) })
    return null
  }
  const kindName = (kind: string) => (isPaymentType(kind) ? intl.formatMessage(kindMessages[kind]) : kind)
  const customHintId = `${id}-custom-hint`

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      className="flex max-w-[640px] flex-col gap-3"
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xl font-bold">{intl.formatMessage(makeMessages.amountLegend)}</legend>
        {options.map((option) => {
          const optionId = `${id}-${option.type}`
          const optionHint = hint(option)
          const detail = intl.formatMessage(makeMessages.withTax, { amount: format.money(option.amount.pretax), tax: format.money(option.amount.tax) })
          return (
            <div key={option.type} className={choiceClass(type === option.type)}>
              <input
                id={optionId}
                type="radio"
                name="payment_type"
                value={option.type}
                checked={type === option.type}
                onChange={() => setType(option.type as PaymentType)}
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
                onChange={() => setType('custom')}
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
                  onChange={(event) => {
                    setTyped(event.target.value)
                    setAmountError(null)
                  }}
                />
              </div>
            ) : null}
          </div>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xl font-bold">{intl.formatMessage(makeMessages.methodLegend)}</legend>
        {methods.length === 0 ? (
          <div className="flex flex-col items-start gap-1 rounded-card border border-dashed border-neutral-500 bg-surface p-2">
            <p>{intl.formatMessage(makeMessages.noMethods)}</p>
            <Link to={ADD_PAYMENT_METHOD_PATH} className={buttonStyles.secondary}>
              {intl.formatMessage(makeMessages.addMethod)}
            </Link>
          </div>
        ) : (
          methods.map((method) => {
            const methodId = `${id}-method-${method.guid}`
            return (
              <div key={method.guid} className={choiceClass(methodGuid === method.guid)}>
                <input
                  id={methodId}
                  type="radio"
                  name="payment_method"
                  value={method.guid}
                  checked={methodGuid === method.guid}
                  onChange={() => {
                    setMethodGuid(method.guid)
                    setMethodError(null)
                  }}
                  className={radioClass}
                />
                <label htmlFor={methodId} className="flex grow cursor-pointer flex-wrap items-center gap-1 font-semibold">
                  <span aria-hidden="true">{methodLabel(intl, method)}</span>
                  <span className="sr-only">{methodSpokenLabel(intl, method)}</span>
                  {method.is_default ? <Badge tone="green">{intl.formatMessage(makeMessages.defaultBadge)}</Badge> : null}
                </label>
              </div>
            )
          })
        )}
        {methodError ? <p className="text-sm text-danger">{methodError}</p> : null}
      </fieldset>

      {formError ? <FormError>{formError}</FormError> : null}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={checking || methods.length === 0} aria-busy={checking || undefined} className={buttonStyles.primary}>
          {intl.formatMessage(checking ? makeMessages.reviewing : makeMessages.review)}
        </button>
        <Link to={PAYMENTS_PATH} className={textLinkClass}>
          {intl.formatMessage(makeMessages.cancel)}
        </Link>
      </div>
    </form>
  )
}
