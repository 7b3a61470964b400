import { describe, expect, it } from 'vitest'
import {
  activeRefinements,
  clearRefinements,
  searchCriteriaFromUrl,
  selectedValues,
  toggleRefinement,
  withCategory,
  withOffset,
  withPageSize,
  withSort,
} from './search-url'

const params = (text: string) => new URLSearchParams(text)

describe('searchCriteriaFromUrl', () => {
  it('reads phrase, refinements, sort and page from the URL', () => {
    expect(
      searchCriteriaFromUrl(params('q=sofa&refine=c_refinementColor%3Dgray%7Cnavy&sort=price-low-to-high&offset=50&limit=50')),
    ).toEqual({
      q: 'sofa',
      refine: ['c_refinementColor=gray|navy'],
      sort: 'price-low-to-high',
      offset: 50,
      limit: 50,
    })
  })

  it('puts the category of the path first and ignores a cgid in the URL', () => {
    expect(searchCriteriaFromUrl(params('refine=cgid%3Dother&refine=brand%3DAcme'), 'sofas').refine).toEqual(['cgid=sofas', 'brand=Acme'])
  })

  it('falls back to the defaults for anything out of range', () => {
    expect(searchCriteriaFromUrl(params('limit=7&offset=-3&sort=random&refine=brand%3D'))).toEqual({ refine: [], offset: 0, limit: 25 })
    // An offset is snapped to the start of its page.
    expect(searchCriteriaFromUrl(params('offset=30')).offset).toBe(25)
  })
})

describe('URL changes', () => {
  it('toggles one value of a refinement and goes back to the first page', () => {
    const once = toggleRefinement(params('q=tv&offset=25'), 'c_refinementColor', 'gray')
    expect(once).toBe('?q=tv&refine=c_refinementColor%3Dgray')
    const twice = toggleRefinement(params(once.slice(1)), 'c_refinementColor', 'navy')
    expect(selectedValues(params(twice.slice(1)), 'c_refinementColor')).toEqual(['gray', 'navy'])
    const off = toggleRefinement(params(twice.slice(1)), 'c_refinementColor', 'gray')
    expect(selectedValues(params(off.slice(1)), 'c_refinementColor')).toEqual(['navy'])
    expect(toggleRefinement(params(off.slice(1)), 'c_refinementColor', 'navy')).toBe('?q=tv')
  })

  it('keeps defaults out of the URL', () => {
    expect(withSort(params('sort=newest'), 'best-matches')).toBe('')
    expect(withPageSize(params('limit=50&offset=100'), 25)).toBe('')
    expect(withPageSize(params(''), 100)).toBe('?limit=100')
    expect(withOffset(params('limit=50'), 100)).toBe('?limit=50&offset=100')
    expect(withOffset(params('offset=100'), 0)).toBe('')
    expect(clearRefinements(params('q=a&refine=brand%3DB&offset=25'))).toBe('?q=a')
  })
})

describe('categories and chosen values', () => {
  it('narrows a search to one category, replacing another, from the first page', () => {
    const once = withCategory(params('q=sofa&refine=brand%3DAcme&offset=25'), 'furniture')
    expect(once).toBe('?q=sofa&refine=cgid%3Dfurniture&refine=brand%3DAcme')
    expect(withCategory(params(once.slice(1)), 'living-room')).toBe('?q=sofa&refine=cgid%3Dliving-room&refine=brand%3DAcme')
    expect(searchCriteriaFromUrl(params(once.slice(1))).refine).toEqual(['cgid=furniture', 'brand=Acme'])
  })

  it('lists every chosen value, but not the category of the path', () => {
    const search = params('refine=cgid%3Dother&refine=c_refinementColor%3Dgray%7Cnavy&refine=price%3D(0..250)')
    expect(activeRefinements(search, 'sofas')).toEqual([
      { attribute: 'c_refinementColor', value: 'gray' },
      { attribute: 'c_refinementColor', value: 'navy' },
      { attribute: 'price', value: '(0..250)' },
    ])
    expect(activeRefinements(search)[0]).toEqual({ attribute: 'cgid', value: 'other' })
  })
})
