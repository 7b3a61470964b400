/**
 * The words of a failed change, in the page's locale — by the server's status and `reason`,
 * never its English `message`.
 */
import type { IntlShape } from 'react-intl'
import { ApiError } from '@/lib/api-client'
import { isNotFound, isUnsettled, parameterOf, reasonOf } from '@/lib/portal'
import { errorMessages as m, listMessages } from '../messages'

function refusalText(intl: IntlShape, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const reason = reasonOf(error)
  if (reason === 'lease_closed') return intl.formatMessage(listMessages.closedNotice)
  if (reason === 'no_payment_method') return intl.formatMessage(m.noPaymentMethod)
  if (isNotFound(error)) return intl.formatMessage(m.methodGone)
  return null
}

/** A failed remove, make-default or autopay change. */
export function changeErrorText(intl: IntlShape, error: unknown): string {
  return refusalText(intl, error) ?? intl.formatMessage(isUnsettled(error) ? m.changeUnavailable : m.generic)
}

/** A failed add that names no field of the form (a field's own 400 is shown at the field). */
export function addErrorText(intl: IntlShape, error: unknown): string {
  const refusal = refusalText(intl, error)
  if (refusal) return refusal
  // The processor's refusal of the method: parameter `type`, its decline code as the reason.
  if (parameterOf(error) === 'type' && reasonOf(error) !== 'invalid') return intl.formatMessage(m.declined)
  return intl.formatMessage(isUnsettled(error) ? m.unavailable : m.generic)
}
