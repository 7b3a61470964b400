import { describe, expect, it } from 'vitest'
import type { ProductSearchHit } from '@/api/types'
import { toListingHit } from '../api/product-search'
import { hitSwatches, refinementColors, swatchColor } from './swatches'

const hit = (values: { value: string; name: string; link?: string }[]): ProductSearchHit => ({
  productId: 'p',
  productName: 'P',
  productType: { master: true },
  hitType: 'master',
  currency: 'USD',
  orderable: true,
  c_leasable: true,
  representedProduct: { id: 'p-1' },
  c_isNew: false,
  c_isSale: false,
  variationAttributes: [
    {
      id: 'color',
      name: 'Color',
      values: values.map(({ value, name, link }) => ({
        value,
        name,
        orderable: true,
        imageSwatch: link ? { link, disBaseLink: link, alt: name, title: name } : null,
      })),
    },
  ],
})

describe('swatches', () => {
  it('reads the colour from a swatch image named by its hex value', () => {
    expect(swatchColor('/images/catalog/swatch/3E4349.svg')).toBe('#3e4349')
    expect(swatchColor('/images/catalog/swatch/pattern.png')).toBeUndefined()
    expect(swatchColor(undefined)).toBeUndefined()
  })

  it("gives a hit's colours, falling back to the image or the demo palette", () => {
    expect(
      hitSwatches(
        hit([
          { value: 'teal', name: 'Teal', link: '/images/catalog/swatch/00807f.svg' },
          { value: 'plaid', name: 'Plaid', link: '/images/plaid.png' },
          { value: 'navy', name: 'Navy' },
        ]),
      ),
    ).toEqual([
      { value: 'teal', name: 'Teal', color: '#00807f' },
      { value: 'plaid', name: 'Plaid', image: '/images/plaid.png' },
      { value: 'navy', name: 'Navy', color: '#1f3a5f' },
    ])
  })

  it('colours refinement values from the hits first', () => {
    const color = refinementColors([toListingHit(hit([{ value: 'navy', name: 'Navy', link: '/images/catalog/swatch/000080.svg' }]))])
    expect(color('navy')).toBe('#000080')
    expect(color('walnut')).toBe('#5c3d2a')
    expect(color('unknown')).toBeUndefined()
  })
})
