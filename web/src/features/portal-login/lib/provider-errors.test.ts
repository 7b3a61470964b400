import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { classifyProviderError } from './provider-errors'

const err = (message: string, status = 400, reason?: string, triesLeft?: number) =>
  new ApiError(message, status, { message, reason, triesLeft })

describe('classifyProviderError', () => {
  it('reads the reason the provider gives, not its English wording', () => {
    expect(classifyProviderError(err('Unauthorized', 401))).toEqual({ kind: 'unauthorized' })
    expect(classifyProviderError(err('any words', 400, 'code_wrong', 4))).toEqual({ kind: 'codeWrong', triesLeft: 4 })
    expect(classifyProviderError(err('any words', 400, 'code_wrong_last'))).toEqual({ kind: 'codeWrongLast' })
    expect(classifyProviderError(err('any words', 400, 'too_many_wrong_codes'))).toEqual({ kind: 'tooManyWrongCodes' })
    expect(classifyProviderError(err('any words', 400, 'code_expired'))).toEqual({ kind: 'codeExpired' })
    expect(classifyProviderError(err('any words', 400, 'phone_invalid'))).toEqual({ kind: 'phoneInvalid' })
    expect(classifyProviderError(err('any words', 429, 'wait_before_resend'))).toEqual({ kind: 'waitBeforeResend' })
    expect(classifyProviderError(err('any words', 429, 'too_many_sends'))).toEqual({ kind: 'tooManySends' })
    expect(classifyProviderError(err('any words', 400, 'link_invalid'))).toEqual({ kind: 'linkInvalid' })
    // A wording without a reason is not guessed at.
    expect(classifyProviderError(err('This sign-in link is invalid or has expired.'))).toEqual({ kind: 'generic' })
  })

  it('anything else is generic', () => {
    expect(classifyProviderError(err('Too many sign-in attempts. Please wait 15 minutes and try again.', 429))).toEqual({
      kind: 'generic',
    })
    expect(classifyProviderError(new TypeError('Failed to fetch'))).toEqual({ kind: 'generic' })
    expect(classifyProviderError('boom')).toEqual({ kind: 'generic' })
  })
})
