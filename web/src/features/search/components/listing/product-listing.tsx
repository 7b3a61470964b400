/**
 * A product listing, shared by the category page and the search results: the page's
 * heading, the filters (sidebar on desktop, drawer on phones), the chosen filters as chips, the
 * sort order, the product count (a polite live region), the grid, the pages and the page size.
 *
 * Its state is the URL (search-url.ts): the page reads the search the URL asks for — the same
 * one the server ran before rendering it (routes.tsx) — and every control makes a new URL. While
 * the next products load, the previous ones stay, dimmed and `aria-busy`. Render is pure (the
 * server renders it); scrolling and focus happen in an effect after a change.
 */
import { useEffect, useId, useMemo, useRef, type ReactNode, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import type { ListingResult } from '../../api/product-search'
import { useProductSearch } from '../../api/product-search'
import {
  activeRefinements,
  clearRefinements,
  searchCriteriaFromUrl,
  SORT_IDS,
  toggleRefinement,
  withPageSize,
  withSort,
} from '../../lib/search-url'
import { listingMessages as messages } from '../../messages/listing'
import { FilterDrawer } from './filter-drawer'
import { PageSizeSelect, SortSelect } from './listing-controls'
import { Pagination } from './pagination'
import { ProductTile, ProductTileSkeleton } from './product-tile'
import { groupTitle, valueLabel } from './refinement-values'
import { RefinementsPanel } from './refinements-panel'
import { SelectedRefinements, type SelectedRefinement } from './selected-refinements'

/** Tiles of the first row (four columns at most): their images load eagerly. */
const FIRST_ROW = 4
/** Tiles drawn while the first products load. */
const SKELETON_TILES = 8

export interface ProductListingProps {
  /** The listing's app path: `/category/sofas` or `/search`. */
  basePath: string
  /** The category of the path (category pages): always refined by, never a chip. */
  categoryId?: string
  /** The heading area (breadcrumbs, h1, …); gets the result once there is one. */
  header: (result: ListingResult | undefined) => ReactNode
  /** Shown instead of the listing when nothing is found and no filter is chosen. */
  renderEmpty: (result: ListingResult) => ReactNode
  /** The app path a sub-category value links to (`search` is the current URL's parameters). */
  categoryHref: (categoryId: string, search: URLSearchParams) => string
  /** Names of chosen values the result does not name (e.g. the chosen category of a search). */
  labelFor?: (attribute: string, value: string) => string | undefined
  /** What the page puts on each product's tile (the wish list's heart). */
  tileAction?: (productId: string, productName: string) => ReactNode
}

export function ProductListing({ basePath, categoryId, header, renderEmpty, categoryHref, labelFor, tileAction }: ProductListingProps) {
  const intl = useIntl()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const criteria = useMemo(() => searchCriteriaFromUrl(search, categoryId), [search, categoryId])
  const { data: result, isPlaceholderData, isError, isFetching, refetch } = useProductSearch(criteria)
  const resultsRef = useRef<HTMLElement>(null)
  const filtersHeadingId = useId()
  const resultsHeadingId = useId()

  useScrollToResults(resultsRef, criteria)

  const go = (next: string) => void navigate({ search: next })
  const toggle = (attribute: string, value: string) => go(toggleRefinement(search, attribute, value))
  const clearAll = () => go(clearRefinements(search))

  const selected: SelectedRefinement[] = activeRefinements(search, categoryId).map(({ attribute, value }) => ({
    attribute,
    value,
    group: groupTitle(intl, attribute, result?.refinements.find((r) => r.attributeId === attribute)?.label),
    label: valueLabel(result, attribute, value, labelFor),
  }))

  if (!result) {
    return (
      <div className="page-container py-3 md:py-5">
        {header(undefined)}
        {isError && !isFetching ? (
          <LoadError onRetry={() => void refetch()} />
        ) : (
          <div className="mt-3">
            <p role="status" className="sr-only">
              {intl.formatMessage(messages.loading)}
            </p>
            <ul aria-hidden="true" className="grid grid-cols-2 gap-1 sm:gap-2 md:grid-cols-3 xl:grid-cols-4">
              {Array.from({ length: SKELETON_TILES }, (_, i) => (
                <li key={i}>
                  <ProductTileSkeleton />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    )
  }

  if (result.total === 0 && selected.length === 0) {
    return (
      <div className="page-container py-3 md:py-5">
        {header(result)}
        {renderEmpty(result)}
      </div>
    )
  }

  const panel = <RefinementsPanel result={result} search={search} categoryHref={(id) => categoryHref(id, search)} onToggle={toggle} />

  return (
    <div className="page-container py-3 md:py-5">
      {header(result)}
      <div className="mt-2 lg:mt-3 lg:grid lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-4">
        <aside aria-labelledby={filtersHeadingId} className="hidden lg:block">
          <h2 id={filtersHeadingId} className="mb-2 text-lg font-bold">
            {intl.formatMessage(messages.filterTitle)}
          </h2>
          {panel}
        </aside>

        <div className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <FilterDrawer activeCount={selected.length} total={result.total} onClearAll={clearAll}>
              {selected.length > 0 && (
                <div className="mb-2">
                  <SelectedRefinements selected={selected} onRemove={toggle} />
                </div>
              )}
              {panel}
            </FilterDrawer>
            <p role="status" className="order-last basis-full text-ink-muted lg:order-none lg:basis-auto">
              {intl.formatMessage(messages.resultCount, { count: result.total })}
            </p>
            <SortSelect value={criteria.sort ?? SORT_IDS[0]} onChange={(sort) => go(withSort(search, sort))} />
          </div>
          {selected.length > 0 && (
            <div className="mt-2 hidden lg:block">
              <SelectedRefinements selected={selected} onRemove={toggle} onClearAll={clearAll} />
            </div>
          )}

          <section
            ref={resultsRef}
            tabIndex={-1}
            aria-labelledby={resultsHeadingId}
            aria-busy={isPlaceholderData || undefined}
            className="mt-2 outline-none"
          >
            <h2 id={resultsHeadingId} className="sr-only">
              {intl.formatMessage(messages.resultsLabel)}
            </h2>
            {result.total === 0 ? (
              <NoMatches onClearAll={clearAll} />
            ) : (
              <ul
                className={
                  'grid grid-cols-2 gap-1 transition-opacity sm:gap-2 md:grid-cols-3 xl:grid-cols-4 ' +
                  (isPlaceholderData ? 'opacity-50' : '')
                }
              >
                {result.hits.map((hit, i) => (
                  <ProductTile key={hit.productId} hit={hit} eager={i < FIRST_ROW} action={tileAction?.(hit.productId, hit.productName)} />
                ))}
              </ul>
            )}
          </section>

          {result.total > 0 && (
            <div className="mt-4 flex flex-col items-center gap-2 border-t border-neutral-200 pt-3 md:flex-row md:justify-between">
              <Pagination basePath={basePath} search={search} offset={criteria.offset} limit={criteria.limit} total={result.total} />
              <div className="md:order-first">
                <PageSizeSelect value={criteria.limit} onChange={(limit) => go(withPageSize(search, limit))} />
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  )
}

/**
 * After the search changes (not on the first render): brings the top of the results into view
 * when it is above the viewport (below the sticky header), and after a page change moves focus
 * to the results so a keyboard or screen reader user starts at the first product.
 */
function useScrollToResults(resultsRef: RefObject<HTMLElement | null>, criteria: { offset: number; limit: number }) {
  const key = JSON.stringify(criteria)
  const shown = useRef({ key, offset: criteria.offset, limit: criteria.limit })
  useEffect(() => {
    const previous = shown.current
    if (previous.key === key) return
    shown.current = { key, offset: criteria.offset, limit: criteria.limit }
    const results = resultsRef.current
    if (!results) return
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    const top = results.getBoundingClientRect().top
    if (top < headerBottom) window.scrollTo({ top: Math.max(0, window.scrollY + top - headerBottom - 16) })
    if (previous.offset !== criteria.offset && previous.limit === criteria.limit) results.focus({ preventScroll: true })
  }, [key, criteria.offset, criteria.limit, resultsRef])
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl()
  return (
    <div role="alert" className="mt-3 rounded-card border border-danger/30 bg-white px-2 py-4 text-center">
      <p className="text-lg font-semibold">{intl.formatMessage(messages.errorTitle)}</p>
      <p className="mt-0.5 text-ink-muted">{intl.formatMessage(messages.errorText)}</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.brand} mt-2`}>
        {intl.formatMessage(messages.retry)}
      </button>
    </div>
  )
}

function NoMatches({ onClearAll }: { onClearAll: () => void }) {
  const intl = useIntl()
  return (
    <div className="rounded-card bg-surface px-2 py-4 text-center">
      <p className="text-lg font-semibold">{intl.formatMessage(messages.noMatchesTitle)}</p>
      <p className="mt-0.5 text-ink-muted">{intl.formatMessage(messages.noMatchesText)}</p>
      <button type="button" onClick={onClearAll} className={`${buttonStyles.secondary} mt-2`}>
        {intl.formatMessage(messages.clearAll)}
      </button>
    </div>
  )
}
