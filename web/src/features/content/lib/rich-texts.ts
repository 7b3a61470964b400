import type { ContentPage } from '@/api/types'

/**
 * The HTML of a page's rich texts, in order: what a fragment of the shell (the footer, a
 * promotion) is made of. The server sanitized it.
 */
export function richTexts(page: ContentPage): string[] {
  return page.regions
    .flatMap((region) => region.components ?? [])
    .filter((component) => component.typeId === 'commerce_assets.richText')
    .map((component) => (component.data as { html?: unknown }).html)
    .filter((html): html is string => typeof html === 'string')
}
