import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { useHref } from '@/components/link'
import { lazyPart } from '@/lib/lazy-part'
import { rememberSearch } from '../lib/recent-searches'
import { searchBoxMessages as messages } from '../messages/search-box'
import { fieldClass, frameClass, SearchIcon, submitClass } from './search-box-parts'

const loadSearchPanel = () => import('./search-panel')
const SearchPanel = lazyPart(loadSearchPanel)

/**
 * The header's search, live (search-box.tsx shows it once loaded): a search form that still
 * posts GET /search?q=; while the field has focus, the panel of recent searches and suggestions
 * (search-panel.tsx, loaded on first focus). ArrowDown moves into the panel; Escape closes it.
 * It starts from what was typed into the plain form before it loaded, focus included.
 */
export default function SearchBoxLive({
  className = '',
  plainInput,
}: {
  className?: string
  /** The plain form's field, on the page while this first renders (it goes at this commit). */
  plainInput?: RefObject<HTMLInputElement | null>
}) {
  const intl = useIntl()
  const navigate = useNavigate()
  const searchHref = useHref('/search')
  const inputId = useId()
  const panelId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [start] = useState(() => {
    const plain = plainInput?.current
    return { text: plain?.value ?? '', focused: !!plain && plain === document.activeElement }
  })
  const [text, setText] = useState(start.text)
  const [open, setOpen] = useState(false)

  // Carry on where the plain form was: its text (above) and its focus.
  useEffect(() => {
    if (start.focused) inputRef.current?.focus()
  }, [start.focused])

  // Focus coming back to the field after Cancel or Escape must not open the panel again.
  const reopenOnFocus = useRef(true)
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
    rememberSearch(trimmed)
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
      setOpen(true)
      void loadSearchPanel().then(({ panelEntries }) =>
        requestAnimationFrame(() => panelEntries(document.getElementById(panelId))[0]?.focus()),
      )
    }
  }

  return (
    <form
      role="search"
      data-live=""
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
      <div className={frameClass}>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={text}
          autoComplete="off"
          maxLength={200}
          placeholder={intl.formatMessage(messages.placeholder)}
          aria-controls={open ? panelId : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onFocus={() => {
            if (reopenOnFocus.current) setOpen(true)
          }}
          onKeyDown={onFieldKeyDown}
          className={fieldClass}
        />
        <button type="submit" aria-label={intl.formatMessage(messages.submit)} className={submitClass}>
          <SearchIcon />
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel id={panelId} text={text} inputRef={inputRef} onSearch={search} onClose={close} onLoadFailure={() => close(false)} />
        </Suspense>
      )}
    </form>
  )
}
