import { describe, expect, it } from 'vitest'
import {
  addDuration,
  isActivityLog,
  isPathList,
  keepMeasured,
  logActivity,
  MAX_ACTIVITY_LOG,
  MAX_HISTORY,
  MAX_PAGES_MEASURED,
  nextHistory,
  parseStored,
  previousPage,
  stampPage,
} from './page-visits'

describe('the page history', () => {
  it('adds a page a link opens, and changes the top on a redirect', () => {
    let history = nextHistory([], '/', 'load')
    history = nextHistory(history, '/category/sofas', 'push')
    history = nextHistory(history, '/product/sofas-001', 'push')
    expect(history).toEqual(['/', '/category/sofas', '/product/sofas-001'])
    expect(previousPage(history)).toBe('/category/sofas')
    expect(nextHistory(history, '/product/sofas-001-navy', 'replace')).toEqual(['/', '/category/sofas', '/product/sofas-001-navy'])
  })

  it('tells Back from Forward by where the pop lands', () => {
    const history = ['/', '/category/sofas', '/product/sofas-001']
    const back = nextHistory(history, '/category/sofas', 'pop')
    expect(back).toEqual(['/', '/category/sofas'])
    expect(nextHistory(back, '/product/sofas-001', 'pop')).toEqual(history)
  })

  it('keeps a reload of the same page as one entry, and a new tab page as another', () => {
    expect(nextHistory(['/', '/cart'], '/cart', 'load')).toEqual(['/', '/cart'])
    expect(nextHistory(['/', '/cart'], '/checkout', 'load')).toEqual(['/', '/cart', '/checkout'])
    expect(previousPage(['/'])).toBeNull()
  })

  it(`keeps the last ${MAX_HISTORY} pages`, () => {
    let history: string[] = []
    for (let i = 0; i < MAX_HISTORY + 5; i += 1) history = nextHistory(history, `/page-${i}`, 'push')
    expect(history).toHaveLength(MAX_HISTORY)
    expect(history[0]).toBe('/page-5')
  })
})

describe('the measured record', () => {
  it('sums a page’s time in view, ignoring nothing-spent', () => {
    const durations = addDuration(addDuration({}, '/cart', 1200.4), '/cart', 800)
    expect(durations).toEqual({ '/cart': 2000 })
    expect(addDuration(durations, '/cart', 0)).toBe(durations)
    expect(addDuration(durations, '/cart', Number.NaN)).toBe(durations)
  })

  it(`stamps the page opened last and keeps the ${MAX_PAGES_MEASURED} most recent, with their durations`, () => {
    let stamps: Record<string, number> = {}
    for (let i = 0; i < MAX_PAGES_MEASURED; i += 1) stamps = stampPage(stamps, `/page-${i}`, 1000 + i)
    stamps = stampPage(stamps, '/page-0', 5000)
    stamps = stampPage(stamps, '/new', 6000)
    expect(Object.keys(stamps)).toHaveLength(MAX_PAGES_MEASURED)
    expect(stamps['/page-0']).toBe(5000)
    expect(stamps).not.toHaveProperty('/page-1')
    expect(keepMeasured({ '/page-1': 10, '/new': 20 }, stamps)).toEqual({ '/new': 20 })
  })

  it(`logs each page opened, keeping the last ${MAX_ACTIVITY_LOG}`, () => {
    let log = logActivity([], { type: 'page', path: '/', navigation: 'load', at: 1 })
    for (let i = 0; i < MAX_ACTIVITY_LOG; i += 1) log = logActivity(log, { type: 'page', path: `/p-${i}`, navigation: 'push', at: i + 2 })
    expect(log).toHaveLength(MAX_ACTIVITY_LOG)
    expect(log[0]?.path).toBe('/p-0')
  })

  it('reads what is stored only when it has the expected shape', () => {
    expect(parseStored('["/","/cart"]', [], isPathList)).toEqual(['/', '/cart'])
    expect(parseStored('{"not":"a list"}', [], isPathList)).toEqual([])
    expect(parseStored('not json', [], isPathList)).toEqual([])
    expect(parseStored('[{"path":"/","at":"yesterday"}]', [], isActivityLog)).toEqual([])
  })
})
