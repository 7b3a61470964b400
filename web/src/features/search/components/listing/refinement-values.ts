/**
 * How the listing names and draws refinements: group headings (our messages for the attributes
 * we know, the API's label otherwise), value labels, and which control each attribute uses.
 */
import type { IntlShape } from 'react-intl'
import type { ListingResult } from '../../api/product-search'
import { CATEGORY_REFINEMENT } from '../../lib/search-url'
import { refinementMessages } from '../../messages/listing'

export type Refinement = ListingResult['refinements'][number]

export const COLOR_REFINEMENT = 'c_refinementColor'
export const SIZE_REFINEMENT = 'c_size'

/** The control of an attribute: links (categories), swatches (colour), pills (size) or checkboxes. */
export function refinementKind(attribute: string): 'links' | 'swatches' | 'pills' | 'checkboxes' {
  if (attribute === CATEGORY_REFINEMENT) return 'links'
  if (attribute === COLOR_REFINEMENT) return 'swatches'
  if (attribute === SIZE_REFINEMENT) return 'pills'
  return 'checkboxes'
}

export function groupTitle(intl: IntlShape, attribute: string, fallback?: string): string {
  const message = refinementMessages[attribute as keyof typeof refinementMessages] as (typeof refinementMessages)['price'] | undefined
  return message ? intl.formatMessage(message) : (fallback ?? attribute)
}

/** The label the result gives a value, else `fallback(attribute, value)`, else the value itself. */
export function valueLabel(
  result: ListingResult | undefined,
  attribute: string,
  value: string,
  fallback?: (attribute: string, value: string) => string | undefined,
): string {
  const refinement = result?.refinements.find((r) => r.attributeId === attribute)
  return refinement?.values.find((v) => v.value === value)?.label ?? fallback?.(attribute, value) ?? value
}
