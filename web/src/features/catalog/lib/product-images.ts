/**
 * A product's images for the current variation choice (imageGroups with
 * viewType and variationAttributes): the group of a view type whose variation values are the
 * chosen ones (the navy sofa's), or the product's default group (no variationAttributes) while
 * nothing it depends on is chosen.
 */
import type { Product } from '@/api/types'
import type { VariationSelection } from './variations'

type ImageGroup = NonNullable<Product['imageGroups']>[number]
export type ProductImage = ImageGroup['images'][number]

/** large (the main image), medium, small (thumbnails), swatch. */
export type ViewType = 'large' | 'medium' | 'small' | 'swatch'

const groupMatches = (group: ImageGroup, selection: VariationSelection) =>
  (group.variationAttributes ?? []).every((attribute) => {
    const chosen = selection[attribute.id]
    return chosen !== undefined && attribute.values.some((v) => v.value === chosen)
  })

/**
 * The images of a view type for a selection: the matching variation group first, else the
 * default group, else (a product with variation groups only) the first group of that type.
 */
export function productImages(product: Product, viewType: ViewType, selection: VariationSelection = {}): ProductImage[] {
  const groups = (product.imageGroups ?? []).filter((group) => group.viewType === viewType)
  const specific = groups.find((group) => (group.variationAttributes?.length ?? 0) > 0 && groupMatches(group, selection))
  const fallback = groups.find((group) => !group.variationAttributes?.length) ?? groups[0]
  return (specific ?? fallback)?.images ?? []
}

/** The URL of an image (`link`; `disBaseLink` when a catalog gives only that). */
export const imageUrl = (image: ProductImage): string => image.link || image.disBaseLink

/** The product's first large image (the page's main image, for the head). */
export const mainImageUrl = (product: Product, selection: VariationSelection = {}): string | undefined => {
  const first = productImages(product, 'large', selection)[0]
  return first ? imageUrl(first) : undefined
}
