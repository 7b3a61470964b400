/**
 * Whether a store is open at a moment, in the store's own time zone: open now and until when,
 * or closed and when it opens next (within the week). Pure: the moment is given (a page reads
 * the clock only after it has started, so the server's HTML never depends on when it was made).
 */
import type { OpeningHours } from '@/api/types'

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export type OpenState = { open: true; until: string } | { open: false; next: { day: Weekday; time: string } | null }

/** The weekday and the `HH:MM` (24-hour) of a moment in a time zone; null for an unknown zone. */
export function localTime(now: Date, timeZone: string): { day: Weekday; time: string } | null {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now)
  } catch {
    return null
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const day = part('weekday').toLowerCase() as Weekday
  if (!WEEKDAYS.includes(day)) return null
  return { day, time: `${part('hour').padStart(2, '0')}:${part('minute').padStart(2, '0')}` }
}

export function openState(hours: OpeningHours, timeZone: string, now: Date): OpenState | null {
  const local = localTime(now, timeZone)
  if (!local) return null
  const today = hours[local.day]
  if (today && today.open <= local.time && local.time < today.close) return { open: true, until: today.close }
  if (today && local.time < today.open) return { open: false, next: { day: local.day, time: today.open } }
  const start = WEEKDAYS.indexOf(local.day)
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = WEEKDAYS[(start + ahead) % 7]!
    const opening = hours[day]
    if (opening) return { open: false, next: { day, time: opening.open } }
  }
  return { open: false, next: null }
}

/** A `HH:MM` time as the store's country writes it: `8:00 PM` in the US, `20:00` elsewhere. */
export function clockTime(time: string, countryCode: string): string {
  if (countryCode !== 'US') return time
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'AM' : 'PM'
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`
}
