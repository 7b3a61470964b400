/**
 * JSON-LD of a listing (the category page, the search results): the schema.org ItemList of the
 * products the page lists, in the page's order. Positions count from the first product of the
 * whole listing, so page 2's first product is the one after page 1's last. Root-relative URLs are
 * made absolute, and `@context` added, by the page's head (src/lib/page-head.ts).
 */
import type { ListingHit } from '../api/product-search'

/** schema.org ItemList; `toUrl` turns an app path into the URL to name (e.g. localized). */
export function itemListJsonLd(
  hits: Pick<ListingHit, 'productId' | 'productName'>[],
  offset: number,
  toUrl: (path: string) => string = (path) => path,
): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    numberOfItems: hits.length,
    itemListElement: hits.map((hit, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: toUrl(`/product/${encodeURIComponent(hit.productId)}`),
      name: hit.productName,
    })),
  }
}
