/**
 * "Estimate your lease": a cash price (in dollars, read exactly into cents) and how often the
 * shopper is paid in; the lease the shopper would sign out, as the server's servicing rules make
 * it (lib/lease-estimate.ts). Rental-purchase disclosure: wherever the payment is stated, the number
 * of payments and the total cost to own are stated beside it, in full, never behind a control;
 * the 90-day early purchase option and whether tax is included come with them.
 *
 * The fields are checked here first (required, above zero, at most the advertised approval
 * amount); the server checks them again, and a 400 naming a field shows at that field. Nothing is
 * asked while rendering: the estimate is fetched when the shopper submits (render stays pure for
 * the server). Load it from a lazily loaded route only, never from the app shell: its classes
 * come with styles/later.css, like the marketplace's pages.
 */
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl, type IntlShape } from 'react-intl'
import { FormError, TextField } from '@/components/forms/form-fields'
import { leaseQuoteMessages } from '@/components/lease-quote/lease-quote-messages'
import { PayFrequencyOptions } from '@/components/lease-quote/pay-frequency-options'
import { buttonStyles } from '@/components/ui/button-styles'
import { ApiError } from '@/lib/api-client'
import { PAY_FREQUENCIES, useEstimate, type EstimateRequest, type LeaseEstimate as Estimate, type PayFrequency } from '@/lib/lease-estimate'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import { ADVERTISED_APPROVAL_CENTS } from '../lib/marketplace-links'
import { estimateMessages as messages } from '../messages/estimate'
import '@/styles/later.css'

export interface LeaseEstimateProps {
  /** The retailer the estimate is shown on: named in the heading. */
  retailerName?: string
  /** The shopper's state (two letters), when known: the estimate then includes its sales tax. */
  state?: string
}

interface EstimateForm {
  cashPrice: string
  payFrequency: PayFrequency
}

type CashPriceProblem = 'required' | 'invalid' | 'zero' | 'tooHigh'

/**
 * The cents of a typed cash price (`549`, `549.9`, `$1,025.50`), read exactly (never through a
 * float), or why it is not one: empty, not dollars and cents, zero, above `maxCents`.
 */
function readCashPrice(typed: string, maxCents: number): { cents: number } | { problem: CashPriceProblem } {
  const trimmed = typed.trim().replace(/^\$\s*/, '')
  if (trimmed === '') return { problem: 'required' }
  // A comma only groups thousands (`1,025.50`); `25,50` is refused rather than read as 2,550.
  if (trimmed.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed)) return { problem: 'invalid' }
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(trimmed.replaceAll(',', ''))
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === '')) return { problem: 'invalid' }
  if (whole.replace(/^0+/, '').length > 9) return { problem: 'tooHigh' }
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (cents === 0) return { problem: 'zero' }
  if (cents > maxCents) return { problem: 'tooHigh' }
  return { cents }
}

const cashPriceMessage = (problem: CashPriceProblem, intl: IntlShape, max: string): string =>
  problem === 'required'
    ? intl.formatMessage(messages.cashPriceRequired)
    : problem === 'zero'
      ? intl.formatMessage(messages.cashPriceZero)
      : problem === 'tooHigh'
        ? intl.formatMessage(messages.cashPriceTooHigh, { max })
        : intl.formatMessage(messages.cashPriceInvalid)

/** Where the server's refusal goes: at a field, or above the button. */
interface Refusal {
  field: 'cashPrice' | 'payFrequency' | null
  message: string
}

