import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '@/api/types'
import { clockTime, localTime, openState } from './open-now'

const WEEKDAYS_10_TO_8: OpeningHours = {
  monday: { open: '10:00', close: '20:00' },
  tuesday: { open: '10:00', close: '20:00' },
  wednesday: { open: '10:00', close: '20:00' },
  thursday: { open: '10:00', close: '20:00' },
  friday: { open: '10:00', close: '20:00' },
  saturday: { open: '11:00', close: '18:00' },
  sunday: null,
}

describe('openState', () => {
  it('reads the moment in the store’s own time zone', () => {
    // Wednesday 2026-11-25 16:30 UTC: 11:30 in New York, 17:30 in Berlin, 08:30 in Los Angeles.
    const now = new Date('2026-11-25T16:30:00Z')
    expect(localTime(now, 'America/New_York')).toEqual({ day: 'wednesday', time: '11:30' })
    expect(openState(WEEKDAYS_10_TO_8, 'America/New_York', now)).toEqual({ open: true, until: '20:00' })
    expect(openState(WEEKDAYS_10_TO_8, 'Europe/Berlin', now)).toEqual({ open: true, until: '20:00' })
    expect(openState(WEEKDAYS_10_TO_8, 'America/Los_Angeles', now)).toEqual({
      open: false,
      next: { day: 'wednesday', time: '10:00' },
    })
  })

  it('after closing, or on a closed day, names the next opening', () => {
    // Saturday 2026-11-28 19:00 in Berlin: closed since 18:00, closed Sunday, opens Monday.
    expect(openState(WEEKDAYS_10_TO_8, 'Europe/Berlin', new Date('2026-11-28T18:00:00Z'))).toEqual({
      open: false,
      next: { day: 'monday', time: '10:00' },
    })
    // The closing minute is closed.
    expect(openState(WEEKDAYS_10_TO_8, 'Europe/Berlin', new Date('2026-11-25T19:00:00Z'))).toEqual({
      open: false,
      next: { day: 'thursday', time: '10:00' },
    })
    expect(openState({}, 'Europe/Berlin', new Date('2026-11-25T12:00:00Z'))).toEqual({ open: false, next: null })
  })

  it('knows nothing of an unknown time zone', () => {
    expect(openState(WEEKDAYS_10_TO_8, 'Mars/Olympus_Mons', new Date())).toBeNull()
  })
})

describe('clockTime', () => {
  it('writes US times on a 12-hour clock and others as they are', () => {
    expect(clockTime('20:00', 'US')).toBe('8:00 PM')
    expect(clockTime('00:30', 'US')).toBe('12:30 AM')
    expect(clockTime('12:00', 'US')).toBe('12:00 PM')
    expect(clockTime('20:00', 'DE')).toBe('20:00')
  })
})
