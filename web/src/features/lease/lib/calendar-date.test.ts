import { createIntl } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { parseCalendarDate } from './calendar-date'
import { leaseFormatters } from './formatters'

describe('calendar dates of the lease API (YYYY-MM-DD)', () => {
  it('parses a day as that day, at UTC midnight', () => {
    expect(parseCalendarDate('2026-03-13')?.toISOString()).toBe('2026-03-13T00:00:00.000Z')
    expect(parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z')
  })

  it('refuses what is not a calendar date', () => {
    for (const value of ['2026-02-30', '2026-13-01', '2026-3-13', '13/03/2026', '2026-03-13T00:00:00Z', '', null, undefined]) {
      expect(parseCalendarDate(value)).toBeNull()
    }
  })
})

describe('lease formatters', () => {
  const en = leaseFormatters(createIntl({ locale: 'en-US' }), 'USD')
  const es = leaseFormatters(createIntl({ locale: 'es-US' }), 'USD')

  it('write cents as money of the locale', () => {
    expect(en.money(4257)).toBe('$42.57')
    expect(en.money(137_207)).toBe('$1,372.07')
    expect(en.money(0)).toBe('$0.00')
    expect(es.money(137_207)).toMatch(/1,372\.07|1\.372,07/)
  })

  it('write a due date as the same day in every time zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles')
    expect(en.date('2026-03-13')).toBe('March 13, 2026')
    expect(en.date('2026-03-13', 'short')).toBe('Mar 13, 2026')
    expect(es.date('2026-03-13')).toBe('13 de marzo de 2026')
    expect(en.date('soon')).toBe('soon')
  })

  it('write percentages given in percent', () => {
    expect(en.percent(60)).toBe('60%')
    expect(en.percent(8.25)).toBe('8.25%')
  })
})
