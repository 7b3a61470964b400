import { describe, expect, it } from 'vitest'
import { scheduleRowState } from './schedule'

const asOf = '2026-03-06'

describe('a scheduled payment on the as-of day', () => {
  it('settled is paid, whenever it was due', () => {
    expect(scheduleRowState({ settled: true, paid: 5277, due_date: '2026-02-27' }, asOf)).toBe('paid')
    expect(scheduleRowState({ settled: true, paid: 5277, due_date: '2026-03-13' }, asOf)).toBe('paid')
  })

  it('unsettled and due before the day is past due, even partly paid', () => {
    expect(scheduleRowState({ settled: false, paid: 0, due_date: '2026-03-05' }, asOf)).toBe('pastDue')
    expect(scheduleRowState({ settled: false, paid: 1000, due_date: '2026-02-27' }, asOf)).toBe('pastDue')
  })

  it('due on the day or later is upcoming, or partly paid with a prepayment', () => {
    expect(scheduleRowState({ settled: false, paid: 0, due_date: asOf }, asOf)).toBe('upcoming')
    expect(scheduleRowState({ settled: false, paid: 2000, due_date: '2026-03-13' }, asOf)).toBe('partlyPaid')
  })
})
