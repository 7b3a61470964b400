/**
 * The payments shapes of the server contract (tag `payments` of the generated OpenAPI types,
 * reached through the top-level schemas of src/api/types.ts).
 */
import type { NewPaymentResponse, PaymentHistoryResponse, PaymentResponse, ReviewPaymentResponse, SubmitPaymentRequest } from '@/api/types'

/** `new_payment`'s `standardized`: the amount options and the lease's saved methods. */
export type NewPayment = NewPaymentResponse['standardized']
export type AmountOption = NewPayment['options'][number]
export type CustomBounds = NonNullable<NewPayment['custom']>
export type SavedMethod = NewPayment['payment_methods'][number]
/** `review-payment`'s `standardized`: tax and total of exactly one amount with one method. */
export type PaymentReview = ReviewPaymentResponse['standardized']
export type Money = PaymentReview['amount']
/** A payment (history, receipt, the submit's answer). */
export type Payment = PaymentResponse['standardized']
export type PaymentHistory = PaymentHistoryResponse['standardized']
export type SubmitRequest = SubmitPaymentRequest

/** `c_payment_type`. */
export type PaymentType = 'next_payment' | 'past_due' | 'payoff' | 'custom'
export const PAYMENT_TYPES: readonly PaymentType[] = ['next_payment', 'past_due', 'payoff', 'custom']
export const isPaymentType = (value: unknown): value is PaymentType => PAYMENT_TYPES.includes(value as PaymentType)
