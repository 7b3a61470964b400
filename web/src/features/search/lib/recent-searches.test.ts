import { beforeEach, describe, expect, it } from 'vitest'
import { clearRecentSearches, readRecentSearches, rememberSearch, RECENT_SEARCHES_KEY } from './recent-searches'

describe('recent searches', () => {
  beforeEach(() => window.localStorage.clear())

  it('keeps the five newest, newest first, each once whatever its case', () => {
    for (const phrase of ['sofa', 'tv', 'ring', 'tires', 'laptop', 'grill']) rememberSearch(phrase)
    expect(readRecentSearches()).toEqual(['grill', 'laptop', 'tires', 'ring', 'tv'])
    expect(rememberSearch('  TV ')).toEqual(['TV', 'grill', 'laptop', 'tires', 'ring'])
    expect(rememberSearch('   ')).toEqual(['TV', 'grill', 'laptop', 'tires', 'ring'])
  })

  it('clears, and survives what another version stored', () => {
    rememberSearch('sofa')
    clearRecentSearches()
    expect(readRecentSearches()).toEqual([])
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull()
    window.localStorage.setItem(RECENT_SEARCHES_KEY, '{not json')
    expect(readRecentSearches()).toEqual([])
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, '', null]))
    expect(readRecentSearches()).toEqual(['ok'])
  })
})
