import { describe, expect, it } from 'vitest'
import { CONTACT_METHODS, OFFERING_OPTIONS, REVENUE_BANDS, YEARS_IN_BUSINESS_BANDS } from './lead-options'
import {
  email,
  emptyValues,
  errorOfServerMessage,
  isEmail,
  oneOf,
  PARTNER_RULES,
  phone,
  phoneDigits,
  postalCode,
  postalCodeDigits,
  REPORT_RULES,
  required,
  telHref,
  validateLead,
} from './lead-rules'

describe('the lead forms’ rules', () => {
  it('require every field', () => {
    expect(required('')).toBe('required')
    expect(required('   ')).toBe('required')
    expect(required('Ada')).toBeUndefined()
    for (const rule of [email, phone, postalCode, oneOf(CONTACT_METHODS)]) expect(rule('')).toBe('required')
  })

  it('take an email with one @ and a domain with a dot', () => {
    for (const good of ['ada@example.com', 'a.b+c@shop.example.co', 'x@y.z']) expect(isEmail(good)).toBe(true)
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', 'ada @example.com', 'ada@.com', 'ada@com.'])
      expect(isEmail(bad)).toBe(false)
    expect(email('ada@example')).toBe('email')
    expect(email(' ada@example.com ')).toBeUndefined()
  })

  it('take a phone of exactly 10 digits and a ZIP code of exactly 5', () => {
    expect(phone('2105550187')).toBeUndefined()
    expect(phone('210555018')).toBe('phone')
    expect(phone('21055501877')).toBe('phone')
    expect(phone('210-555-0187')).toBe('phone')
    expect(postalCode('78205')).toBeUndefined()
    expect(postalCode('7820')).toBe('postalCode')
    expect(postalCode('7820a')).toBe('postalCode')
  })

  it('keep digits only in the phone (10 at most) and the ZIP code (5 at most)', () => {
    expect(phoneDigits('(210) 555-0187')).toBe('2105550187')
    expect(phoneDigits('+1 210 555 0187')).toBe('2105550187')
    expect(phoneDigits('210555018799')).toBe('2105550187')
    expect(postalCodeDigits('78a2-05 99')).toBe('78205')
  })

  it('take only the listed bands and options', () => {
    expect(REVENUE_BANDS).toEqual(['Under $1M', '$1-10M', '$10-50M', '$50-100M', 'Over $100M'])
    expect(YEARS_IN_BUSINESS_BANDS).toEqual(['0-5', '6-10', '11-15', '16-20', '21-25', '26-30', '31-35', '36-40', '41-45', '46-50'])
    expect(OFFERING_OPTIONS).toEqual(['In-Store', 'Online', 'In-Store & Online'])
    expect(CONTACT_METHODS).toEqual(['Phone', 'Email'])
    expect(oneOf(REVENUE_BANDS)('$1-10M')).toBeUndefined()
    expect(oneOf(REVENUE_BANDS)('$1-2M')).toBe('option')
  })

  it('check a whole form, field by field', () => {
    const empty = emptyValues(REPORT_RULES)
    expect(validateLead(REPORT_RULES, { ...empty, email: 'nope', phone: '123' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      company: 'required',
      email: 'email',
      contactMethod: 'required',
      phone: 'phone',
      postalCode: 'required',
    })
    const partner = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Furniture',
      title: 'Owner',
      email: 'ada@example.com',
      contactMethod: 'Email',
      phone: '2105550187',
      annualRevenue: '$1-10M',
      annualRevenueFinanced: 'Under $1M',
      yearsInBusiness: '6-10',
      offering: 'In-Store & Online',
    }
    expect(validateLead(PARTNER_RULES, partner)).toEqual({})
    expect(Object.keys(PARTNER_RULES)).toEqual(Object.keys(partner))
  })

  it('read the server’s reasons as the forms’ own', () => {
    expect(errorOfServerMessage('Please enter a valid 10-digit phone number.')).toBe('phone')
    expect(errorOfServerMessage('This field is required.')).toBe('required')
    expect(errorOfServerMessage('Please choose one of the options.')).toBe('option')
    expect(errorOfServerMessage('Something else.')).toBeUndefined()
    expect(errorOfServerMessage('toString')).toBeUndefined()
  })

  it('dial a number written for people', () => {
    expect(telHref('1-800-555-0142')).toBe('tel:+18005550142')
    expect(telHref('(800) 555-0142')).toBe('tel:+18005550142')
  })
})
