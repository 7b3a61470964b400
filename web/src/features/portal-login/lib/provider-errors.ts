/**
 * The identity provider's errors carry a machine-readable `reason` (and `triesLeft` for a
 * wrong code); the components translate the kinds. Anything else is `generic`.
 */
import { ApiError } from '@/lib/api-client'

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

const BY_REASON: Record<string, ProviderErrorKind> = {
  email_required: { kind: 'emailRequired' },
  email_invalid: { kind: 'emailInvalid' },
  password_required: { kind: 'passwordRequired' },
  phone_invalid: { kind: 'phoneInvalid' },
  code_required: { kind: 'codeRequired' },
  code_wrong_last: { kind: 'codeWrongLast' },
  too_many_wrong_codes: { kind: 'tooManyWrongCodes' },
  code_expired: { kind: 'codeExpired' },
  wait_before_resend: { kind: 'waitBeforeResend' },
  too_many_sends: { kind: 'tooManySends' },
  link_invalid: { kind: 'linkInvalid' },
}

/** Classifies a thrown value of the provider calls. */
export function classifyProviderError(error: unknown): ProviderErrorKind {
  if (!(error instanceof Error)) return { kind: 'generic' }
  // An error matching 'Unauthorized' means a wrong email or password.
  if (/Unauthorized/.test(error.message)) return { kind: 'unauthorized' }
  const data = error instanceof ApiError && typeof error.data === 'object' ? error.data : undefined
  const reason = data?.reason
  if (reason === 'code_wrong' && typeof data?.triesLeft === 'number') {
    return { kind: 'codeWrong', triesLeft: data.triesLeft }
  }
  return (reason && BY_REASON[reason]) || { kind: 'generic' }
}
