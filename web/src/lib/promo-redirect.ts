/**
 * Promo links: a `category` query value that is one of the site's promos (the preference
 * `promoCategories`, pipe-separated) is moved to the `promo` parameter, which the marketplace
 * shows as its promo (an old campaign link that named a promo as a category lands on it).
 */
export const PROMO_PREFERENCE_ID = 'promoCategories'

/** The promos of the preference's value: its pipe-separated names, trimmed, without empty ones. */
export function promoList(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean)
}

/** The query string with its promo `category` moved to `promo` (other parameters kept), or null when there is none to move. */
export function promoRedirectSearch(search: string, promos: readonly string[]): string | null {
  const params = new URLSearchParams(search)
  const category = params.get('category')
  if (category === null || !promos.includes(category)) return null
  params.delete('category')
  params.set('promo', category)
  return `?${params.toString()}`
}
