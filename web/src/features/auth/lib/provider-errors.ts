/**
 * The identity provider answers errors in English only. The known messages are matched to
 * catalogue messages here (the components translate the kinds); anything else is `generic`.
 */
export type ProviderErrorKind =
  | { kind: 'unauthorized' }
  | { kind: 'emailRequired' }
  | { kind: 'emailInvalid' }
  | { kind: 'passwordRequired' }
  | { kind: 'phoneInvalid' }
  | { kind: 'codeRequired' }
  | { kind: 'codeWrong'; triesLeft: number }
  | { kind: 'codeWrongLast' }
  | { kind: 'tooManyWrongCodes' }
  | { kind: 'codeExpired' }
  | { kind: 'waitBeforeResend' }
  | { kind: 'tooManySends' }
  | { kind: 'linkInvalid' }
  | { kind: 'generic' }

const EXACT: Record<string, ProviderErrorKind> = {
  'Please enter your email address.': { kind: 'emailRequired' },
  'Please enter a valid email address.': { kind: 'emailInvalid' },
  'Please enter your password.': { kind: 'passwordRequired' },
  'Please enter a valid 10-digit phone number.': { kind: 'phoneInvalid' },
  'Please enter the 6-digit code.': { kind: 'codeRequired' },
  "That code isn't right. Please request a new one.": { kind: 'codeWrongLast' },
  'Too many wrong codes. Please request a new one.': { kind: 'tooManyWrongCodes' },
  'This code has expired. Please request a new one.': { kind: 'codeExpired' },
  'Please wait a moment before asking for a new code.': { kind: 'waitBeforeResend' },
  'Too many codes were requested. Please try again in an hour.': { kind: 'tooManySends' },
  'This sign-in link is invalid or has expired.': { kind: 'linkInvalid' },
}

/** Classifies a thrown value of the provider calls. */
export function classifyProviderError(error: unknown): ProviderErrorKind {
  if (!(error instanceof Error)) return { kind: 'generic' }
  const message = error.message.trim()
  // Portal spec §8: an error matching 'Unauthorized' means a wrong email or password.
  if (/Unauthorized/.test(message)) return { kind: 'unauthorized' }
  const exact = EXACT[message]
  if (exact) return exact
  const wrong = /^That code isn't right\. You have (\d+) tr(?:y|ies) left\.$/.exec(message)
  if (wrong?.[1]) return { kind: 'codeWrong', triesLeft: Number(wrong[1]) }
  return { kind: 'generic' }
}
