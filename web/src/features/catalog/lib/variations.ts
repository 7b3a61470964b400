/**
 * Variation selection on the product page (variationAttributes,
 * variants with variationValues and orderable): which values the shopper chose, which variant
 * they make, which values can still be ordered. Pure: the page keeps the choice in the URL's
 * query (`?color=navy&size=queen`), so a shared link opens the same variant and the server's
 * render is the browser's.
 */
import type { Product } from '@/api/types'

export type Variant = NonNullable<Product['variants']>[number]
export type VariationAttribute = NonNullable<Product['variationAttributes']>[number]
export type VariationValue = VariationAttribute['values'][number]

/** Attribute id → chosen value (`{ color: 'navy', size: 'queen' }`). */
export type VariationSelection = Readonly<Record<string, string>>

export const variationAttributes = (product: Product): VariationAttribute[] => product.variationAttributes ?? []

/** Whether the product is chosen through variation attributes (a master, or one of its variants). */
export const hasVariations = (product: Product): boolean => variationAttributes(product).length > 0

const isValueOf = (attribute: VariationAttribute, value: string | null | undefined): value is string =>
  value != null && attribute.values.some((v) => v.value === value)

/**
 * The selection a URL asks for: a variant's own values first (`/product/sofas-001-navy` is the
 * navy sofa), then the query's (`?color=beige` overrides). Values the product does not have, and
 * parameters that are no variation attribute (`site`, `locale`), are ignored.
 */
export function selectionFromSearch(product: Product, search: URLSearchParams): VariationSelection {
  const selection: Record<string, string> = {}
  for (const attribute of variationAttributes(product)) {
    const fromQuery = search.get(attribute.id)
    const own = product.variationValues?.[attribute.id]
    if (isValueOf(attribute, fromQuery)) selection[attribute.id] = fromQuery
    else if (isValueOf(attribute, own)) selection[attribute.id] = own
  }
  return selection
}

/** The query with one attribute's value set, every other parameter (site, locale, other attributes) kept. */
export function searchWithSelection(search: URLSearchParams, attributeId: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search)
  next.set(attributeId, value)
  return next
}

/** The attributes not chosen yet, in the product's order. */
export const missingAttributes = (product: Product, selection: VariationSelection): VariationAttribute[] =>
  variationAttributes(product).filter((attribute) => selection[attribute.id] === undefined)

/** Every attribute chosen (a product without variations has nothing to choose). */
export const isSelectionComplete = (product: Product, selection: VariationSelection): boolean =>
  missingAttributes(product, selection).length === 0

const matches = (variant: Variant, selection: VariationSelection, except?: string) =>
  Object.entries(selection).every(([id, value]) => id === except || variant.variationValues[id] === value)

/**
 * The variant of a complete selection; undefined while something is still to be chosen, or when
 * no variant has those values.
 */
export function selectedVariant(product: Product, selection: VariationSelection): Variant | undefined {
  if (!hasVariations(product) || !isSelectionComplete(product, selection)) return undefined
  return (product.variants ?? []).find((variant) => matches(variant, selection))
}

/**
 * Whether choosing `value` for `attributeId`, with the shopper's other choices kept, leads to a
 * variant that can be ordered: Gray is orderable as a colour, but not when Queen is the chosen
 * size and the gray queen bed is not. Unavailable values are still shown (and can be chosen, to
 * see the variant is out of stock); they are marked unavailable.
 */
export function isValueOrderable(product: Product, selection: VariationSelection, attributeId: string, value: string): boolean {
  const attribute = variationAttributes(product).find((a) => a.id === attributeId)
  const attributeValue = attribute?.values.find((v) => v.value === value)
  if (!attributeValue?.orderable) return false
  const variants = product.variants
  // Without the variants list, the value's own flag is all there is to know.
  if (!variants?.length) return true
  return variants.some(
    (variant) => variant.orderable && variant.variationValues[attributeId] === value && matches(variant, selection, attributeId),
  )
}

/** The chosen value of an attribute, with its display name. */
export const selectedValue = (attribute: VariationAttribute, selection: VariationSelection): VariationValue | undefined =>
  attribute.values.find((v) => v.value === selection[attribute.id])
