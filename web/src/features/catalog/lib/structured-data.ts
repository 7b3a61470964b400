/**
 * JSON-LD of a product page (DocumentHead's `structuredData`): a
 * schema.org Product with its offer, and the BreadcrumbList of its primary category path.
 * Root-relative `url`/`item`/`image` values are made absolute by the head (src/lib/page-head.ts);
 * `@context` is added there too.
 */
import type { Product } from '@/api/types'
import { decimalString } from '@/lib/money'
import type { ProductPricing } from './pricing'

const IN_STOCK = 'https://schema.org/InStock'
const OUT_OF_STOCK = 'https://schema.org/OutOfStock'

export interface AppPaths {
  /** `/product/{id}` with the page's site/locale prefix. */
  product: (productId: string) => string
  /** `/category/{id}` with the page's site/locale prefix. */
  category: (categoryId: string) => string
}

export const plainPaths: AppPaths = {
  product: (productId) => `/product/${encodeURIComponent(productId)}`,
  category: (categoryId) => `/category/${encodeURIComponent(categoryId)}`,
}

export interface ProductStructuredDataInput {
  product: Product
  /** What is offered: the chosen variant's id, else the product's. */
  sku: string
  /** The prices shown (a range gives an AggregateOffer); no offer without a price. */
  pricing: ProductPricing | undefined
  /** Whether it can be ordered (InStock) or not (OutOfStock). */
  available: boolean
  /** The main image's URL. */
  image?: string
  /**
   * The lease of the offer's price in words (the payment, how many, the total cost to own), in
   * the page's language: the offer's description. A search engine that quotes the price then
   * quotes what leasing it costs with it.
   */
  leaseTerms?: string
  paths?: AppPaths
}

/** schema.org Product: name, image, description, sku, productID, url, brand, offers. */
export function productJsonLd({ product, sku, pricing, available, image, leaseTerms, paths = plainPaths }: ProductStructuredDataInput) {
  const url = paths.product(sku)
  const availability = available ? IN_STOCK : OUT_OF_STOCK
  let offers: Record<string, unknown> | undefined
  if (pricing?.maxPriceCents !== undefined) {
    offers = {
      '@type': 'AggregateOffer',
      lowPrice: decimalString(pricing.priceCents),
      highPrice: decimalString(pricing.maxPriceCents),
      priceCurrency: pricing.currency,
      ...(product.variants?.length ? { offerCount: product.variants.length } : {}),
      availability,
      url,
      ...(leaseTerms ? { description: leaseTerms } : {}),
    }
  } else if (pricing) {
    offers = {
      '@type': 'Offer',
      price: decimalString(pricing.priceCents),
      priceCurrency: pricing.currency,
      availability,
      url,
      ...(leaseTerms ? { description: leaseTerms } : {}),
    }
  }
  return {
    '@type': 'Product',
    name: product.name,
    ...(image ? { image } : {}),
    ...(product.shortDescription ? { description: product.shortDescription } : {}),
    sku,
    productID: product.id,
    url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(offers ? { offers } : {}),
  }
}

/** schema.org BreadcrumbList: the primary category path from the top, then the product. */
export function breadcrumbJsonLd(product: Product, paths: AppPaths = plainPaths) {
  const crumbs = [
    ...product.c_primaryCategoryPath.map((category) => ({ name: category.name, item: paths.category(category.id) })),
    { name: product.name, item: paths.product(product.id) },
  ]
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  }
}
