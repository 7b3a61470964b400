/**
 * The payment being made, kept for the tab in sessionStorage under the keys the portal has
 * always used (payMethodGUID, selected_label, selected_Type, payPaymentType,
 * payCustomAmount, payOneTime, isPaymentSubmitted, leaseGuid), so /review-payment is rebuilt
 * from them after a reload. Only the method's guid and masked label are kept — never a number.
 * Cleared once the payment is answered for good, and on logout (lib/session-storage
 * clearPaymentSession). Pages read them through useSessionValue (a store subscription: nothing
 * on the server or while hydrating), never straight from storage during render.
 */
import { useMemo } from 'react'
import { PAYMENT_SESSION_KEYS as K, removeSession, useSessionValue, writeSession } from '@/lib/session-storage'
import { isPaymentType, type PaymentType } from './types'

export interface PaymentDraft {
  leaseGuid: string
  methodGuid: string
  /** Masked to the last 4, e.g. `Visa •••• 4242`. */
  methodLabel: string
  methodType: string
  paymentType: PaymentType
  /** Dollars before tax as the server reads them (as typed for a custom amount). */
  amount: string
}

export const DRAFT_KEYS = [
  K.payMethodGUID,
  K.selectedLabel,
  K.selectedType,
  K.payPaymentType,
  K.payCustomAmount,
  K.payOneTime,
  K.isPaymentSubmitted,
  K.leaseGuid,
] as const

export function saveDraft(draft: PaymentDraft): void {
  writeSession(K.leaseGuid, draft.leaseGuid)
  writeSession(K.payMethodGUID, draft.methodGuid)
  writeSession(K.selectedLabel, draft.methodLabel)
  writeSession(K.selectedType, draft.methodType)
  writeSession(K.payPaymentType, draft.paymentType)
  writeSession(K.payCustomAmount, draft.amount)
  writeSession(K.payOneTime, 'true')
  writeSession(K.isPaymentSubmitted, 'false')
}

/** The payment kept for the tab, when every part of it is there (follows writes made here). */
export function useKeptDraft(): PaymentDraft | null {
  const leaseGuid = useSessionValue(K.leaseGuid)
  const methodGuid = useSessionValue(K.payMethodGUID)
  const paymentType = useSessionValue(K.payPaymentType)
  const amount = useSessionValue(K.payCustomAmount)
  const methodLabel = useSessionValue(K.selectedLabel) ?? ''
  const methodType = useSessionValue(K.selectedType) ?? ''
  return useMemo(() => {
    if (!leaseGuid || !methodGuid || !isPaymentType(paymentType) || !amount) return null
    return { leaseGuid, methodGuid, methodLabel, methodType, paymentType, amount }
  }, [leaseGuid, methodGuid, paymentType, amount, methodLabel, methodType])
}

/** Whether a payment was sent and not answered for good (a 503, a lost answer): it may still go through. */
export const useKeptSubmitted = (): boolean => useSessionValue(K.isPaymentSubmitted) === 'true'

export const markSubmitted = (submitted: boolean): void => writeSession(K.isPaymentSubmitted, submitted ? 'true' : 'false')

/** The payment is over (paid, or started again): its keys go. */
export function clearDraft(): void {
  removeSession(...DRAFT_KEYS)
}
