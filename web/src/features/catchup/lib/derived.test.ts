import { describe, expect, it } from 'vitest'
import { clampPlanIndex, planPaymentValues, planTotals } from './derived'
import type { CatchUpPlan } from './types'

const payment = { date: '2026-03-13', rent_amount: 3250, total_rent_amount: 8125, total_rent_tax_amount: 670 }

describe('catch-up derived values', () => {
  it('regular payment = total rent − rent amount; each payment = total rent + tax; the share is the rent amount', () => {
    expect(planPaymentValues(payment)).toEqual({
      date: '2026-03-13',
      regularPayment: 4875,
      catchUpShare: 3250,
      totalRent: 8125,
      tax: 670,
      eachPayment: 8795,
    })
  })

  it('adds up the shares and the payments in cents', () => {
    const payments = [
      { ...payment, rent_amount: 2439, total_rent_amount: 7314, total_rent_tax_amount: 603 },
      { ...payment, rent_amount: 2437, total_rent_amount: 7312, total_rent_tax_amount: 603 },
    ]
    expect(planTotals(payments)).toEqual({ catchUpShares: 4876, allPayments: 7917 + 7915 })
    expect(planTotals([])).toEqual({ catchUpShares: 0, allPayments: 0 })
  })

  it('selected plan index: 1 by default, a valid index as given, clamped to the plans there are', () => {
    const plans = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `d:${i + 2}` }) as CatchUpPlan)
    expect(clampPlanIndex(plans(3), null)).toBe(1)
    expect(clampPlanIndex(plans(3), 2)).toBe(2)
    expect(clampPlanIndex(plans(3), 0)).toBe(0)
    expect(clampPlanIndex(plans(3), 3)).toBe(1)
    expect(clampPlanIndex(plans(3), 1.5)).toBe(1)
    expect(clampPlanIndex(plans(1), null)).toBe(0)
    expect(clampPlanIndex(plans(0), 1)).toBe(0)
  })
})
