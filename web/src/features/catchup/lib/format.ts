/**
 * How the catch-up values are written for people, in the page's locale: money from integer
 * cents in the locale's currency, and the API's calendar dates (`YYYY-MM-DD`), which are days,
 * not instants — parsed as that day at UTC midnight and formatted in UTC, so every time zone
 * shows the same day.
 */
import type { IntlShape } from 'react-intl'
import { fromCents } from '@/lib/money'

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** `'2026-03-13'` → that day at 00:00 UTC; null for anything else (`'2026-02-30'` too). */
export function parseCalendarDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date
}

export interface CatchUpFormatters {
  /** `4257` → `$42.57` (en-US), `42.57 US$` (es-US). */
  money: (cents: number) => string
  /** `March 13, 2026` / `13 de marzo de 2026`; `short`: `Mar 13, 2026`. Unparsable values as given. */
  date: (value: string, style?: 'long' | 'short') => string
}

export function catchUpFormatters(intl: IntlShape, currency: string): CatchUpFormatters {
  return {
    money: (cents) => intl.formatNumber(fromCents(cents), { style: 'currency', currency }),
    date: (value, style = 'long') => {
      const date = parseCalendarDate(value)
      return date ? intl.formatDate(date, { timeZone: 'UTC', year: 'numeric', month: style, day: 'numeric' }) : value
    },
  }
}
