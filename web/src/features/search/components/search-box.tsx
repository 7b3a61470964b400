import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { useNavigate } from 'react-router'
import { Link, useHref } from '@/components/link'
import { SEARCH_MIN_CHARS, useSearchSuggestions } from '../api/search-suggestions'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../lib/recent-searches'

/** Storefront spec §9: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300

const messages = defineMessages({
  label: { id: 'searchBox.label', defaultMessage: 'Search products', description: 'Header search: accessible label of the search field' },
  placeholder: {
    id: 'searchBox.placeholder',
    defaultMessage: 'Search sofas, TVs, tires…',
    description: 'Header search: placeholder of the search field',
  },
  submit: { id: 'searchBox.submit', defaultMessage: 'Search', description: 'Header search: accessible label of the search button' },
  panel: { id: 'searchBox.panel', defaultMessage: 'Search suggestions', description: 'Header search: accessible name of the suggestions panel' },
  recentHeading: { id: 'searchBox.recent', defaultMessage: 'Recent searches', description: 'Header search: heading of the recent searches list' },
  clearRecent: {
    id: 'searchBox.clearRecent',
    defaultMessage: 'Clear recent searches',
    description: 'Header search: button that forgets the recent searches (storefront spec §2.7)',
  },
  cancel: { id: 'searchBox.cancel', defaultMessage: 'Cancel', description: 'Header search: closes the suggestions (storefront spec §2.7)' },
  products: { id: 'searchBox.products', defaultMessage: 'Products', description: 'Header search: heading of the product suggestions' },
  categories: { id: 'searchBox.categories', defaultMessage: 'Categories', description: 'Header search: heading of the category suggestions' },
  brands: { id: 'searchBox.brands', defaultMessage: 'Brands', description: 'Header search: heading of the brand suggestions' },
})

const valueMessages = defineMessages<{
  minChars: { count: number }
  loading: NoMessageValues
  none: NoMessageValues
  didYouMean: { phrase: string }
  inCategory: { name: string; parent: string }
}>({
  minChars: {
    id: 'searchBox.minChars',
    defaultMessage: 'Type at least {count} letters to see suggestions.',
    description: 'Header search: hint shown while the phrase is shorter than the minimum',
  },
  loading: { id: 'searchBox.loading', defaultMessage: 'Looking for suggestions…', description: 'Header search: while suggestions load' },
  none: { id: 'searchBox.none', defaultMessage: 'No suggestions. Press Enter to search.', description: 'Header search: no suggestion found' },
  didYouMean: { id: 'searchBox.didYouMean', defaultMessage: 'Did you mean {phrase}?', description: 'Header search: a corrected phrase' },
  inCategory: {
    id: 'searchBox.inCategory',
    defaultMessage: '{name} in {parent}',
    description: 'Header search: a category suggestion with its parent category, e.g. Sofas in Living Room',
  },
})

const panelLink =
  'block rounded-lg px-1.5 py-1 text-left text-base text-ink hover:bg-primary-50 focus-visible:bg-primary-50 ' +
  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-700'

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2.5" fill="currentColor">
      <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
    </svg>
  )
}

/** The focusable entries of the panel, in order. */
const entries = (panel: HTMLElement | null) => (panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button')] : [])

/**
 * The header's search (storefront spec §2.7): a search form that works without JavaScript (GET
 * /search?q=), and, while the field has focus, a panel: recent searches (at most 5, "Clear
 * recent searches") below the minimum length, suggestions from it on (products, categories,
 * brands, a corrected phrase; asked 300 ms after typing stops), and "Cancel". Arrow keys move
 * between the panel's entries; Escape closes it and returns to the field.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const searchHref = useHref('/search')
  const inputId = useId()
  const panelId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [recent, setRecent] = useState<string[]>([])
  const phrase = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim()
  const suggestions = useSearchSuggestions(phrase)
  const typing = text.trim().length >= SEARCH_MIN_CHARS

  // Focus coming back to the field after Cancel or Escape must not open the panel again.
  const reopenOnFocus = useRef(true)
  // Storage is read when the panel opens (an event), never while rendering (DESIGN §5).
  const openPanel = () => {
    if (!open) setRecent(readRecentSearches())
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (!refocus) return
    reopenOnFocus.current = false
    inputRef.current?.focus()
    reopenOnFocus.current = true
  }

  const search = (value: string) => {
    const trimmed = value.trim()
    if (!trimmed) return
    setRecent(rememberSearch(trimmed))
    setText(trimmed)
    setOpen(false)
    void navigate(`${searchHref}?q=${encodeURIComponent(trimmed)}`)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    search(text)
  }

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      openPanel()
      requestAnimationFrame(() => entries(panelRef.current)[0]?.focus())
    }
  }

  // On every entry of the panel (links and buttons): arrows move, Escape goes back.
  const onEntryKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = entries(panelRef.current)
    const at = list.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      list[Math.min(at + 1, list.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      if (at <= 0) inputRef.current?.focus()
      else list[at - 1]?.focus()
    }
  }

  const data = typing && phrase.length >= SEARCH_MIN_CHARS ? suggestions.data : undefined
  const corrected = data?.productSuggestions.suggestedPhrases.find((p) => !p.exactMatch)?.phrase
  const products = data?.productSuggestions.products ?? []
  const categories = data?.categorySuggestions.categories ?? []
  const brands = data?.brandSuggestions.brands ?? []
  const nothing = data && !corrected && !products.length && !categories.length && !brands.length

  return (
    <form
      role="search"
      action={searchHref}
      method="get"
      onSubmit={onSubmit}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {intl.formatMessage(messages.label)}
      </label>
      <div className="flex items-center rounded-full border border-neutral-300 bg-white focus-within:border-primary-700 focus-within:outline-2 focus-within:outline-primary-700">
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={text}
          autoComplete="off"
          maxLength={200}
          placeholder={intl.formatMessage(messages.placeholder)}
          aria-controls={panelId}
          onChange={(event) => {
            setText(event.target.value)
            openPanel()
          }}
          onFocus={() => {
            if (reopenOnFocus.current) openPanel()
          }}
          onKeyDown={onFieldKeyDown}
          className="min-w-0 flex-1 rounded-full bg-transparent py-1 pr-1 pl-2 text-base outline-none placeholder:text-ink-muted"
        />
        <button
          type="submit"
          aria-label={intl.formatMessage(messages.submit)}
          className="m-0.5 rounded-full p-1 text-primary hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700"
        >
          <SearchIcon />
        </button>
      </div>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-label={intl.formatMessage(messages.panel)}
          className="absolute inset-x-0 top-full z-50 mt-0.5 max-h-[70vh] overflow-y-auto rounded-card border border-neutral-200 bg-white p-1.5 shadow-xl"
        >
          {!typing ? (
            <>
              {recent.length > 0 && (
                <section aria-labelledby={`${panelId}-recent`}>
                  <h2 id={`${panelId}-recent`} className="px-1.5 pb-0.5 text-sm font-semibold text-ink-muted">
                    {intl.formatMessage(messages.recentHeading)}
                  </h2>
                  <ul>
                    {recent.map((entry) => (
                      <li key={entry}>
                        <button type="button" onKeyDown={onEntryKeyDown} className={`${panelLink} w-full`} onClick={() => search(entry)}>
                          {entry}
                        </button>
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    onKeyDown={onEntryKeyDown} className={`${panelLink} w-full font-semibold text-primary`}
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
                <button type="button" onKeyDown={onEntryKeyDown} className={`${panelLink} w-full`} onClick={() => search(corrected)}>
                  {intl.formatMessage(valueMessages.didYouMean, { phrase: corrected })}
                </button>
              )}
              {products.length > 0 && (
                <SuggestionGroup title={intl.formatMessage(messages.products)} id={`${panelId}-products`}>
                  {products.map((product) => (
                    <li key={product.productId}>
                      <Link to={`/product/${encodeURIComponent(product.productId)}`} onKeyDown={onEntryKeyDown} className={panelLink} onClick={() => setOpen(false)}>
                        {product.productName}
                      </Link>
                    </li>
                  ))}
                </SuggestionGroup>
              )}
              {categories.length > 0 && (
                <SuggestionGroup title={intl.formatMessage(messages.categories)} id={`${panelId}-categories`}>
                  {categories.map((category) => (
                    <li key={category.id}>
                      <Link to={`/category/${encodeURIComponent(category.id)}`} onKeyDown={onEntryKeyDown} className={panelLink} onClick={() => setOpen(false)}>
                        {category.parentCategoryName
                          ? intl.formatMessage(valueMessages.inCategory, { name: category.name, parent: category.parentCategoryName })
                          : category.name}
                      </Link>
                    </li>
                  ))}
                </SuggestionGroup>
              )}
              {brands.length > 0 && (
                <SuggestionGroup title={intl.formatMessage(messages.brands)} id={`${panelId}-brands`}>
                  {brands.map((brand) => (
                    <li key={brand}>
                      <button type="button" onKeyDown={onEntryKeyDown} className={`${panelLink} w-full`} onClick={() => search(brand)}>
                        {brand}
                      </button>
                    </li>
                  ))}
                </SuggestionGroup>
              )}
            </div>
          )}
          <div className="mt-1 border-t border-neutral-200 pt-1">
            <button type="button" onKeyDown={onEntryKeyDown} className={`${panelLink} w-full text-ink-muted`} onClick={() => close(true)}>
              {intl.formatMessage(messages.cancel)}
            </button>
          </div>
        </div>
      )}
    </form>
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
