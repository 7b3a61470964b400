/**
 * Inventory rules of the product page (its messages: Out of stock; Only {stockLevel} left for {productName}!; Only {stockLevel} left!):
 *
 * - out of stock: stock level 0, or the selected variant not orderable, or not all variations
 *   chosen. The last case is not a stock problem, so the page says what to choose instead of
 *   "Out of stock" (`choose`), but it counts the same: nothing can be ordered yet;
 * - unfulfillable: stock below the chosen quantity ("Only 3 left!"; for a set or bundle, the
 *   member with the fewest in stock is named: "Only 3 left for Harbor Reclining Sofa!").
 *
 * Whose stock: `inventory` is the stock of the product the page was asked for. A master's
 * `variants[]` say whether each variant is orderable but not how many are in stock, and the page
 * fetches nothing more for a choice. So the stock level is used only when it is the chosen
 * item's own: an item, set or bundle, or a variant whose page it is with its own values chosen.
 * For a variant chosen from the list (any choice on a master's page, another colour on a
 * variant's page) only its `orderable` flag is known, and decides.
 */
import type { Product } from '@/api/types'
import { hasVariations, missingAttributes, selectedVariant, type VariationAttribute, type VariationSelection } from './variations'

export type InventoryStatus =
  /** Something is still to be chosen (not orderable yet). */
  | { kind: 'choose'; missing: VariationAttribute[] }
  | { kind: 'outOfStock' }
  /** Fewer in stock than the chosen quantity. `productName`: the set or bundle member with the fewest. */
  | { kind: 'unfulfillable'; stockLevel: number; productName?: string }
  | { kind: 'inStock' }

type Inventory = NonNullable<Product['inventory']>

/** The stock that belongs to what is chosen, when the page knows it (see above). */
function knownInventory(product: Product, selection: VariationSelection): Inventory | undefined {
  if (!hasVariations(product)) return product.inventory ?? undefined
  const variant = selectedVariant(product, selection)
  return variant?.productId === product.id ? (product.inventory ?? undefined) : undefined
}

export function inventoryStatus(product: Product, selection: VariationSelection, quantity: number): InventoryStatus {
  if (hasVariations(product)) {
    const missing = missingAttributes(product, selection)
    if (missing.length > 0) return { kind: 'choose', missing }
    const variant = selectedVariant(product, selection)
    if (!variant?.orderable) return { kind: 'outOfStock' }
  }
  const inventory = knownInventory(product, selection)
  if (!inventory) {
    // A product without variations and without inventory data cannot be ordered.
    return hasVariations(product) ? { kind: 'inStock' } : { kind: 'outOfStock' }
  }
  if (inventory.stockLevel <= 0 || !inventory.orderable) return { kind: 'outOfStock' }
  if (inventory.stockLevel < quantity) {
    const isGroup = Boolean(product.type.set || product.type.bundle)
    const productName = isGroup ? (inventory.lowestStockLevelProductName ?? undefined) : undefined
    return { kind: 'unfulfillable', stockLevel: inventory.stockLevel, ...(productName ? { productName } : {}) }
  }
  return { kind: 'inStock' }
}

/** Whether the chosen item, in the chosen quantity, can be ordered. */
export const isOrderable = (status: InventoryStatus): boolean => status.kind === 'inStock'

/**
 * Whether the product (or the chosen variant) is available at all, whatever the quantity: the
 * schema.org availability of the page's offer. A master with nothing chosen is available when
 * one of its variants is (one with the values chosen so far).
 */
export function isAvailable(product: Product, selection: VariationSelection): boolean {
  if (hasVariations(product)) {
    const variant = selectedVariant(product, selection)
    if (variant) {
      const inventory = knownInventory(product, selection)
      return variant.orderable && (!inventory || (inventory.orderable && inventory.stockLevel > 0))
    }
    if (missingAttributes(product, selection).length === 0) return false
    return (product.variants ?? []).some(
      (v) => v.orderable && Object.entries(selection).every(([id, value]) => v.variationValues[id] === value),
    )
  }
  const inventory = product.inventory
  return Boolean(inventory && inventory.orderable && inventory.stockLevel > 0)
}
