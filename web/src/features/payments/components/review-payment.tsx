/**
 * /review-payment (the Payments item is active here): the payment kept for the
 * tab (lib/payment-session.ts, read after the first render — a reload rebuilds it), reviewed by
 * the server: what is paid, the method masked to its last 4, the amount, tax and total exactly as
 * review-payment answers them. For a bank account, the one-time debit authorization the server
 * gives is shown word for word before a consent checkbox, and nothing is sent until it is checked.
 * Pay sends it once (busy, never twice); its Idempotency-Key is made in the submit and is the
 * same when the customer sends it again after the processor did not answer. Then the outcome:
 * paid (receipt number, links on), declined (why, nothing charged, try another method), or no
 * answer (it may still go through; try again with the same key).
 */
import { useEffect, useId, useRef, useState, type Ref } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { FormError } from '@/components/forms/form-fields'
import { Link, useHref } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { DASHBOARD_PATH, isUnsettled, MAKE_A_PAYMENT_PATH, parameterOf, PAYMENTS_PATH, reasonOf } from '@/lib/portal'
import { useReviewPayment } from '../api/review-payment'
import { useSubmitPayment } from '../api/submit-payment'
import { useAmountErrorText } from '../hooks/use-amount-error-text'
import { labelText, usePaymentFormat } from '../lib/format'
import { amountProblemOf, isDeclined } from '../lib/payment-errors'
import { clearDraft, markSubmitted, useKeptDraft, useKeptSubmitted, type PaymentDraft } from '../lib/payment-session'
import type { Payment, PaymentReview } from '../lib/types'
import { declineMessages, kindMessages, makeMessages, resultMessages, reviewMessages } from '../messages'
import { AmountTable } from './amount-table'
import { LoadError, PaymentsSkeleton, textLinkClass } from './page-states'

type Outcome = { kind: 'declined'; reason: string | null } | { kind: 'unavailable' } | { kind: 'refused'; text: string }

export function ReviewPayment({ leaseGuid }: { leaseGuid: string }) {
  const intl = useIntl()
  const draft = useKeptDraft()
  const submitted = useKeptSubmitted()
  // Set by this page's own submit (event handlers): its outcome shows here, even once the tab's payment is cleared.
  const [submittedHere, setSubmittedHere] = useState(false)
  const [paid, setPaid] = useState<{ payment: Payment; method: string } | null>(null)
  const paidRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (paid) paidRef.current?.focus()
  }, [paid])

  if (paid) return <Paid ref={paidRef} payment={paid.payment} method={paid.method} />
  if (!draft || draft.leaseGuid !== leaseGuid) {
    return (
      <div className="flex flex-col items-start gap-1.5 rounded-card border border-neutral-200 bg-surface p-2">
        <p>{intl.formatMessage(reviewMessages.nothing)}</p>
        <Link to={MAKE_A_PAYMENT_PATH} className={buttonStyles.primary}>
          {intl.formatMessage(reviewMessages.start)}
        </Link>
      </div>
    )
  }
  if (submitted && !submittedHere) return <Unanswered />
  return <Review draft={draft} onSubmit={() => setSubmittedHere(true)} onPaid={(payment, method) => setPaid({ payment, method })} />
}

/** After a reload while a submit had no final answer: it may have gone through — look before paying again. */
function Unanswered() {
  const intl = useIntl()
  const navigate = useNavigate()
  const makeHref = useHref(MAKE_A_PAYMENT_PATH)
  return (
    <div className="flex flex-col items-start gap-2 rounded-card border border-accent bg-white p-2">
      <p role="alert">{intl.formatMessage(reviewMessages.stillPending)}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={PAYMENTS_PATH} className={buttonStyles.primary}>
          {intl.formatMessage(resultMessages.history)}
        </Link>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            clearDraft()
            void navigate(makeHref)
          }}
        >
          {intl.formatMessage(reviewMessages.startOver)}
        </button>
      </div>
    </div>
  )
}

interface ReviewProps {
  draft: PaymentDraft
  /** The customer sent it (its outcome is this page's). */
  onSubmit: () => void
  onPaid: (payment: Payment, method: string) => void
}

