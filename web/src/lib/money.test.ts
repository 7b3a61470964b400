import { describe, expect, it } from 'vitest'
import { decimalString, fromCents, toCents } from './money'

describe('money in cents', () => {
  it('reads prices into exact cents', () => {
    expect(toCents(547.99)).toBe(54_799)
    expect(toCents(0.29)).toBe(29) // 0.29 * 100 = 28.999999999999996
    expect(toCents(1259.99)).toBe(125_999)
    expect(fromCents(54_799)).toBe(547.99)
  })

  it('writes schema.org prices with two decimals', () => {
    expect(decimalString(54_799)).toBe('547.99')
    expect(decimalString(100_000)).toBe('1000.00')
    expect(decimalString(5)).toBe('0.05')
    expect(decimalString(-150)).toBe('-1.50')
  })
})
