import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { moneyFormat } from './money-format'

describe('moneyFormat', () => {
  it('writes what react-intl writes, in each locale', () => {
    for (const locale of ['en-US', 'es-US']) {
      const intl = createIntl({ locale, messages: {} })
      for (const value of [0, 5, 547.99, 1259.99, 20.54, 1234567.5]) {
        expect(moneyFormat(locale, 'USD')(value)).toBe(intl.formatNumber(value, { style: 'currency', currency: 'USD' }))
      }
    }
  })

  it('writes the number when the currency is not one', () => {
    expect(moneyFormat('en-US', 'not a currency')(12.5)).toBe('12.5')
  })
})
