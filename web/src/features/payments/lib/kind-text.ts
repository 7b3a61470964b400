import type { IntlShape } from 'react-intl'
import { historyKindMessages, kindMessages } from '../messages'
import { isPaymentType } from './types'

/** What a payment was, in the page's words: a kind the customer pays, or autopay's charge. */
export function paymentKindText(intl: IntlShape, type: string): string {
  if (isPaymentType(type)) return intl.formatMessage(kindMessages[type])
  if (type === 'autopay') return intl.formatMessage(historyKindMessages.autopay)
  return type
}