function Review({ draft, onSubmit, onPaid }: ReviewProps) {
  const intl = useIntl()
  const query = useReviewPayment({
    leaseGuid: draft.leaseGuid,
    methodGuid: draft.methodGuid,
    type: draft.paymentType,
    amount: draft.amount,
  })
  const amountErrorText = useAmountErrorText()
  if (query.isPending) return <PaymentsSkeleton label={reviewMessages.loading} rows={2} />
  if (query.isError) {
    const problem = amountProblemOf(query.error)
    if (problem) {
      return (
        <div className="flex flex-col items-start gap-1.5">
          <FormError>{amountErrorText(problem, null)}</FormError>
          <Link to={MAKE_A_PAYMENT_PATH} className={buttonStyles.primary}>
            {intl.formatMessage(reviewMessages.changeNamed)}
          </Link>
        </div>
      )
    }
    return <LoadError message={reviewMessages.loadError} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  }
  return <ReviewForm draft={draft} review={query.data} onSubmit={onSubmit} onPaid={onPaid} />
}

/** The server's one-time bank debit authorization, when the method is a bank account (null for a card). */
function authorizationOf(review: PaymentReview): string | null {
  const text = review.authorization
  return text && text.trim() !== '' ? text : null
}

function ReviewForm({ draft, review, onSubmit, onPaid }: ReviewProps & { review: PaymentReview }) {
  const intl = useIntl()
  const format = usePaymentFormat()
  const id = useId()
  const pay = useSubmitPayment(draft.leaseGuid)
  const amountErrorText = useAmountErrorText()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [accepted, setAccepted] = useState(false)
  const [consentError, setConsentError] = useState<string | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const consentRef = useRef<HTMLInputElement>(null)
  const authorization = authorizationOf(review)
  const kind = intl.formatMessage(kindMessages[draft.paymentType])
  const method = labelText(intl, review.payment_method.label)

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  const submit = async () => {
    if (pay.pending) return
    if (authorization && !accepted) {
      setConsentError(intl.formatMessage(reviewMessages.authorizationRequired))
      consentRef.current?.focus()
      return
    }
    setOutcome(null)
    onSubmit()
    markSubmitted(true)
    try {
      const payment = await pay.submit({
        c_lease_guid: draft.leaseGuid,
        c_payment_method_guid: draft.methodGuid,
        c_payment_type: draft.paymentType,
        c_pretax_total_amount: draft.amount,
        ...(authorization ? { authorization_accepted: accepted } : {}),
      })
      onPaid(payment, method)
      clearDraft()
    } catch (error) {
      if (isUnsettled(error)) {
        setOutcome({ kind: 'unavailable' })
        return
      }
      markSubmitted(false)
      if (isDeclined(error)) setOutcome({ kind: 'declined', reason: reasonOf(error) })
      else if (parameterOf(error) === 'authorization_accepted') setConsentError(intl.formatMessage(reviewMessages.authorizationRequired))
      else {
        const problem = amountProblemOf(error)
        setOutcome({ kind: 'refused', text: problem ? amountErrorText(problem, null) : intl.formatMessage(resultMessages.failed) })
      }
    }
  }

  return (
    <div className="flex max-w-[640px] flex-col gap-3">
      <section aria-labelledby={`${id}-summary`} className="rounded-card border border-neutral-200 bg-white p-2">
        <div className="flex flex-wrap items-baseline justify-between gap-1">
          <h2 id={`${id}-summary`} className="text-xl font-bold">
            {kind}
          </h2>
          <Link to={MAKE_A_PAYMENT_PATH} aria-label={intl.formatMessage(reviewMessages.changeNamed)} className={textLinkClass}>
            {intl.formatMessage(reviewMessages.change)}
          </Link>
        </div>
        <dl className="mt-1 flex flex-col">
          <div className="flex items-baseline justify-between gap-2 py-0.5">
            <dt className="text-ink-muted">{intl.formatMessage(reviewMessages.method)}</dt>
            <dd className="font-semibold">{method}</dd>
          </div>
        </dl>
        <div className="mt-1 border-t border-neutral-200 pt-1">
          <AmountTable amount={review.amount} />
        </div>
        <p className="mt-1 text-sm text-ink-muted">{intl.formatMessage(reviewMessages.totalNote)}</p>
      </section>

      {authorization ? (
        <section
          aria-labelledby={`${id}-authorization-heading`}
          className="flex flex-col gap-1.5 rounded-card border border-neutral-200 bg-surface p-2"
        >
          <h2 id={`${id}-authorization-heading`} className="font-bold">
            {intl.formatMessage(reviewMessages.authorizationHeading)}
          </h2>
          <p id={`${id}-authorization`} className="text-sm leading-relaxed whitespace-pre-line">
            {authorization}
          </p>
          <div className="flex flex-col gap-0.5">
            <div className="flex items-start gap-1">
              <input
                ref={consentRef}
                id={`${id}-consent`}
                type="checkbox"
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked)
                  setConsentError(null)
                }}
                aria-invalid={consentError ? true : undefined}
                aria-describedby={[consentError ? `${id}-consent-error` : null, `${id}-authorization`].filter(Boolean).join(' ')}
                className="mt-0.5 size-2.5 shrink-0 cursor-pointer accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
              />
              <label htmlFor={`${id}-consent`} className="cursor-pointer font-semibold">
                {intl.formatMessage(reviewMessages.authorizationAccept)}
              </label>
            </div>
            {consentError ? (
              <p id={`${id}-consent-error`} className="text-sm text-danger">
                {consentError}
              </p>
            ) : null}
          </div>
        </section>
      ) : null}

      {outcome ? <Failure ref={outcomeRef} outcome={outcome} retrying={pay.pending} onRetry={() => void submit()} /> : null}

      {outcome?.kind === 'declined' || outcome?.kind === 'unavailable' ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            disabled={pay.pending || (authorization !== null && !accepted)}
            aria-busy={pay.pending || undefined}
            onClick={() => void submit()}
            className={buttonStyles.primary}
          >
            {pay.pending
              ? intl.formatMessage(reviewMessages.paying)
              : intl.formatMessage(reviewMessages.pay, { total: format.money(review.amount.total) })}
          </button>
          <Link to={PAYMENTS_PATH} className={textLinkClass}>
            {intl.formatMessage(makeMessages.cancel)}
          </Link>
        </div>
      )}
    </div>
  )
}

