import { useIntl } from 'react-intl'
import { usePaymentFormat } from '../lib/format'
import type { CustomBounds } from '../lib/types'
import { amountErrorMessages } from '../messages'

/** The words of an amount problem (the client's or the server's reason). */
export function useAmountErrorText() {
  const intl = useIntl()
  const format = usePaymentFormat()
  return (reason: string, bounds: CustomBounds | null | undefined) => {
    // Without the bounds at hand (the review page), a bound that moved is a changed amount.
    if (!bounds && (reason === 'above_maximum' || reason === 'below_minimum'))
      return intl.formatMessage(amountErrorMessages.amount_changed, { min: '', max: '' })
    const values = { min: format.money(bounds?.min ?? 0), max: format.money(bounds?.max ?? 0) }
    const known =
      reason in amountErrorMessages ? amountErrorMessages[reason as keyof typeof amountErrorMessages] : amountErrorMessages.invalid
    return intl.formatMessage(known, values)
  }
}
