/**
 * The prices the product page shows (currentPrice, listPrice,
 * isOnSale, isRange; tieredPrices, priceRanges, productPromotions), in integer cents.
 *
 * Whose prices: the product's own when nothing else is chosen or the chosen variant is the
 * product itself (`/product/sofas-001-navy` with navy chosen). When the shopper chose another
 * variant (on a master's page, or another colour on a variant's page), the page knows that
 * variant only from the `variants[]` list: its price and promotions. Its list price is known
 * only when the master's list price range is a single price (every variant has it); its tiered
 * prices are not known at all, so none are shown. Nothing more is fetched for a choice.
 */
import type { Product } from '@/api/types'
import { toCents } from '@/lib/money'
import type { Variant } from './variations'

export type ProductPromotion = NonNullable<Product['productPromotions']>[number]

export interface PriceTier {
  /** Buy this many or more… */
  quantity: number
  /** …at this price each. */
  priceCents: number
}

export interface ProductPricing {
  currency: string
  /** The price to pay (the lowest of a range). */
  priceCents: number
  /** The highest price of a range ("From $X"): a master or set with nothing chosen whose prices differ. */
  maxPriceCents?: number
  /** The list price, struck through: only when above the price (on sale). */
  listPriceCents?: number
  /** Quantity discounts, cheapest last; only tiers above one item and below the price. */
  tiers: PriceTier[]
  promotions: ProductPromotion[]
}

/** The list pricebook of a currency (`usd-list`). */
export const listPricebook = (currency: string) => `${currency.toLowerCase()}-list`

const above = (cents: number | undefined, than: number) => (cents !== undefined && cents > than ? cents : undefined)

function uniquePromotions(...lists: (ProductPromotion[] | null | undefined)[]): ProductPromotion[] {
  const seen = new Set<string>()
  return lists.flatMap((list) => list ?? []).filter((promotion) => !seen.has(promotion.promotionId) && seen.add(promotion.promotionId))
}

/**
 * The pricing of a product, or of one of its variants chosen on its page; undefined when the
 * product has no price (not sold online).
 */
export function productPricing(product: Product, variant?: Variant): ProductPricing | undefined {
  const currency = product.currency
  const listRange = product.priceRanges?.find((range) => range.pricebook === listPricebook(currency))
  const ownPrices = variant === undefined || variant.productId === product.id

  if (!ownPrices) {
    const priceCents = toCents(variant.price)
    const singleListPrice = listRange && listRange.minPrice === listRange.maxPrice ? toCents(listRange.minPrice) : undefined
    return {
      currency,
      priceCents,
      listPriceCents: above(singleListPrice, priceCents),
      tiers: [],
      promotions: uniquePromotions(product.productPromotions, variant.productPromotions),
    }
  }

  if (product.price == null) return undefined
  const priceCents = toCents(product.price)
  const maxPriceCents = product.priceMax == null ? undefined : above(toCents(product.priceMax), priceCents)
  const ownList = product.prices?.[listPricebook(currency)]
  const listCents = ownList !== undefined ? toCents(ownList) : listRange ? toCents(listRange.minPrice) : undefined
  const tiers = (product.tieredPrices ?? [])
    .map((tier) => ({ quantity: tier.quantity, priceCents: toCents(tier.price) }))
    .filter((tier) => tier.quantity > 1 && tier.priceCents < priceCents)
    .sort((a, b) => a.quantity - b.quantity)
  return {
    currency,
    priceCents,
    maxPriceCents,
    listPriceCents: above(listCents, priceCents),
    tiers,
    promotions: uniquePromotions(product.productPromotions, variant?.productPromotions),
  }
}

/** The price of one item when buying `quantity`: the best tier reached, else the price. */
export function unitPriceCents(pricing: ProductPricing, quantity: number): number {
  return pricing.tiers.reduce(
    (best, tier) => (quantity >= tier.quantity && tier.priceCents < best ? tier.priceCents : best),
    pricing.priceCents,
  )
}
