import { useId, useRef, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import { useHref } from '@/components/link'
import { lazyAfterHydration } from '@/lib/after-hydration'
import { searchBoxMessages } from '../messages/search-box'
import { fieldClass, frameClass, SearchIcon, submitClass } from './search-box-parts'

const SearchBoxLive = lazyAfterHydration(() => import('./search-box-live'))

/**
 * The plain search form: what the server renders and what works before (or without) the app's
 * JavaScript — GET /search?q=. It looks exactly like the live box that replaces it.
 */
function PlainSearchForm({ className, inputRef }: { className: string; inputRef: RefObject<HTMLInputElement | null> }) {
  const intl = useIntl()
  const inputId = useId()
  return (
    <form role="search" action={useHref('/search')} method="get" className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {intl.formatMessage(searchBoxMessages.label)}
      </label>
      <div className={frameClass}>
        <input
          id={inputId}
          type="search"
          name="q"
          autoComplete="off"
          maxLength={200}
          placeholder={intl.formatMessage(searchBoxMessages.placeholder)}
          ref={inputRef}
          className={fieldClass}
        />
        <button type="submit" aria-label={intl.formatMessage(searchBoxMessages.submit)} className={submitClass}>
          <SearchIcon />
        </button>
      </div>
    </form>
  )
}

/**
 * The header's search. The plain form is rendered first (by the server,
 * and in the browser until the live box has loaded, right after the page starts), so the
 * suggestions and recent searches stay out of the first load.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  // The live box starts from what is in the plain field (typed even before the page's script
  // had started) and takes its focus: each box its own field.
  const plainInput = useRef<HTMLInputElement>(null)
  return (
    <SearchBoxLive
      className={className}
      plainInput={plainInput}
      fallback={<PlainSearchForm className={className} inputRef={plainInput} />}
    />
  )
}
