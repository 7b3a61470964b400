import type { IntlShape } from 'react-intl'
import { payFrequencyMessages } from '../messages'

const isPayFrequency = (value: string): value is keyof typeof payFrequencyMessages => Object.hasOwn(payFrequencyMessages, value)

/** The pay frequency (`weekly`, `bi_weekly`, `semi_monthly`, `monthly`) in words; an unknown value as the API wrote it. */
export function payFrequencyText(intl: IntlShape, frequency: string): string {
  return isPayFrequency(frequency) ? intl.formatMessage(payFrequencyMessages[frequency]) : frequency
}
