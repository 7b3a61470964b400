import { describe, expect, it } from 'vitest'
import { bedMaster, sofaMaster, tabletItem } from '@/testing/product-fixtures'
import { productPricing } from './pricing'
import { breadcrumbJsonLd, productJsonLd } from './structured-data'
import { selectedVariant } from './variations'

describe('productJsonLd', () => {
  it('an item: a Product with an Offer (price a two-decimal string) and its availability', () => {
    expect(
      productJsonLd({
        product: tabletItem,
        sku: tabletItem.id,
        pricing: productPricing(tabletItem),
        available: true,
        image: '/images/catalog/tablet/1.svg',
      }),
    ).toEqual({
      '@type': 'Product',
      name: 'Slate 11 Pro Tablet',
      image: '/images/catalog/tablet/1.svg',
      description: tabletItem.shortDescription,
      sku: 'tablets-002',
      productID: 'tablets-002',
      url: '/product/tablets-002',
      brand: { '@type': 'Brand', name: 'Nimbra' },
      offers: {
        '@type': 'Offer',
        price: '484.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: '/product/tablets-002',
      },
    })
  })

  it('a master with a price range: an AggregateOffer', () => {
    const data = productJsonLd({ product: bedMaster, sku: bedMaster.id, pricing: productPricing(bedMaster), available: true })
    expect(data.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '925.99',
      highPrice: '1259.99',
      priceCurrency: 'USD',
      offerCount: 12,
      availability: 'https://schema.org/InStock',
      url: '/product/beds-001',
    })
    expect(data).not.toHaveProperty('image')
  })

  it('a chosen variant: its id and price, out of stock when it cannot be ordered; paths with the site/locale prefix', () => {
    const variant = selectedVariant(bedMaster, { color: 'gray', size: 'queen' })!
    const data = productJsonLd({
      product: bedMaster,
      sku: variant.productId,
      pricing: productPricing(bedMaster, variant),
      available: false,
      paths: { product: (id) => `/es-US/product/${id}`, category: (id) => `/es-US/category/${id}` },
    })
    expect(data.sku).toBe('beds-001-gray-queen')
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: '1148.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
      url: '/es-US/product/beds-001-gray-queen',
    })
  })

  it('the lease terms are the offer’s description', () => {
    const data = productJsonLd({
      product: tabletItem,
      sku: tabletItem.id,
      pricing: productPricing(tabletItem),
      available: true,
      leaseTerms: 'Lease to own for $484.99: …',
    })
    expect(data.offers).toMatchObject({ '@type': 'Offer', description: 'Lease to own for $484.99: …' })
    expect(data).not.toHaveProperty('description', 'Lease to own for $484.99: …')
  })

  it('no price: no offer', () => {
    const data = productJsonLd({ product: sofaMaster, sku: sofaMaster.id, pricing: undefined, available: true })
    expect(data).not.toHaveProperty('offers')
  })
})

describe('breadcrumbJsonLd', () => {
  it('the primary category path, then the product', () => {
    expect(breadcrumbJsonLd(sofaMaster)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Furniture', item: '/category/furniture' },
        { '@type': 'ListItem', position: 2, name: 'Living Room', item: '/category/living-room' },
        { '@type': 'ListItem', position: 3, name: 'Sofas', item: '/category/sofas' },
        { '@type': 'ListItem', position: 4, name: 'Harbor Reclining Sofa', item: '/product/sofas-001' },
      ],
    })
  })
})
