/**
 * The state of the /make-a-payment form and its submit. The choice to start from is "Pay off
 * now" (router state), else the payment kept for the tab (back from the review), else the first
 * option. The submit checks another amount by the server's own rule as typed, then asks the
 * server to review the choice: its 400 shows at the amount field, with what was typed kept; its
 * answer is the review page's, which the submit goes on to.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { useHref } from '@/components/link'
import { isNotFound, REVIEW_PAYMENT_PATH, usePortalApiParams } from '@/lib/portal'
import { reviewPaymentQueryOptions } from '../api/review-payment'
import { customAmountProblem, dollars } from '../lib/amount'
import { amountProblemOf } from '../lib/payment-errors'
import { saveDraft, useKeptDraft } from '../lib/payment-session'
import { preselectedType } from '../lib/preselect'
import { isPaymentType, type NewPayment, type PaymentType } from '../lib/types'
import { amountErrorMessages, makeMessages } from '../messages'
import { useAmountErrorText } from './use-amount-error-text'

export function usePaymentForm(leaseGuid: string, { options, custom, payment_methods: methods }: NewPayment) {
  const intl = useIntl()
  const amountErrorText = useAmountErrorText()
  const location = useLocation()
  const navigate = useNavigate()
  const reviewHref = useHref(REVIEW_PAYMENT_PATH)
  const params = usePortalApiParams()
  const queryClient = useQueryClient()

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
        setFormError(
          isNotFound(error)
            ? intl.formatMessage(amountErrorMessages.amount_changed, { min: '', max: '' })
            : intl.formatMessage(makeMessages.error),
        )
      }
      return
    }
    saveDraft(draft)
    await navigate(reviewHref)
  }

  return {
    type,
    setType,
    typed,
    /** Another amount typed: its error is cleared. */
    typeAmount: (value: string) => {
      setTyped(value)
      setAmountError(null)
    },
    amountRef,
    amountError,
    methodGuid,
    /** A method chosen: its error is cleared. */
    chooseMethod: (guid: string) => {
      setMethodGuid(guid)
      setMethodError(null)
    },
    methodError,
    formError,
    checking,
    submit,
  }
}