function Paid({ ref, payment, method }: { ref: Ref<HTMLDivElement>; payment: Payment; method: string }) {
  const intl = useIntl()
  const format = usePaymentFormat()
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex max-w-[640px] flex-col gap-2 rounded-card border border-primary bg-white p-2 outline-none md:p-3"
    >
      <h2 className="text-2xl font-bold text-primary">{intl.formatMessage(resultMessages.successHeading)}</h2>
      <p>{intl.formatMessage(resultMessages.successText, { total: format.money(payment.amount.total), method })}</p>
      {payment.receipt_number ? (
        <p className="font-semibold">{intl.formatMessage(resultMessages.receiptNumber, { receiptNumber: payment.receipt_number })}</p>
      ) : null}
      <AmountTable amount={payment.amount} />
      <div className="flex flex-wrap items-center gap-2">
        <Link to={PAYMENTS_PATH} className={buttonStyles.primary}>
          {intl.formatMessage(resultMessages.history)}
        </Link>
        <Link to={DASHBOARD_PATH} className={textLinkClass}>
          {intl.formatMessage(resultMessages.dashboard)}
        </Link>
      </div>
    </div>
  )
}

function Failure({
  ref,
  outcome,
  retrying,
  onRetry,
}: {
  ref: Ref<HTMLDivElement>
  outcome: Outcome
  retrying: boolean
  onRetry: () => void
}) {
  const intl = useIntl()
  const box = 'flex flex-col items-start gap-1.5 rounded-card border p-2 outline-none'
  if (outcome.kind === 'declined') {
    const reason =
      outcome.reason && outcome.reason in declineMessages
        ? declineMessages[outcome.reason as keyof typeof declineMessages]
        : declineMessages.do_not_honor
    return (
      <div ref={ref} tabIndex={-1} role="alert" className={`${box} border-danger/40 bg-red-50`}>
        <h2 className="text-xl font-bold text-danger">{intl.formatMessage(resultMessages.declinedHeading)}</h2>
        <p>{intl.formatMessage(reason)}</p>
        <p className="font-semibold">{intl.formatMessage(resultMessages.nothingCharged)}</p>
        <p>{intl.formatMessage(resultMessages.declinedNext)}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={MAKE_A_PAYMENT_PATH} className={buttonStyles.primary}>
            {intl.formatMessage(resultMessages.tryAnother)}
          </Link>
          <Link to={PAYMENTS_PATH} className={textLinkClass}>
            {intl.formatMessage(resultMessages.history)}
          </Link>
        </div>
      </div>
    )
  }
  if (outcome.kind === 'unavailable') {
    return (
      <div ref={ref} tabIndex={-1} role="alert" className={`${box} border-accent bg-white`}>
        <h2 className="text-xl font-bold">{intl.formatMessage(resultMessages.unavailableHeading)}</h2>
        <p>{intl.formatMessage(resultMessages.unavailableText)}</p>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" disabled={retrying} aria-busy={retrying || undefined} onClick={onRetry} className={buttonStyles.primary}>
            {intl.formatMessage(retrying ? reviewMessages.paying : resultMessages.retry)}
          </button>
          <Link to={PAYMENTS_PATH} className={textLinkClass}>
            {intl.formatMessage(resultMessages.history)}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <FormError>{outcome.text}</FormError>
    </div>
  )
}
