import type { IntlShape } from 'react-intl'
import { intervalMessages } from '../messages'

const isFrequency = (value: string): value is keyof typeof intervalMessages => Object.hasOwn(intervalMessages, value)

/** The schedule interval in words (`weekly` → Every week); an unknown value as the API wrote it. */
export function intervalText(intl: IntlShape, frequency: string): string {
  return isFrequency(frequency) ? intl.formatMessage(intervalMessages[frequency]) : frequency
}
