import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { classifyProviderError } from './provider-errors'

const err = (message: string, status = 400) => new ApiError(message, status, { message })

describe('classifyProviderError', () => {
  it('matches the provider messages', () => {
    expect(classifyProviderError(err('Unauthorized', 401))).toEqual({ kind: 'unauthorized' })
    expect(classifyProviderError(err("That code isn't right. You have 4 tries left."))).toEqual({ kind: 'codeWrong', triesLeft: 4 })
    expect(classifyProviderError(err("That code isn't right. You have 1 try left."))).toEqual({ kind: 'codeWrong', triesLeft: 1 })
    expect(classifyProviderError(err("That code isn't right. Please request a new one."))).toEqual({ kind: 'codeWrongLast' })
    expect(classifyProviderError(err('Too many wrong codes. Please request a new one.'))).toEqual({ kind: 'tooManyWrongCodes' })
    expect(classifyProviderError(err('This code has expired. Please request a new one.'))).toEqual({ kind: 'codeExpired' })
    expect(classifyProviderError(err('Please enter a valid 10-digit phone number.'))).toEqual({ kind: 'phoneInvalid' })
    expect(classifyProviderError(err('Please wait a moment before asking for a new code.', 429))).toEqual({
      kind: 'waitBeforeResend',
    })
    expect(classifyProviderError(err('This sign-in link is invalid or has expired.'))).toEqual({ kind: 'linkInvalid' })
  })

  it('anything else is generic', () => {
    expect(classifyProviderError(err('Too many sign-in attempts. Please wait 15 minutes and try again.', 429))).toEqual({
      kind: 'generic',
    })
    expect(classifyProviderError(new TypeError('Failed to fetch'))).toEqual({ kind: 'generic' })
    expect(classifyProviderError('boom')).toEqual({ kind: 'generic' })
  })
})
