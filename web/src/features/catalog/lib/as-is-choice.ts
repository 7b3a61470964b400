/**
 * Buying a product as it is, from a list of products (the wish list's Add to cart), with nothing
 * chosen on its page: an item, set member, bundle, or a variant (its own values chosen) in its
 * minimum quantity. A master (or a set) is not bought as it is: its options are chosen on its page.
 */
import type { Product } from '@/api/types'
import { inventoryStatus, isOrderable } from './inventory'
import { quantityRule } from './quantity'
import { selectedVariant } from './variations'

export interface AsIsChoice {
  /** What goes in the cart; undefined when options must be chosen first (a master, a set). */
  productId: string | undefined
  quantity: number
  /** It can be ordered in that quantity. */
  orderable: boolean
  /** Fewer in stock than the quantity: how many. */
  stockLevel?: number
}

export function asIsChoice(product: Product): AsIsChoice {
  const selection = product.variationValues ?? {}
  const quantity = quantityRule(product).min
  const variant = selectedVariant(product, selection)
  const productId = variant?.productId ?? (product.type.master || product.type.set ? undefined : product.id)
  const status = inventoryStatus(product, selection, quantity)
  return {
    productId,
    quantity,
    orderable: productId !== undefined && isOrderable(status),
    ...(status.kind === 'unfulfillable' ? { stockLevel: status.stockLevel } : {}),
  }
}
