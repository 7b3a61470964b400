import { describe, expect, it } from 'vitest'
import { hitFixture, resultFixture } from '@/testing/listing-test-data'
import { toListing } from './product-search'

describe('toListing', () => {
  it('keeps what a tile shows of a hit, and the rest of the answer as it is', () => {
    const result = resultFixture({
      hits: [
        hitFixture({
          listPrice: 730.99,
          c_isSale: true,
          productPromotions: [{ promotionId: 'p', calloutMsg: 'Save 15%' }],
        }),
      ],
      total: 31,
    })
    const listing = toListing(result)
    expect(listing.hits).toEqual([
      {
        productId: 'sofas-001',
        productName: 'Harbor Reclining Sofa',
        brand: 'Ashford Home',
        currency: 'USD',
        price: 547.99,
        listPrice: 730.99,
        image: { link: '/images/catalog/sofa/3e4349.svg', alt: 'Harbor Reclining Sofa' },
        orderable: true,
        c_isNew: false,
        c_isSale: true,
        swatches: [
          { value: 'charcoal', name: 'Charcoal', color: '#3e4349' },
          { value: 'navy', name: 'Navy', color: '#1f3a5f' },
          { value: 'beige', name: 'Beige', color: '#d8c7a8' },
        ],
        promotion: 'Save 15%',
        leasable: true,
        // What a tile states of the server's quote.
        lease: { initialPayment: 4900, numberOfPayments: 52, payFrequency: 'weekly', paymentAmount: 1960, totalCostToOwn: 106858 },
      },
    ])
    expect({ ...listing, hits: [] }).toEqual({ ...result, hits: [] })
  })

  it('leaves out what a hit does not have', () => {
    const [hit] = toListing(resultFixture({ hits: [hitFixture({ brand: null, image: null, variationAttributes: [] })] })).hits
    expect(hit).not.toHaveProperty('brand')
    expect(hit).not.toHaveProperty('image')
    expect(hit).not.toHaveProperty('promotion')
    expect(hit?.swatches).toEqual([])
  })
})
