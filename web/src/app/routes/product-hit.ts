/**
 * A catalog product (features/catalog) as the listing's tile reads it (features/search): shared
 * by the rows of products that are not search results (content carousels, recommendations).
 */
import type { Product, ProductSearchHit } from '@/api/types'
import { isAvailable } from '@/features/catalog/lib/inventory'
import { productPricing } from '@/features/catalog/lib/pricing'
import { productImages } from '@/features/catalog/lib/product-images'
import { toListingHit, type ListingHit } from '@/features/search/api/product-search'
import { fromCents } from '@/lib/money'

/**
 * A product of the catalog as a search hit, for the listing's tile: its (lowest) price, the list
 * price when on sale, its main image, whether any of it can be ordered, and its lease quote.
 */
export function productHit(product: Product): ListingHit {
  const selection = product.variationValues ?? {}
  const listPriceCents = productPricing(product)?.listPriceCents
  const image = productImages(product, 'large', selection)[0]
  const hit: ProductSearchHit = {
    productId: product.id,
    productName: product.name,
    productType: product.type,
    hitType: product.type.master ? 'master' : product.type.set ? 'set' : product.type.bundle ? 'bundle' : 'product',
    currency: product.currency,
    price: product.price ?? null,
    priceMax: product.priceMax ?? null,
    listPrice: listPriceCents !== undefined ? fromCents(listPriceCents) : null,
    image: image ?? null,
    orderable: isAvailable(product, selection),
    representedProduct: { id: product.id },
    variationAttributes: product.variationAttributes ?? [],
    productPromotions: product.productPromotions ?? [],
    brand: product.brand ?? null,
    c_isNew: product.c_isNew,
    c_isSale: product.c_isSale,
    c_leasable: product.c_leasable,
    c_leaseQuote: product.c_leaseQuote ?? null,
  }
  return toListingHit(hit)
}
