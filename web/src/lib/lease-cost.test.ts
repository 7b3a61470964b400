import { describe, expect, it } from 'vitest'
import { LEASE_MULTIPLIER_HUNDREDTHS, LEASE_TERM_MONTHS, WEEKLY_PAYMENT_COUNT, leaseCost } from './lease-cost'

describe('leaseCost (the demo servicing rules)', () => {
  it('uses the demo constants: × 1.95, 12 months, 52 weekly payments', () => {
    expect(LEASE_MULTIPLIER_HUNDREDTHS).toBe(195)
    expect(LEASE_TERM_MONTHS).toBe(12)
    expect(WEEKLY_PAYMENT_COUNT).toBe(52)
  })

  it('$547.99: total $1,068.58 (1,068.5805 rounded down), 52 payments of $20.54, the last $21.04', () => {
    // 547.99 × 1.95 = 1,068.5805 → $1,068.58; 1,068.58 ÷ 52 = 20.549… → $20.54;
    // 51 × 20.54 = 1,047.54, so the last payment is 1,068.58 − 1,047.54 = $21.04.
    expect(leaseCost(54_799)).toEqual({
      cashPriceCents: 54_799,
      totalCents: 106_858,
      paymentCount: 52,
      paymentCents: 2_054,
      lastPaymentCents: 2_104,
      termMonths: 12,
    })
  })

  it('$137.99: total $269.08, 52 payments of $5.17, the last $5.41', () => {
    // 137.99 × 1.95 = 269.0805 → $269.08; ÷ 52 = 5.174… → $5.17; 269.08 − 51 × 5.17 = $5.41.
    expect(leaseCost(13_799)).toMatchObject({ totalCents: 26_908, paymentCents: 517, lastPaymentCents: 541 })
  })

  it('$100.00: an even split, the last payment the same', () => {
    // 100 × 1.95 = 195.00; ÷ 52 = 3.75 exactly.
    expect(leaseCost(10_000)).toMatchObject({ totalCents: 19_500, paymentCents: 375, lastPaymentCents: 375 })
  })

  it('$275.98 (two tires): total $538.16, payments $10.34, the last $10.82', () => {
    // 275.98 × 1.95 = 538.161 → $538.16; ÷ 52 = 10.349… → $10.34; 538.16 − 51 × 10.34 = $10.82.
    expect(leaseCost(27_598)).toMatchObject({ totalCents: 53_816, paymentCents: 1_034, lastPaymentCents: 1_082 })
  })

  it('tiny and zero prices: every cent ends up on the last payment', () => {
    expect(leaseCost(1)).toMatchObject({ totalCents: 1, paymentCents: 0, lastPaymentCents: 1 })
    expect(leaseCost(0)).toMatchObject({ totalCents: 0, paymentCents: 0, lastPaymentCents: 0 })
  })

  it('payments always add up to the total, which is never below the cash price, and the last carries under 52 cents more', () => {
    for (let cents = 0; cents <= 500_000; cents += 97) {
      const lease = leaseCost(cents)
      expect(lease.paymentCents * (lease.paymentCount - 1) + lease.lastPaymentCents).toBe(lease.totalCents)
      expect(lease.totalCents).toBeGreaterThanOrEqual(cents)
      expect(lease.lastPaymentCents - lease.paymentCents).toBeGreaterThanOrEqual(0)
      expect(lease.lastPaymentCents - lease.paymentCents).toBeLessThan(52)
    }
  })

  it('refuses what is not whole, non-negative cents', () => {
    expect(() => leaseCost(547.99)).toThrow(RangeError)
    expect(() => leaseCost(-1)).toThrow(RangeError)
  })
})
