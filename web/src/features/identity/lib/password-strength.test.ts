import { describe, expect, it } from 'vitest'
import { isStrongPassword, passwordStrength, PASSWORD_SPECIAL_CHARACTERS } from './password-strength'

describe('passwordStrength', () => {
  it('reports nothing met for an empty password', () => {
    expect(passwordStrength('')).toEqual({
      hasMinChars: false,
      hasUppercase: false,
      hasLowercase: false,
      hasNumber: false,
      hasSpecialChar: false,
    })
  })

  it('checks each rule on its own', () => {
    expect(passwordStrength('abcdefgh')).toEqual({
      hasMinChars: true,
      hasUppercase: false,
      hasLowercase: true,
      hasNumber: false,
      hasSpecialChar: false,
    })
    expect(passwordStrength('ABC')).toMatchObject({ hasMinChars: false, hasUppercase: true, hasLowercase: false })
    expect(passwordStrength('1234567')).toMatchObject({ hasMinChars: false, hasNumber: true })
  })

  it('needs at least 8 characters', () => {
    expect(passwordStrength('Aa1!aaa').hasMinChars).toBe(false)
    expect(passwordStrength('Aa1!aaaa').hasMinChars).toBe(true)
  })

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('accepts %s as a special character', (c) => {
    expect(passwordStrength(`x${c}`).hasSpecialChar).toBe(true)
  })

  it.each(['-', '_', '+', '=', '~', '[', ']', ';', "'", '/', '\\', ' ', '`'])('does not count %j as special', (c) => {
    expect(passwordStrength(`Abcdefg1${c}`).hasSpecialChar).toBe(false)
  })

  it('accepts the demo password and rejects weak ones', () => {
    expect(isStrongPassword('Shopper#2026')).toBe(true)
    expect(isStrongPassword('shopper#2026')).toBe(false)
    expect(isStrongPassword('SHOPPER#2026')).toBe(false)
    expect(isStrongPassword('Shopper#abcd')).toBe(false)
    expect(isStrongPassword('Shopper2026')).toBe(false)
    expect(isStrongPassword('Sh#20')).toBe(false)
  })
})
