/** The JSON-LD validator the page tests use fails on what a search engine would reject. */
import { describe, expect, it } from 'vitest'
import { jsonLdBlocks, schemaOrgErrors } from './schema-org'

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Harbor Reclining Sofa',
  url: 'https://shop.example/product/sofas-001',
  offers: {
    '@type': 'Offer',
    price: '547.99',
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: 'https://shop.example/product/sofas-001',
  },
}

const trail = (...positions: number[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: positions.map((position) => ({
    '@type': 'ListItem',
    position,
    name: 'Sofas',
    item: 'https://shop.example/category/sofas',
  })),
})

describe('schemaOrgErrors', () => {
  it('accepts a valid Product and BreadcrumbList', () => {
    expect(schemaOrgErrors(product)).toEqual([])
    expect(schemaOrgErrors(trail(1, 2))).toEqual([])
  })

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['another @context', { ...product, '@context': 'http://schema.org' }, /@context/],
    ['an unknown type', { ...product, '@type': 'Produkt' }, /unknown @type Produkt/],
    ['an unknown property', { ...product, colour: 'gray' }, /Product has no property colour/],
    ['a missing name', { ...product, name: undefined }, /Product needs name/],
    ['a relative URL', { ...product, url: '/product/sofas-001' }, /not an absolute URL/],
    ['a price as a number', { ...product, offers: { ...product.offers, price: 547.99 } }, /not a price/],
    ['a price with one decimal', { ...product, offers: { ...product.offers, price: '547.9' } }, /not a price/],
    ['an availability outside the enumeration', { ...product, offers: { ...product.offers, availability: 'InStock' } }, /ItemAvailability/],
    ['an offer of the wrong type', { ...product, offers: { ...product.offers, '@type': 'Brand' } }, /is not Offer or AggregateOffer/],
    ['a trail starting at 0', trail(0, 1), /positive integer|start at 1/],
    ['a trail with a gap', trail(1, 3), /not consecutive/],
  ])('rejects %s', (_, data, error) => {
    expect(schemaOrgErrors(data).join('\n')).toMatch(error)
  })
})

describe('jsonLdBlocks', () => {
  it('parses each block of a head, and refuses a raw "<" in one', () => {
    const head = `<title>x</title><script type="application/ld+json" data-page-head>{"a":"\\u003cb"}</script>`
    expect(jsonLdBlocks(head)).toEqual([{ a: '<b' }])
    expect(() => jsonLdBlocks(`<script type="application/ld+json">{"a":"<b"}</script>`)).toThrow(/raw "<"/)
  })
})
