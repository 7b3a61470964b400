import { describe, expect, it } from 'vitest'
import {
  bedMaster,
  livingRoomSet,
  sectionalMaster,
  sofaMaster,
  sofaNavy,
  tabletItem,
  tireMaster,
  tireVariant,
} from '@/testing/product-fixtures'
import { productPricing, unitPriceCents } from './pricing'
import { selectedVariant } from './variations'

describe('productPricing', () => {
  it('an item on sale: its price and its list price (prices["usd-list"])', () => {
    expect(productPricing(tabletItem)).toEqual({
      currency: 'USD',
      priceCents: 48_499,
      maxPriceCents: undefined,
      listPriceCents: 53_899,
      tiers: [],
      promotions: [],
    })
  })

  it('a master on sale with one price: the list price from its usd-list price range', () => {
    expect(productPricing(sofaMaster)).toMatchObject({ priceCents: 54_799, listPriceCents: 73_099 })
    expect(productPricing(sofaMaster)?.maxPriceCents).toBeUndefined()
  })

  it('a master whose variants differ, nothing chosen: a range, no sale', () => {
    expect(productPricing(bedMaster)).toMatchObject({ priceCents: 92_599, maxPriceCents: 125_999, listPriceCents: undefined })
    expect(productPricing(tireMaster)).toMatchObject({ priceCents: 13_799, maxPriceCents: 20_499 })
    expect(productPricing(livingRoomSet)).toMatchObject({ priceCents: 49_399, maxPriceCents: 82_299 })
  })

  it('a variant chosen on the master’s page: the variant’s price; the single list price still applies', () => {
    const king = productPricing(bedMaster, selectedVariant(bedMaster, { color: 'walnut', size: 'king' }))
    expect(king?.priceCents).toBe(125_999)
    expect(king?.maxPriceCents).toBeUndefined()
    expect(king?.listPriceCents).toBeUndefined()
    expect(productPricing(sofaMaster, selectedVariant(sofaMaster, { color: 'beige' }))).toMatchObject({
      priceCents: 54_799,
      listPriceCents: 73_099,
    })
  })

  it('a variant’s own page: its own prices', () => {
    expect(productPricing(sofaNavy, selectedVariant(sofaNavy, { color: 'navy' }))).toMatchObject({
      priceCents: 54_799,
      listPriceCents: 73_099,
    })
  })

  it('quantity discounts: the tiers above one item, and the unit price they give', () => {
    const pricing = productPricing(tireVariant, selectedVariant(tireVariant, { size: '195-65r15' }))!
    expect(pricing.tiers).toEqual([{ quantity: 4, priceCents: 12_419 }])
    expect(unitPriceCents(pricing, 2)).toBe(13_799)
    expect(unitPriceCents(pricing, 4)).toBe(12_419)
    expect(unitPriceCents(pricing, 6)).toBe(12_419)
  })

  it('promotions of the product and of the chosen variant, once each', () => {
    const charcoal = selectedVariant(sectionalMaster, { color: 'charcoal' })
    expect(productPricing(sectionalMaster, charcoal)?.promotions).toEqual([
      { calloutMsg: '90-day early purchase option', promotionId: 'early-purchase' },
    ])
  })

  it('no price, no pricing', () => {
    expect(productPricing({ ...tabletItem, price: null })).toBeUndefined()
  })
})
