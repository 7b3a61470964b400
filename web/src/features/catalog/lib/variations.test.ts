import { describe, expect, it } from 'vitest'
import { bedMaster, sectionalMaster, sofaMaster, sofaNavy, tabletItem } from '@/testing/product-fixtures'
import {
  hasVariations,
  isSelectionComplete,
  isValueOrderable,
  missingAttributes,
  searchWithSelection,
  selectedValue,
  selectedVariant,
  selectionFromSearch,
} from './variations'

const search = (query: string) => new URLSearchParams(query)

describe('selectionFromSearch: the URL → the chosen values', () => {
  it('a master without a query: nothing chosen', () => {
    expect(selectionFromSearch(sofaMaster, search(''))).toEqual({})
  })

  it('reads each variation attribute from the query, ignoring other parameters', () => {
    expect(selectionFromSearch(bedMaster, search('?color=walnut&size=queen&site=nw&locale=es'))).toEqual({
      color: 'walnut',
      size: 'queen',
    })
  })

  it('ignores values the product does not have', () => {
    expect(selectionFromSearch(bedMaster, search('?color=purple&size=king'))).toEqual({ size: 'king' })
  })

  it('a variant in the path preselects its own values (/product/sofas-001-navy)', () => {
    expect(selectionFromSearch(sofaNavy, search(''))).toEqual({ color: 'navy' })
  })

  it('the query wins over the variant’s own values (another colour chosen on its page)', () => {
    expect(selectionFromSearch(sofaNavy, search('?color=beige'))).toEqual({ color: 'beige' })
  })

  it('a product without variations has nothing to choose', () => {
    expect(hasVariations(tabletItem)).toBe(false)
    expect(selectionFromSearch(tabletItem, search('?color=navy'))).toEqual({})
    expect(isSelectionComplete(tabletItem, {})).toBe(true)
  })
})

describe('searchWithSelection', () => {
  it('sets one attribute and keeps every other parameter', () => {
    expect(searchWithSelection(search('?site=nw&size=queen'), 'color', 'gray').toString()).toBe('site=nw&size=queen&color=gray')
    expect(searchWithSelection(search('?color=gray'), 'color', 'beige').toString()).toBe('color=beige')
  })
})

describe('selectedVariant: the chosen values → the variant', () => {
  it('none until every attribute is chosen', () => {
    expect(selectedVariant(bedMaster, { color: 'gray' })).toBeUndefined()
    expect(missingAttributes(bedMaster, { color: 'gray' }).map((a) => a.id)).toEqual(['size'])
    expect(missingAttributes(bedMaster, {}).map((a) => a.id)).toEqual(['color', 'size'])
  })

  it('the variant whose values are the chosen ones', () => {
    expect(selectedVariant(bedMaster, { color: 'walnut', size: 'king' })).toMatchObject({
      productId: 'beds-001-walnut-king',
      price: 1259.99,
    })
    expect(selectedVariant(sofaMaster, selectionFromSearch(sofaMaster, search('?color=navy')))?.productId).toBe('sofas-001-navy')
    expect(selectedVariant(sofaNavy, selectionFromSearch(sofaNavy, search('')))?.productId).toBe('sofas-001-navy')
  })

  it('the chosen value with its display name ("Navy")', () => {
    const [color] = sofaMaster.variationAttributes!
    expect(selectedValue(color!, { color: 'navy' })?.name).toBe('Navy')
    expect(selectedValue(color!, {})).toBeUndefined()
  })
})

describe('isValueOrderable: values shown but unavailable', () => {
  it('a value no variant can be ordered in (the gray and brown sectionals)', () => {
    expect(isValueOrderable(sectionalMaster, {}, 'color', 'gray')).toBe(false)
    expect(isValueOrderable(sectionalMaster, {}, 'color', 'brown')).toBe(false)
    expect(isValueOrderable(sectionalMaster, {}, 'color', 'navy')).toBe(true)
  })

  it('depends on the other choices: Queen is unavailable in gray, available in walnut', () => {
    expect(isValueOrderable(bedMaster, { color: 'gray' }, 'size', 'queen')).toBe(false)
    expect(isValueOrderable(bedMaster, { color: 'walnut' }, 'size', 'queen')).toBe(true)
    expect(isValueOrderable(bedMaster, {}, 'size', 'queen')).toBe(true)
    // And the other way round: with Queen chosen, Gray is the unavailable colour.
    expect(isValueOrderable(bedMaster, { size: 'queen' }, 'color', 'gray')).toBe(false)
    // The attribute's own current value does not count against the others.
    expect(isValueOrderable(bedMaster, { color: 'walnut', size: 'queen' }, 'color', 'gray')).toBe(false)
    expect(isValueOrderable(bedMaster, { color: 'gray', size: 'queen' }, 'color', 'walnut')).toBe(true)
  })

  it('an unknown value is not orderable', () => {
    expect(isValueOrderable(bedMaster, {}, 'color', 'purple')).toBe(false)
    expect(isValueOrderable(bedMaster, {}, 'finish', 'matte')).toBe(false)
  })
})
