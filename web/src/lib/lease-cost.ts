/**
 * What leasing a product costs, next to its cash price (the lease-cost disclosure of the product
 * page, the "or lease from $X/week" line of a listing tile): the demo servicing rules:
 *
 *   total of payments = cash price × lease multiplier (default 1.95), spread evenly over the
 *   term's payments (12-month term: weekly 52); cents rounded down, the remainder on the last
 *   payment.
 *
 * Pure and in integer cents. The total itself is rounded down to the cent as well
 * (54 799 × 1.95 = 106 858.05 → 106 858 cents), so the payments always add up to it exactly.
 */

/** Total of payments = cash price × 1.95 (the demo's lease multiplier), in hundredths. */
export const LEASE_MULTIPLIER_HUNDREDTHS = 195
/** The demo's lease term, in months. */
export const LEASE_TERM_MONTHS = 12
/** A 12-month term paid weekly has 52 payments. */
export const WEEKLY_PAYMENT_COUNT = 52

export interface LeaseCost {
  /** The cash price the lease is for. */
  cashPriceCents: number
  /** Total cost to own: the sum of every payment. */
  totalCents: number
  paymentCount: number
  /** Each payment but the last: total ÷ count, rounded down to the cent. */
  paymentCents: number
  /** The last payment: the regular one plus the cents the rounding left over. */
  lastPaymentCents: number
  termMonths: number
}

/** a ÷ b rounded down, for non-negative integers (exact: no floating-point quotient). */
const floorDiv = (a: number, b: number) => (a - (a % b)) / b

/** The weekly lease of a cash price (integer cents, not negative) under the demo rules. */
export function leaseCost(cashPriceCents: number): LeaseCost {
  if (!Number.isSafeInteger(cashPriceCents) || cashPriceCents < 0) {
    throw new RangeError(`A cash price in whole, non-negative cents was expected, not ${cashPriceCents}`)
  }
  const totalCents = floorDiv(cashPriceCents * LEASE_MULTIPLIER_HUNDREDTHS, 100)
  const paymentCents = floorDiv(totalCents, WEEKLY_PAYMENT_COUNT)
  const lastPaymentCents = totalCents - paymentCents * (WEEKLY_PAYMENT_COUNT - 1)
  return {
    cashPriceCents,
    totalCents,
    paymentCount: WEEKLY_PAYMENT_COUNT,
    paymentCents,
    lastPaymentCents,
    termMonths: LEASE_TERM_MONTHS,
  }
}
