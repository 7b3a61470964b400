import type { IntlShape } from 'react-intl'
import { fromCents } from '@/lib/money'
import { LONG_DATE, parseCalendarDate, SHORT_DATE } from './calendar-date'

/** How lease values are written for people, in the page's locale. */
export interface LeaseFormatters {
  /** Integer cents as money: `4257` → `$42.57` (en-US), `42,57 US$` (es-US). */
  money: (cents: number) => string
  /** A `YYYY-MM-DD` calendar date: `March 13, 2026`; `short`: `Mar 13, 2026`. Unparsable values as given. */
  date: (value: string, style?: 'long' | 'short') => string
  /** A percentage given in percent (`60` → `60%`, `8.25` → `8.25%`). */
  percent: (value: number) => string
}

export function leaseFormatters(intl: IntlShape, currency: string): LeaseFormatters {
  return {
    money: (cents) => intl.formatNumber(fromCents(cents), { style: 'currency', currency }),
    date: (value, style = 'long') => {
      const date = parseCalendarDate(value)
      return date ? intl.formatDate(date, style === 'long' ? LONG_DATE : SHORT_DATE) : value
    },
    percent: (value) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 3 }),
  }
}
