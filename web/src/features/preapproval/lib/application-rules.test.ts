import { describe, expect, it } from 'vitest'
import {
  accountNumberProblem,
  applicationRequest,
  centsOf,
  dateOfBirthProblem,
  emailProblem,
  fieldOfParameter,
  incomeProblem,
  nameProblem,
  nextPaydayProblem,
  phoneProblem,
  routingNumberProblem,
  ssnLast4Problem,
  type ApplicationValues,
} from './application-rules'

const TODAY = '2026-11-27'

describe('the lease application checks (the server’s own)', () => {
  it('takes names of letters, spaces, hyphens and apostrophes, 40 at most', () => {
    expect(nameProblem("María-José O'Neil")).toBeNull()
    expect(nameProblem('  ')).toBe('required')
    expect(nameProblem('Robert); DROP')).toBe('invalid')
    expect(nameProblem('a'.repeat(41))).toBe('invalid')
  })

  it('takes a real birth date that is not in the future', () => {
    expect(dateOfBirthProblem('1990-05-14', TODAY)).toBeNull()
    expect(dateOfBirthProblem('', TODAY)).toBe('required')
    expect(dateOfBirthProblem('1990-02-30', TODAY)).toBe('invalid')
    expect(dateOfBirthProblem('1899-12-31', TODAY)).toBe('invalid')
    expect(dateOfBirthProblem('2026-11-28', TODAY)).toBe('future')
  })

  it('takes a next payday from today to 35 days ahead', () => {
    expect(nextPaydayProblem(TODAY, TODAY)).toBeNull()
    expect(nextPaydayProblem('2027-01-01', TODAY)).toBeNull()
    expect(nextPaydayProblem('2027-01-02', TODAY)).toBe('too_far')
    expect(nextPaydayProblem('2026-11-26', TODAY)).toBe('past')
  })

  it('asks for the last 4 of the SSN only', () => {
    expect(ssnLast4Problem('6789')).toBeNull()
    expect(ssnLast4Problem('123456789')).toBe('invalid')
    expect(ssnLast4Problem('12a4')).toBe('invalid')
  })

  it('checks email, a 10-digit phone, income in dollars, the ABA checksum and the account length', () => {
    expect(emailProblem('maria@example.com')).toBeNull()
    expect(emailProblem('maria@')).toBe('invalid')
    expect(emailProblem('a@b@example.com')).toBe('invalid')
    expect(phoneProblem('(210) 555-0142')).toBeNull()
    expect(phoneProblem('555-0142')).toBe('invalid')
    expect(incomeProblem('2,500.50')).toBeNull()
    expect(incomeProblem('2500.505')).toBe('invalid')
    expect(incomeProblem('-5')).toBe('invalid')
    expect(routingNumberProblem('011000015')).toBeNull()
    expect(routingNumberProblem('011000016')).toBe('invalid')
    expect(accountNumberProblem('000123456789')).toBeNull()
    expect(accountNumberProblem('123')).toBe('invalid')
    expect(accountNumberProblem('12a45')).toBe('invalid')
  })

  it('reads dollars exactly into cents', () => {
    expect(centsOf('2,500')).toBe(250_000)
    expect(centsOf('$2500.5')).toBe(250_050)
    expect(centsOf('0.07')).toBe(7)
    expect(centsOf('abc')).toBeNull()
  })

  it('makes the request the server reads, and finds the field a 400 names', () => {
    const values: ApplicationValues = {
      firstName: ' María ',
      lastName: 'López',
      dateOfBirth: '1990-05-14',
      ssnLast4: '6789',
      street: '100 Alamo Plaza',
      city: 'San Antonio',
      state: 'TX',
      postalCode: '78205',
      email: 'maria@example.com',
      phone: '(210) 555-0142',
      smsConsent: true,
      monthlyIncome: '3,200',
      payFrequency: 'bi_weekly',
      nextPayday: '2026-12-04',
      routingNumber: '011000015',
      accountNumber: '000123456789',
    }
    expect(applicationRequest(values, 'northwind-furniture')).toEqual({
      merchantId: 'northwind-furniture',
      firstName: 'María',
      lastName: 'López',
      dateOfBirth: '1990-05-14',
      ssnLast4: '6789',
      address: { street: '100 Alamo Plaza', city: 'San Antonio', state: 'TX', postalCode: '78205' },
      email: 'maria@example.com',
      phone: '2105550142',
      smsConsent: true,
      monthlyIncome: 320_000,
      payFrequency: 'bi_weekly',
      nextPayday: '2026-12-04',
      bank: { routingNumber: '011000015', accountNumber: '000123456789' },
    })
    expect(fieldOfParameter('address.postalCode')).toBe('postalCode')
    expect(fieldOfParameter('bank.routingNumber')).toBe('routingNumber')
    expect(fieldOfParameter('merchantId')).toBeNull()
  })
})
