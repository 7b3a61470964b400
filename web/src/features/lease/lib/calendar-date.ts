/**
 * Calendar dates of the lease API (`YYYY-MM-DD`): a due date is a day, not an instant. Parsed
 * as that day at UTC midnight and always formatted in UTC, so every time zone shows the same
 * day (`new Date('2026-03-13')` is UTC midnight too, but formatted in the browser's zone it is
 * March 12 west of Greenwich).
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** `'2026-03-13'` → that day at 00:00 UTC; null for anything else (`'2026-02-30'` too). */
export function parseCalendarDate(value: string | null | undefined): Date | null {
  const match = CALENDAR_DATE.exec(value ?? '')
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date
}

/** Formatting options for a calendar date: `March 13, 2026` / `13 de marzo de 2026`. */
export const LONG_DATE = { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' } as const

/** Formatting options for a calendar date in a table: `Mar 13, 2026` / `13 mar 2026`. */
export const SHORT_DATE = { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' } as const