/** The server's 400 (its `parameter` and `reason`) in the shopper's words; anything else, "try again". */
function refusalOf(error: unknown, intl: IntlShape, max: string, state: string): Refusal {
  const data = error instanceof ApiError && typeof error.data === 'object' ? error.data : undefined
  const reason = data?.reason ?? ''
  switch (error instanceof ApiError && error.status === 400 ? data?.parameter : undefined) {
    case 'cashPrice': {
      const problem: CashPriceProblem =
        reason === 'required' ? 'required' : reason === 'below_minimum' ? 'zero' : reason === 'above_maximum' ? 'tooHigh' : 'invalid'
      return { field: 'cashPrice', message: cashPriceMessage(problem, intl, max) }
    }
    case 'payFrequency':
      return { field: 'payFrequency', message: intl.formatMessage(messages.payFrequencyInvalid) }
    case 'state':
      return {
        field: null,
        message: intl.formatMessage(reason === 'excluded_state' ? messages.stateExcluded : messages.stateUnknown, { state }),
      }
    default:
      return { field: null, message: intl.formatMessage(messages.failed) }
  }
}

const selectClass =
  'block min-h-5 w-full rounded-card border border-neutral-500 bg-white px-1.5 py-1 text-base text-ink ' +
  'focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-primary-100 aria-[invalid=true]:border-danger'

export function LeaseEstimate({ retailerName, state }: LeaseEstimateProps) {
  const intl = useIntl()
  const money = moneyFormat(intl.locale, 'USD')
  const format = (cents: number) => money(fromCents(cents))
  const max = format(ADVERTISED_APPROVAL_CENTS).replace(/\.00$/, '')
  const stateCode = state?.trim().toUpperCase() || undefined
  const headingId = useId()
  const hintId = useId()
  const frequencyId = useId()
  const [request, setRequest] = useState<EstimateRequest | null>(null)
  const estimate = useEstimate(request)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<EstimateForm>({ defaultValues: { cashPrice: '', payFrequency: 'weekly' } })

  const refusal = request && estimate.isError ? refusalOf(estimate.error, intl, max, stateCode ?? '') : null
  const refusedField = refusal?.field ?? null
  // A field the server refused takes the focus, so its error is read out with it.
  useEffect(() => {
    if (refusedField) setFocus(refusedField)
  }, [refusedField, estimate.errorUpdatedAt, setFocus])

  const submit = handleSubmit(
    ({ cashPrice, payFrequency }) => {
      const read = readCashPrice(cashPrice, ADVERTISED_APPROVAL_CENTS)
      if (!('cents' in read)) return
      const same = request?.cashPriceCents === read.cents && request.payFrequency === payFrequency && request.state === stateCode
      // The same estimate asked again after a failure is asked of the server again.
      if (same && estimate.isError) void estimate.refetch()
      else setRequest({ cashPriceCents: read.cents, payFrequency, ...(stateCode ? { state: stateCode } : {}) })
    },
    () => setRequest(null),
  )

  const cashPriceError = errors.cashPrice?.message ?? (refusal?.field === 'cashPrice' ? refusal.message : undefined)
  const frequencyError = errors.payFrequency?.message ?? (refusal?.field === 'payFrequency' ? refusal.message : undefined)
  const frequencyErrorId = `${frequencyId}-error`
  const shown = request && !estimate.isFetching ? estimate.data : undefined

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-neutral-200 bg-white p-2 md:p-3">
      <h2 id={headingId} className="text-xl font-bold">
        {retailerName ? intl.formatMessage(messages.headingAt, { retailerName }) : intl.formatMessage(messages.heading)}
      </h2>
      <p className="mt-0.5 text-ink-muted">{intl.formatMessage(messages.intro)}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-2 flex flex-col gap-2">
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="flex flex-col gap-0.5">
            <TextField
              label={intl.formatMessage(messages.cashPriceLabel)}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              error={cashPriceError}
              describedBy={hintId}
              {...register('cashPrice', {
                validate: (value) => {
                  const read = readCashPrice(value, ADVERTISED_APPROVAL_CENTS)
                  return 'cents' in read || cashPriceMessage(read.problem, intl, max)
                },
              })}
            />
            <p id={hintId} className="text-sm text-ink-muted">
              {intl.formatMessage(messages.cashPriceHint, { max })}
            </p>
          </div>
          <div className="flex flex-col gap-0.5">
            <label htmlFor={frequencyId} className="text-sm font-semibold">
              {intl.formatMessage(leaseQuoteMessages.payFrequency)}
            </label>
            <select
              id={frequencyId}
              aria-invalid={frequencyError ? true : undefined}
              aria-describedby={frequencyError ? frequencyErrorId : undefined}
              className={selectClass}
              {...register('payFrequency', {
                validate: (value) =>
                  (PAY_FREQUENCIES as readonly string[]).includes(value) || intl.formatMessage(messages.payFrequencyInvalid),
              })}
            >
              <PayFrequencyOptions />
            </select>
            {frequencyError ? (
              <p id={frequencyErrorId} className="text-sm text-danger">
                {frequencyError}
              </p>
            ) : null}
          </div>
        </div>
        <FormError>{refusal && !refusal.field ? refusal.message : undefined}</FormError>
        <button type="submit" aria-busy={estimate.isFetching || undefined} className={`${buttonStyles.primary} self-start`}>
          {intl.formatMessage(messages.submit)}
        </button>
      </form>
      <div aria-live="polite" className="mt-2">
        {request && estimate.isFetching ? <p className="text-ink-muted">{intl.formatMessage(messages.estimating)}</p> : null}
        {shown ? <EstimateResult estimate={shown} format={format} /> : null}
      </div>
    </section>
  )
}

