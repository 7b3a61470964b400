/**
 * The header search's panel, loaded when the field first gets focus (it is not part of the first
 * load): recent searches (at most 5, "Clear recent searches") below the minimum length,
 * suggestions from it on (products, categories, brands, a corrected phrase; asked 300 ms after
 * typing stops), and "Cancel". Arrow keys move between its entries; Escape goes back to the
 * field. It only ever mounts in the browser, after an event: reading storage here is safe.
 */
import { useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { announceSearchClick } from '@/lib/search-clicks'
import { SEARCH_MIN_CHARS, useSearchSuggestions } from '../api/search-suggestions'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { clearRecentSearches, readRecentSearches } from '../lib/recent-searches'
import { searchPanelMessages as messages, valueMessages } from '../messages/search-panel'

/** Search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300

const panelLink =
  'block rounded-lg px-1.5 py-1 text-left text-base text-ink hover:bg-primary-50 focus-visible:bg-primary-50 ' +
  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-700'

/** The focusable entries of the panel, in order. */
export const panelEntries = (panel: HTMLElement | null) => (panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button')] : [])

export interface SearchPanelProps {
  id: string
  /** What the field holds now. */
  text: string
  inputRef: RefObject<HTMLInputElement | null>
  /** Searches for a phrase (a recent search, a brand, the corrected phrase). */
  onSearch: (phrase: string) => void
  /** Closes the panel; `refocus` gives focus back to the field. */
  onClose: (refocus: boolean) => void
}

export default function SearchPanel({ id, text, inputRef, onSearch, onClose }: SearchPanelProps) {
  const intl = useIntl()
  const [recent, setRecent] = useState(readRecentSearches)
  const phrase = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim()
  const suggestions = useSearchSuggestions(phrase)
  const typing = text.trim().length >= SEARCH_MIN_CHARS

  // On every entry (links and buttons): arrows move, Escape goes back to the field.
  const onEntryKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = panelEntries(document.getElementById(id))
    const at = list.indexOf(event.currentTarget)
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose(true)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      list[Math.min(at + 1, list.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      if (at <= 0) inputRef.current?.focus()
      else list[at - 1]?.focus()
    }
  }
  const entry = { onKeyDown: onEntryKeyDown }

  const data = typing && phrase.length >= SEARCH_MIN_CHARS ? suggestions.data : undefined
  const corrected = data?.productSuggestions.suggestedPhrases.find((p) => !p.exactMatch)?.phrase
  const products = data?.productSuggestions.products ?? []
  const categories = data?.categorySuggestions.categories ?? []
  const brands = data?.brandSuggestions.brands ?? []
  const nothing = data && !corrected && !products.length && !categories.length && !brands.length

  return (
    <div
      id={id}
      role="region"
      aria-label={intl.formatMessage(messages.panel)}
      className="absolute inset-x-0 top-full z-50 mt-0.5 max-h-[70vh] overflow-y-auto rounded-card border border-neutral-200 bg-white p-1.5 shadow-xl"
    >
      {!typing ? (
        <>
          {recent.length > 0 && (
            <section aria-labelledby={`${id}-recent`}>
              <h2 id={`${id}-recent`} className="px-1.5 pb-0.5 text-sm font-semibold text-ink-muted">
                {intl.formatMessage(messages.recentHeading)}
              </h2>
              <ul>
                {recent.map((search) => (
                  <li key={search}>
                    <button type="button" {...entry} className={`${panelLink} w-full`} onClick={() => onSearch(search)}>
                      {search}
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                {...entry}
                className={`${panelLink} w-full font-semibold text-primary`}
                onClick={() => {
                  clearRecentSearches()
                  setRecent([])
                  inputRef.current?.focus()
                }}
              >
                {intl.formatMessage(messages.clearRecent)}
              </button>
            </section>
          )}
          <p className="px-1.5 py-1 text-sm text-ink-muted">{intl.formatMessage(valueMessages.minChars, { count: SEARCH_MIN_CHARS })}</p>
        </>
      ) : (
        <div aria-live="polite">
          {!data && <p className="px-1.5 py-1 text-sm text-ink-muted">{intl.formatMessage(valueMessages.loading)}</p>}
          {nothing && <p className="px-1.5 py-1 text-sm text-ink-muted">{intl.formatMessage(valueMessages.none)}</p>}
          {corrected && (
            <button type="button" {...entry} className={`${panelLink} w-full`} onClick={() => onSearch(corrected)}>
              {intl.formatMessage(valueMessages.didYouMean, { phrase: corrected })}
            </button>
          )}
          {products.length > 0 && (
            <SuggestionGroup title={intl.formatMessage(messages.products)} id={`${id}-products`}>
              {products.map((product) => (
                <li key={product.productId}>
                  <Link
                    to={`/product/${encodeURIComponent(product.productId)}`}
                    {...entry}
                    className={panelLink}
                    onClick={() => {
                      announceSearchClick({ searchText: phrase, productId: product.productId })
                      onClose(false)
                    }}
                  >
                    {product.productName}
                  </Link>
                </li>
              ))}
            </SuggestionGroup>
          )}
          {categories.length > 0 && (
            <SuggestionGroup title={intl.formatMessage(messages.categories)} id={`${id}-categories`}>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={`/category/${encodeURIComponent(category.id)}`} {...entry} className={panelLink} onClick={() => onClose(false)}>
                    {category.parentCategoryName
                      ? intl.formatMessage(valueMessages.inCategory, { name: category.name, parent: category.parentCategoryName })
                      : category.name}
                  </Link>
                </li>
              ))}
            </SuggestionGroup>
          )}
          {brands.length > 0 && (
            <SuggestionGroup title={intl.formatMessage(messages.brands)} id={`${id}-brands`}>
              {brands.map((brand) => (
                <li key={brand}>
                  <button type="button" {...entry} className={`${panelLink} w-full`} onClick={() => onSearch(brand)}>
                    {brand}
                  </button>
                </li>
              ))}
            </SuggestionGroup>
          )}
        </div>
      )}
      <div className="mt-1 border-t border-neutral-200 pt-1">
        <button type="button" {...entry} className={`${panelLink} w-full text-ink-muted`} onClick={() => onClose(true)}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </div>
    </div>
  )
}

function SuggestionGroup({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="pb-1">
      <h2 id={id} className="px-1.5 pt-1 pb-0.5 text-sm font-semibold text-ink-muted">
        {title}
      </h2>
      <ul>{children}</ul>
    </section>
  )
}
