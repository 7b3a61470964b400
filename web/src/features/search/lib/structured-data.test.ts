import { describe, expect, it } from 'vitest'
import { itemListJsonLd } from './structured-data'

describe('itemListJsonLd', () => {
  it('lists the products in order, positions counted from the listing’s first product', () => {
    const hits = [
      { productId: 'sofas-001', productName: 'Harbor Reclining Sofa' },
      { productId: 'a b/c', productName: 'Odd id' },
    ]
    expect(itemListJsonLd(hits, 25, (path) => `/es-US${path}`)).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 26, url: '/es-US/product/sofas-001', name: 'Harbor Reclining Sofa' },
        { '@type': 'ListItem', position: 27, url: '/es-US/product/a%20b%2Fc', name: 'Odd id' },
      ],
    })
  })
})
