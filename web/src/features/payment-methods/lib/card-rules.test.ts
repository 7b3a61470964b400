import {
  brandOfTyped,
  cardBrand,
  cardNumberProblem,
  digitsOf,
  expiryProblem,
  holderNameProblem,
  luhnValid,
  postalCodeProblem,
  securityCodeProblem,
} from './card-rules'

// The server's own cases (server/src/payment_methods/model.rs tests), and the sandbox's cards.
const TEST_CARDS = ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '2223003122003222']

describe('the Luhn check digit', () => {
  it.each(TEST_CARDS)('accepts %s and catches one wrong digit', (number) => {
    expect(luhnValid(number)).toBe(true)
    const digits = [...number]
    digits[3] = digits[3] === '9' ? '0' : '9'
    expect(luhnValid(digits.join(''))).toBe(false)
  })

  it('refuses nothing and non-digits', () => {
    expect(luhnValid('')).toBe(false)
    expect(luhnValid('4242abcd')).toBe(false)
  })
})

describe('card numbers', () => {
  it('take spaces or dashes between the digits, nothing else', () => {
    expect(digitsOf('4242 4242-4242 4242')).toBe('4242424242424242')
    expect(digitsOf('4242.4242')).toBeNull()
    expect(digitsOf('   ')).toBeNull()
  })

  it('are branded by their first digits, as the server brands them', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa')
    expect(cardBrand('5555555555554444')).toBe('Mastercard')
    expect(cardBrand('2223003122003222')).toBe('Mastercard')
    expect(cardBrand('2720990000000000')).toBe('Mastercard')
    expect(cardBrand('2721000000000000')).toBeNull()
    expect(cardBrand('378282246310005')).toBe('American Express')
    expect(cardBrand('341111111111111')).toBe('American Express')
    expect(cardBrand('6011111111111117')).toBe('Discover')
    expect(cardBrand('6500000000000000')).toBe('Discover')
    expect(cardBrand('6440000000000000')).toBe('Discover')
    expect(cardBrand('6221260000000000')).toBe('Discover')
    expect(cardBrand('6229250000000000')).toBe('Discover')
    expect(cardBrand('6229260000000000')).toBeNull()
    // JCB, Diners: valid numbers of brands we don't take.
    expect(cardBrand('3530111333300000')).toBeNull()
    expect(cardBrand('30569309025904')).toBeNull()
  })

  it('fail as the server says: empty, invalid (length, Luhn, letters), unsupported_brand', () => {
    expect(cardNumberProblem('')).toBe('required')
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull()
    expect(cardNumberProblem('4242-4242-4242-4241')).toBe('invalid')
    expect(cardNumberProblem('4242abcd')).toBe('invalid')
    expect(cardNumberProblem('424242424242')).toBe('invalid') // 12 digits
    expect(cardNumberProblem('42424242424242424242')).toBe('invalid') // 20 digits
    expect(cardNumberProblem('3530111333300000')).toBe('unsupported_brand')
    expect(brandOfTyped('3782 822463 10005')).toBe('American Express')
    expect(brandOfTyped('4242 4242 4242 4241')).toBeNull()
  })
})

describe('the expiry', () => {
  const TODAY = { year: 2026, month: 11 }

  it('takes this month, refuses last month as expired', () => {
    expect(expiryProblem('11', '2026', TODAY)).toBeNull()
    expect(expiryProblem('11', '26', TODAY)).toBeNull()
    expect(expiryProblem('10', '2026', TODAY)).toEqual({ field: 'exp_year', reason: 'expired' })
    expect(expiryProblem('12', '2025', TODAY)).toEqual({ field: 'exp_year', reason: 'expired' })
  })

  it('needs a month 1–12, then a year of 2 or 4 digits at most 20 years ahead', () => {
    expect(expiryProblem('', '2030', TODAY)).toEqual({ field: 'exp_month', reason: 'invalid' })
    expect(expiryProblem('13', '2030', TODAY)).toEqual({ field: 'exp_month', reason: 'invalid' })
    expect(expiryProblem('01', '', TODAY)).toEqual({ field: 'exp_year', reason: 'required' })
    expect(expiryProblem('01', '203', TODAY)).toEqual({ field: 'exp_year', reason: 'invalid' })
    expect(expiryProblem('01', '2046', TODAY)).toBeNull()
    expect(expiryProblem('01', '2047', TODAY)).toEqual({ field: 'exp_year', reason: 'invalid' })
    expect(expiryProblem('01', '2060', TODAY)).toEqual({ field: 'exp_year', reason: 'invalid' })
  })
})

describe('the other card fields', () => {
  it('a security code has 3 digits, 4 for American Express', () => {
    expect(securityCodeProblem('123', 'Visa')).toBeNull()
    expect(securityCodeProblem('12', 'Visa')).toBe('invalid')
    expect(securityCodeProblem('1234', 'Visa')).toBe('invalid')
    expect(securityCodeProblem('123', 'American Express')).toBe('invalid')
    expect(securityCodeProblem('1234', 'American Express')).toBeNull()
    expect(securityCodeProblem('12a', 'Discover')).toBe('invalid')
    expect(securityCodeProblem(' ', 'Visa')).toBe('required')
  })

  it('a name is required and 100 characters at most (characters, not UTF-16 units)', () => {
    expect(holderNameProblem('  ')).toBe('required')
    expect(holderNameProblem('María López')).toBeNull()
    expect(holderNameProblem('a'.repeat(100))).toBeNull()
    expect(holderNameProblem('a'.repeat(101))).toBe('too_long')
    expect(holderNameProblem('😀'.repeat(100))).toBeNull()
  })

  it('a billing ZIP code has 5 digits', () => {
    expect(postalCodeProblem('78205')).toBeNull()
    expect(postalCodeProblem(' 78205 ')).toBeNull()
    expect(postalCodeProblem('7820')).toBe('invalid')
    expect(postalCodeProblem('78205-1234')).toBe('invalid')
    expect(postalCodeProblem('')).toBe('required')
  })
})
