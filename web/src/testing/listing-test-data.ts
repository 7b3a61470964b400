/**
 * Test data for the listing's tests (and the listing pages' tests in src/app/routes): search
 * hits and results shaped like the demo server's, and an msw handler of the product search that
 * records what it was asked. Only tests import this file.
 */
import { http, HttpResponse } from 'msw'
import type { ProductSearchHit, ProductSearchResult } from '@/api/types'
import { weeklyQuote } from './lease-quotes'

const swatch = (value: string, name: string, hex: string) => {
  const link = `/images/catalog/swatch/${hex}.svg`
  return { value, name, orderable: true, imageSwatch: { alt: name, title: name, link, disBaseLink: link } }
}

export const SWATCHES = {
  charcoal: swatch('charcoal', 'Charcoal', '3e4349'),
  navy: swatch('navy', 'Navy', '1f3a5f'),
  beige: swatch('beige', 'Beige', 'd8c7a8'),
  gray: swatch('gray', 'Gray', '8a9099'),
  walnut: swatch('walnut', 'Walnut', '5c3d2a'),
  green: swatch('green', 'Green', '3f6b4e'),
  black: swatch('black', 'Black', '1f2933'),
}

export function hitFixture(overrides: Partial<ProductSearchHit> = {}): ProductSearchHit {
  const productId = overrides.productId ?? 'sofas-001'
  const productName = overrides.productName ?? 'Harbor Reclining Sofa'
  const hit: ProductSearchHit = {
    productId,
    productName,
    productType: { master: true },
    hitType: 'master',
    currency: 'USD',
    price: 547.99,
    image: {
      alt: productName,
      title: productName,
      link: '/images/catalog/sofa/3e4349.svg',
      disBaseLink: '/images/catalog/sofa/3e4349.svg',
    },
    orderable: true,
    representedProduct: { id: `${productId}-charcoal` },
    variationAttributes: [{ id: 'color', name: 'Color', values: [SWATCHES.charcoal, SWATCHES.navy, SWATCHES.beige] }],
    brand: 'Ashford Home',
    c_isNew: false,
    c_isSale: false,
    c_leasable: true,
    ...overrides,
  }
  // The lease of its price, as the server quotes it (none for prices the fakes have no quote of).
  const quote = hit.price != null ? weeklyQuote(Math.round(hit.price * 100)) : undefined
  return 'c_leaseQuote' in overrides || !quote ? hit : { ...hit, c_leaseQuote: quote }
}

/** `count` distinct hits starting at number `from` (Product 1, Product 2, …). */
export function hitsFixture(count: number, from = 1): ProductSearchHit[] {
  return Array.from({ length: count }, (_, i) =>
    hitFixture({ productId: `product-${from + i}`, productName: `Product ${from + i}`, price: 100 + i }),
  )
}

export const REFINEMENTS: ProductSearchResult['refinements'] = [
  {
    attributeId: 'cgid',
    label: 'Category',
    values: [
      { value: 'living-room', label: 'Living Room', hitCount: 35 },
      { value: 'bedroom', label: 'Bedroom', hitCount: 24 },
    ],
  },
  {
    attributeId: 'price',
    label: 'Price',
    values: [
      { value: '(250..500)', label: '$250 - $500', hitCount: 14 },
      { value: '(500..1000)', label: '$500 - $1,000', hitCount: 25 },
    ],
  },
  {
    attributeId: 'brand',
    label: 'Brand',
    values: [
      { value: 'Ashford Home', label: 'Ashford Home', hitCount: 24 },
      { value: 'Marlow Loft', label: 'Marlow Loft', hitCount: 20 },
    ],
  },
  {
    attributeId: 'c_refinementColor',
    label: 'Color',
    values: [
      { value: 'gray', label: 'Gray', hitCount: 44, presentationId: 'gray' },
      { value: 'navy', label: 'Navy', hitCount: 20, presentationId: 'navy' },
    ],
  },
  {
    attributeId: 'c_size',
    label: 'Size',
    values: [
      { value: 'queen', label: 'Queen', hitCount: 12, presentationId: 'queen' },
      { value: 'king', label: 'King', hitCount: 12, presentationId: 'king' },
    ],
  },
]

export function resultFixture(overrides: Partial<ProductSearchResult> = {}): ProductSearchResult {
  const hits = overrides.hits ?? [hitFixture()]
  return {
    limit: 25,
    offset: 0,
    total: hits.length,
    query: '',
    hits,
    refinements: REFINEMENTS,
    searchPhraseSuggestions: { suggestedPhrases: [] },
    selectedRefinements: {},
    selectedSortingOption: 'best-matches',
    sortingOptions: [],
    ...overrides,
  }
}

export const PRODUCT_SEARCH_URL = '*/mobify/proxy/api/search/shopper-search/v1/organizations/:org/product-search'

/**
 * A product search that answers `respond(url)` (a result, or a Response for failures) and
 * keeps every URL it was asked.
 */
export function productSearchHandler(respond: (url: URL) => ProductSearchResult | Response | Promise<ProductSearchResult | Response>) {
  const requests: URL[] = []
  const handler = http.get(PRODUCT_SEARCH_URL, async ({ request }) => {
    const url = new URL(request.url)
    requests.push(url)
    const answer = await respond(url)
    return answer instanceof Response ? answer : HttpResponse.json(answer)
  })
  return { handler, requests }
}
