import { customAmountProblem, dollars, parseAmount } from './amount'

describe('typed amounts (the server parse_amount cases)', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['$1,025.05', 102_505],
    ['1,234,567', 123_456_700],
    ['.99', 99],
    ['0.01', 1],
    ['  19.99 ', 1999],
  ])('%s is %i cents', (typed, cents) => {
    expect(parseAmount(typed)).toEqual({ cents })
  })

  it.each([
    ['', 'required'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-5', 'negative'],
    ['abc', 'not_a_number'],
    ['1e3', 'not_a_number'],
    ['12.345', 'too_many_decimals'],
    ['1.2.3', 'not_a_number'],
    ['.', 'not_a_number'],
    ['99999999999', 'above_maximum'],
    // Stricter than the server, which drops every comma: a decimal comma would pay 100 times the amount.
    ['25,50', 'not_a_number'],
    ['1,0250', 'not_a_number'],
  ])('%j is refused: %s', (typed, problem) => {
    expect(parseAmount(typed)).toEqual({ problem })
  })

  it('checks the lease bounds of a custom amount', () => {
    const bounds = { min: 100, max: 50_000 }
    expect(customAmountProblem('0.99', bounds)).toBe('below_minimum')
    expect(customAmountProblem('1', bounds)).toBeNull()
    expect(customAmountProblem('500.00', bounds)).toBeNull()
    expect(customAmountProblem('500.01', bounds)).toBe('above_maximum')
    expect(customAmountProblem('12.345', bounds)).toBe('too_many_decimals')
  })

  it('writes cents as the server reads dollars', () => {
    expect(dollars(54_799)).toBe('547.99')
    expect(dollars(5)).toBe('0.05')
    expect(dollars(100)).toBe('1.00')
  })
})
