/**
 * The quantity a shopper can ask for (from the product's
 * minOrderQuantity and stepQuantity): the minimum, then steps of stepQuantity
 * (tires: 2, 4, 6…). Stock is not a bound here: asking for more than is in stock is allowed and
 * answered by the inventory message ("Only 3 left!", inventory.ts). Nothing above MAX_QUANTITY.
 */
import type { Product } from '@/api/types'

export interface QuantityRule {
  min: number
  step: number
}

/** The most of one product a basket holds (the server refuses more): a line of a lease, not a
 * warehouse order. */
export const MAX_QUANTITY = 99

export const quantityRule = (product: Pick<Product, 'minOrderQuantity' | 'stepQuantity'>): QuantityRule => ({
  min: Math.max(1, Math.floor(product.minOrderQuantity || 1)),
  step: Math.max(1, Math.floor(product.stepQuantity || 1)),
})

/**
 * The valid quantity nearest to what was typed, never below the minimum: a value between two
 * steps goes up to the next one (3 tires → 4), anything unreadable is the minimum.
 */
export function normalizeQuantity(value: number, { min, step }: QuantityRule): number {
  if (!Number.isFinite(value) || value <= min) return min
  const highest = min + Math.floor(Math.max(0, MAX_QUANTITY - min) / step) * step
  return Math.min(highest, min + Math.ceil((Math.floor(value) - min) / step) * step)
}

/** The next quantity up or down (never below the minimum, nor above the maximum). */
export const stepQuantity = (quantity: number, direction: 1 | -1, rule: QuantityRule): number =>
  normalizeQuantity(normalizeQuantity(quantity, rule) + direction * rule.step, rule)

/** Whether stepping that way changes the quantity. */
export const canStep = (quantity: number, direction: 1 | -1, rule: QuantityRule): boolean =>
  stepQuantity(quantity, direction, rule) !== normalizeQuantity(quantity, rule)