/** The lease's figures: the payment, the number of payments and the total cost to own together. */
function EstimateResult({ estimate, format }: { estimate: Estimate; format: (cents: number) => string }) {
  const intl = useIntl()
  const headingId = useId()
  const row = (label: string, value: string, strong = false) => (
    <div className="flex flex-wrap items-baseline justify-between gap-x-2 border-b border-neutral-200 py-1 last:border-b-0">
      <dt className={strong ? 'font-semibold' : ''}>{label}</dt>
      <dd className={strong ? 'text-xl font-bold' : 'font-semibold'}>{value}</dd>
    </div>
  )
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-surface p-2">
      <h3 id={headingId} className="text-lg font-bold">
        {intl.formatMessage(messages.resultHeading, { cashPrice: format(estimate.cashPrice) })}
      </h3>
      <dl className="mt-1">
        {row(intl.formatMessage(messages.payment, { frequency: estimate.payFrequency }), format(estimate.paymentAmount), true)}
        {row(
          intl.formatMessage(messages.numberOfPayments),
          intl.formatMessage(messages.numberOfPaymentsValue, { count: estimate.numberOfPayments }),
          true,
        )}
        {row(intl.formatMessage(messages.totalCostToOwn), format(estimate.totalCostToOwn), true)}
        {row(intl.formatMessage(messages.initialPayment), format(estimate.initialPayment))}
        {row(intl.formatMessage(messages.term), intl.formatMessage(messages.termValue, { months: estimate.termMonths }))}
        {row(intl.formatMessage(messages.costAboveCashPrice), format(estimate.costAboveCashPrice))}
      </dl>
      {estimate.lastPaymentAmount !== estimate.paymentAmount ? (
        <p className="mt-1 text-sm">{intl.formatMessage(messages.lastPayment, { amount: format(estimate.lastPaymentAmount) })}</p>
      ) : null}
      <p className="mt-2 font-semibold text-primary-700">
        {intl.formatMessage(messages.earlyPurchase, { days: estimate.earlyPurchase.days, amount: format(estimate.earlyPurchase.amount) })}
      </p>
      <p className="text-sm">
        {intl.formatMessage(messages.earlyPurchaseDetail, {
          fee: format(estimate.earlyPurchase.fee),
          taxIncluded: String(estimate.taxIncluded),
        })}
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        {estimate.taxIncluded && estimate.state
          ? intl.formatMessage(messages.taxIncludedNote, { state: estimate.state })
          : intl.formatMessage(messages.beforeTaxNote)}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{intl.formatMessage(messages.ownershipNote)}</p>
    </section>
  )
}
