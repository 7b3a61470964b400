import { describe, expect, it } from 'vitest'
import type { Product } from '@/api/types'
import { bedMaster, livingRoomSet, sofaMaster, sofaNavy, tabletItem, tireBundle, tireVariant } from '@/testing/product-fixtures'
import { inventoryStatus, isAvailable, isOrderable } from './inventory'

const withStock = (product: Product, stockLevel: number, more: Partial<NonNullable<Product['inventory']>> = {}): Product => ({
  ...product,
  inventory: { ...product.inventory!, stockLevel, ats: stockLevel, ...more },
})

describe('inventoryStatus', () => {
  describe('out of stock', () => {
    it('when the stock level is 0', () => {
      expect(inventoryStatus(withStock(tabletItem, 0), {}, 1)).toEqual({ kind: 'outOfStock' })
    })

    it('when the inventory says it cannot be ordered', () => {
      expect(inventoryStatus(withStock(tabletItem, 5, { orderable: false }), {}, 1)).toEqual({ kind: 'outOfStock' })
    })

    it('when the selected variant is not orderable (the gray queen bed)', () => {
      expect(inventoryStatus(bedMaster, { color: 'gray', size: 'queen' }, 1)).toEqual({ kind: 'outOfStock' })
    })

    it('when the variant page’s own stock is 0', () => {
      expect(inventoryStatus(withStock(sofaNavy, 0), { color: 'navy' }, 1)).toEqual({ kind: 'outOfStock' })
    })

    it('a product without variations and without inventory data', () => {
      expect(inventoryStatus({ ...tabletItem, inventory: null }, {}, 1)).toEqual({ kind: 'outOfStock' })
    })
  })

  describe('not all variations chosen: not orderable, and says what to choose', () => {
    it('nothing chosen on a master: both attributes are missing', () => {
      const status = inventoryStatus(bedMaster, {}, 1)
      expect(status.kind).toBe('choose')
      expect(status.kind === 'choose' && status.missing.map((a) => a.name)).toEqual(['Color', 'Size'])
      expect(isOrderable(status)).toBe(false)
    })

    it('colour chosen, size not', () => {
      const status = inventoryStatus(bedMaster, { color: 'walnut' }, 1)
      expect(status.kind === 'choose' && status.missing.map((a) => a.id)).toEqual(['size'])
    })
  })

  describe('unfulfillable: stock below the chosen quantity', () => {
    it('an item: "Only 1 left!" for 2 (no product name)', () => {
      expect(inventoryStatus(tabletItem, {}, 1)).toEqual({ kind: 'inStock' })
      expect(inventoryStatus(tabletItem, {}, 2)).toEqual({ kind: 'unfulfillable', stockLevel: 1 })
    })

    it('a variant’s own page: its own stock (2 tires in stock, 4 asked for)', () => {
      expect(inventoryStatus(tireVariant, { size: '195-65r15' }, 2)).toEqual({ kind: 'inStock' })
      expect(inventoryStatus(tireVariant, { size: '195-65r15' }, 4)).toEqual({ kind: 'unfulfillable', stockLevel: 2 })
    })

    it('a set names the member with the fewest in stock', () => {
      expect(inventoryStatus(withStock(livingRoomSet, 3), {}, 4)).toEqual({
        kind: 'unfulfillable',
        stockLevel: 3,
        productName: 'Harbor Reclining Sofa',
      })
    })

    it('a bundle names it too when the API gives it, and not otherwise', () => {
      expect(inventoryStatus(withStock(tireBundle, 2, { lowestStockLevelProductName: 'Tourline AS All-Season Tire' }), {}, 3)).toEqual({
        kind: 'unfulfillable',
        stockLevel: 2,
        productName: 'Tourline AS All-Season Tire',
      })
      expect(inventoryStatus(withStock(tireBundle, 2), {}, 3)).toEqual({ kind: 'unfulfillable', stockLevel: 2 })
    })

    it('an item never names a product, even if the field were there', () => {
      expect(inventoryStatus(withStock(tabletItem, 1, { lowestStockLevelProductName: 'Other' }), {}, 2)).toEqual({
        kind: 'unfulfillable',
        stockLevel: 1,
      })
    })
  })

  describe('whose stock', () => {
    it('a variant chosen on a master’s page: only its orderable flag is known, the master’s stock is not used', () => {
      const master = withStock(sofaMaster, 1)
      expect(inventoryStatus(master, { color: 'navy' }, 5)).toEqual({ kind: 'inStock' })
    })

    it('another variant chosen on a variant’s page: the page’s stock is not that variant’s', () => {
      const navy = withStock(sofaNavy, 0)
      expect(inventoryStatus(navy, { color: 'beige' }, 1)).toEqual({ kind: 'inStock' })
    })
  })
})

describe('isAvailable (the offer’s availability)', () => {
  it('a master with nothing chosen is available when a variant is', () => {
    expect(isAvailable(bedMaster, {})).toBe(true)
    expect(isAvailable({ ...bedMaster, variants: bedMaster.variants!.map((v) => ({ ...v, orderable: false })) }, {})).toBe(false)
  })

  it('with some values chosen, when a variant with them is', () => {
    const onlyGrayQueen = {
      ...bedMaster,
      variants: bedMaster.variants!.map((v) => ({ ...v, orderable: v.productId === 'beds-001-gray-queen' })),
    }
    expect(isAvailable(onlyGrayQueen, { color: 'gray' })).toBe(true)
    expect(isAvailable(onlyGrayQueen, { color: 'walnut' })).toBe(false)
  })

  it('a chosen variant: its orderable flag, and its own stock on its page', () => {
    expect(isAvailable(bedMaster, { color: 'gray', size: 'queen' })).toBe(false)
    expect(isAvailable(bedMaster, { color: 'gray', size: 'king' })).toBe(true)
    expect(isAvailable(withStock(sofaNavy, 0), { color: 'navy' })).toBe(false)
  })

  it('an item: in stock and orderable, whatever the quantity', () => {
    expect(isAvailable(tabletItem, {})).toBe(true)
    expect(isAvailable(withStock(tabletItem, 0), {})).toBe(false)
  })
})
