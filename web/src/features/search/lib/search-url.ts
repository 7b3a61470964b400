/**
 * What a listing shows lives in its URL (refinements, sort, page and page size in the
 * URL), in the search API's own words: `?q=sofa&refine=c_refinementColor%3Dgray&sort=…&offset=50&limit=25`.
 * The category of `/category/{id}` is in the path, never in `refine`. Anything unknown or out
 * of range in the URL falls back to the default instead of failing the page.
 */
import type { SearchCriteria } from '../api/product-search'

/** Page sizes; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0]
export const SORT_IDS = ['best-matches', 'price-low-to-high', 'price-high-to-low', 'product-name-ascending', 'newest'] as const
export const CATEGORY_REFINEMENT = 'cgid'

/** `attribute=value|value` → [attribute, values]. */
export function splitRefinement(refine: string): [string, string[]] {
  const at = refine.indexOf('=')
  if (at < 0) return [refine, []]
  return [
    refine.slice(0, at),
    refine
      .slice(at + 1)
      .split('|')
      .filter(Boolean),
  ]
}

/** The search the URL asks for; `categoryId` comes from the path of a category listing. */
export function searchCriteriaFromUrl(search: URLSearchParams, categoryId?: string): SearchCriteria {
  const limitParam = Number(search.get('limit'))
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : DEFAULT_PAGE_SIZE
  const offsetParam = Number(search.get('offset'))
  const offset = Number.isInteger(offsetParam) && offsetParam > 0 ? offsetParam - (offsetParam % limit) : 0
  const sortParam = search.get('sort') ?? ''
  const sort = (SORT_IDS as readonly string[]).includes(sortParam) ? sortParam : undefined
  const refine = search.getAll('refine').filter((r) => {
    const [attribute, values] = splitRefinement(r)
    return values.length > 0 && !(categoryId && attribute === CATEGORY_REFINEMENT)
  })
  const q = search.get('q')?.trim() || undefined
  return {
    ...(q ? { q } : {}),
    refine: categoryId ? [`${CATEGORY_REFINEMENT}=${categoryId}`, ...refine] : refine,
    ...(sort ? { sort } : {}),
    offset,
    limit,
  }
}

/** The values chosen for an attribute in the URL. */
export function selectedValues(search: URLSearchParams, attribute: string): string[] {
  return search
    .getAll('refine')
    .map(splitRefinement)
    .filter(([a]) => a === attribute)
    .flatMap(([, values]) => values)
}

/** A new search string; every change but paging starts again at the first page. */
function next(search: URLSearchParams, change: (params: URLSearchParams) => void, keepPage = false): string {
  const params = new URLSearchParams(search)
  change(params)
  if (!keepPage) params.delete('offset')
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Adds or removes one value of a refinement (values of one attribute are alternatives). */
export function toggleRefinement(search: URLSearchParams, attribute: string, value: string): string {
  return next(search, (params) => {
    const current = selectedValues(search, attribute)
    const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
    const others = params.getAll('refine').filter((r) => splitRefinement(r)[0] !== attribute)
    params.delete('refine')
    for (const r of others) params.append('refine', r)
    if (values.length) params.append('refine', `${attribute}=${values.join('|')}`)
  })
}

/** Removes every refinement (the category of the path stays, it is not in the URL). */
export function clearRefinements(search: URLSearchParams): string {
  return next(search, (params) => params.delete('refine'))
}

export function withSort(search: URLSearchParams, sort: string): string {
  return next(search, (params) => (sort === SORT_IDS[0] ? params.delete('sort') : params.set('sort', sort)))
}

export function withPageSize(search: URLSearchParams, limit: number): string {
  return next(search, (params) => (limit === DEFAULT_PAGE_SIZE ? params.delete('limit') : params.set('limit', String(limit))))
}

export function withOffset(search: URLSearchParams, offset: number): string {
  return next(search, (params) => (offset > 0 ? params.set('offset', String(offset)) : params.delete('offset')), true)
}

/**
 * Narrows a search to one category (`refine=cgid=…`, a single value: choosing another category
 * replaces it). For the search page; a category listing links to `/category/{id}` instead.
 */
export function withCategory(search: URLSearchParams, categoryId: string): string {
  return next(search, (params) => {
    const others = params.getAll('refine').filter((r) => splitRefinement(r)[0] !== CATEGORY_REFINEMENT)
    params.delete('refine')
    params.append('refine', `${CATEGORY_REFINEMENT}=${categoryId}`)
    for (const r of others) params.append('refine', r)
  })
}

/**
 * The refinement values chosen in the URL, one entry per value, in URL order; the category of a
 * category listing's path (`categoryId`) is not a choice, and a `cgid` in its URL is ignored.
 */
export function activeRefinements(search: URLSearchParams, categoryId?: string): { attribute: string; value: string }[] {
  return search
    .getAll('refine')
    .map(splitRefinement)
    .filter(([attribute]) => !(categoryId && attribute === CATEGORY_REFINEMENT))
    .flatMap(([attribute, values]) => values.map((value) => ({ attribute, value })))
}
