import { describe, expect, it } from 'vitest'
import { promoList, promoRedirectSearch } from './promo-redirect'

describe('promoList', () => {
  it('reads the pipe-separated preference', () => {
    expect(promoList('raf-promo| spring-sale ||')).toEqual(['raf-promo', 'spring-sale'])
    expect(promoList('')).toEqual([])
    expect(promoList(undefined)).toEqual([])
    expect(promoList(['raf-promo'])).toEqual([])
  })
})

describe('promoRedirectSearch', () => {
  const promos = ['raf-promo', 'spring-sale']

  it('moves a promo category to the promo parameter, keeping the others', () => {
    expect(promoRedirectSearch('?category=raf-promo&utm_source=email', promos)).toBe('?utm_source=email&promo=raf-promo')
    expect(promoRedirectSearch('category=spring-sale', promos)).toBe('?promo=spring-sale')
  })

  it('leaves a real category, a partial match and a page without one alone', () => {
    expect(promoRedirectSearch('?category=furniture', promos)).toBeNull()
    expect(promoRedirectSearch('?category=raf', promos)).toBeNull()
    expect(promoRedirectSearch('?promo=raf-promo', promos)).toBeNull()
    expect(promoRedirectSearch('', promos)).toBeNull()
    expect(promoRedirectSearch('?category=raf-promo', [])).toBeNull()
  })
})
