/**
 * The derived catch-up values, from a plan payment's fields (integer cents): the regular
 * payment is the total rent minus the rent amount; each payment is the total rent plus tax. The
 * catch-up share is the payment's `rent_amount`.
 */
import type { CatchUpPayment, CatchUpPlan } from './types'

export interface PlanPaymentValues {
  date: string
  /** `total_rent_amount − rent_amount`: what the customer would have paid anyway. */
  regularPayment: number
  /** `rent_amount`: the part of the past-due amount this payment catches up. */
  catchUpShare: number
  /** `total_rent_amount`: regular payment plus share, before tax. */
  totalRent: number
  /** `total_rent_tax_amount`. */
  tax: number
  /** `total_rent_amount + total_rent_tax_amount`: what is charged on `date`. */
  eachPayment: number
}

export function planPaymentValues(payment: CatchUpPayment): PlanPaymentValues {
  return {
    date: payment.date,
    regularPayment: payment.total_rent_amount - payment.rent_amount,
    catchUpShare: payment.rent_amount,
    totalRent: payment.total_rent_amount,
    tax: payment.total_rent_tax_amount,
    eachPayment: payment.total_rent_amount + payment.total_rent_tax_amount,
  }
}

/** What a plan adds up to: the shares (the past-due amount before tax) and every payment with its tax. */
export function planTotals(payments: readonly CatchUpPayment[]): { catchUpShares: number; allPayments: number } {
  let catchUpShares = 0
  let allPayments = 0
  for (const payment of payments) {
    const values = planPaymentValues(payment)
    catchUpShares += values.catchUpShare
    allPayments += values.eachPayment
  }
  return { catchUpShares, allPayments }
}

/** The plan chosen at first: the second (index 1). */
export const DEFAULT_PLAN_INDEX = 1

/**
 * The plan index to show: `index` when it names one of the plans, else the default (1) when
 * there are that many, else the last (a single plan is index 0).
 */
export function clampPlanIndex(plans: readonly CatchUpPlan[], index: number | null | undefined): number {
  if (plans.length === 0) return 0
  if (index !== null && index !== undefined && Number.isInteger(index) && index >= 0 && index < plans.length) return index
  return Math.min(DEFAULT_PLAN_INDEX, plans.length - 1)
}
