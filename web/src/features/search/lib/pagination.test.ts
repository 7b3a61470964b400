import { describe, expect, it } from 'vitest'
import { pageInfo, pageOffset, pageWindow } from './pagination'

describe('pageInfo', () => {
  it('names the current page and the number of pages', () => {
    expect(pageInfo(0, 25, 69)).toEqual({ current: 1, count: 3 })
    expect(pageInfo(50, 25, 69)).toEqual({ current: 3, count: 3 })
    expect(pageInfo(0, 25, 0)).toEqual({ current: 1, count: 1 })
    // An offset past the end shows as the last page.
    expect(pageInfo(500, 25, 69)).toEqual({ current: 3, count: 3 })
    expect(pageOffset(3, 25)).toBe(50)
  })
})

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the first, the last and the current page with its neighbours', () => {
    expect(pageWindow(1, 14)).toEqual([1, 2, 3, 4, 'gap', 14])
    expect(pageWindow(3, 14)).toEqual([1, 2, 3, 4, 'gap', 14])
    expect(pageWindow(4, 14)).toEqual([1, 2, 3, 4, 5, 'gap', 14])
    expect(pageWindow(5, 14)).toEqual([1, 'gap', 4, 5, 6, 'gap', 14])
    expect(pageWindow(11, 14)).toEqual([1, 'gap', 10, 11, 12, 13, 14])
    expect(pageWindow(7, 14)).toEqual([1, 'gap', 6, 7, 8, 'gap', 14])
    expect(pageWindow(12, 14)).toEqual([1, 'gap', 11, 12, 13, 14])
    expect(pageWindow(14, 14)).toEqual([1, 'gap', 11, 12, 13, 14])
  })

  it('never shows more than seven entries', () => {
    for (let count = 1; count < 30; count++) {
      for (let current = 1; current <= count; current++) {
        const entries = pageWindow(current, count)
        expect(entries.length).toBeLessThanOrEqual(7)
        expect(entries).toContain(current)
      }
    }
  })
})
