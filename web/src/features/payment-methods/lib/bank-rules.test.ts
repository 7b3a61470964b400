import { abaValid, accountNumberProblem, lastFour, routingNumberProblem } from './bank-rules'

describe('routing numbers', () => {
  it.each(['011000015', '021000021', '111000025', '122105278'])('%s carries the ABA checksum', (routing) => {
    expect(abaValid(routing)).toBe(true)
  })

  it.each(['011000016', '12345678', '0110000150', '01100001a'])('%s does not', (routing) => {
    expect(abaValid(routing)).toBe(false)
  })

  it('fail empty or invalid; spaces and dashes between digits are fine', () => {
    expect(routingNumberProblem('')).toBe('required')
    expect(routingNumberProblem('011000016')).toBe('invalid')
    expect(routingNumberProblem('0110-0001 5')).toBeNull()
  })
})

describe('account numbers', () => {
  it('have 4 to 17 digits', () => {
    expect(accountNumberProblem('000123456789')).toBeNull()
    expect(accountNumberProblem('1234')).toBeNull()
    expect(accountNumberProblem('123')).toBe('invalid')
    expect(accountNumberProblem('1'.repeat(17))).toBeNull()
    expect(accountNumberProblem('1'.repeat(18))).toBe('invalid')
    expect(accountNumberProblem('12ab34')).toBe('invalid')
    expect(accountNumberProblem('')).toBe('required')
  })

  it('show only their last 4 digits', () => {
    expect(lastFour('0001 2345 6789')).toBe('6789')
    expect(lastFour('12')).toBe('12')
  })
})
