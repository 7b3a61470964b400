/**
 * The store locator (Find a Store): a country (United States,
 * Germany; Germany first chosen) and postal code (10178) to search around, or the shopper's
 * position after they agree to share it; the nearest stores, 10 at first (or `initialLimit`:
 * the header's panel shows 3), 10 more per "Load more" up to 200. `compact` lays it out in one
 * column for a narrow panel; `myStore` (from the app) adds "Set as my store" to each store.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { SelectField } from '@/components/forms/form-controls'
import { TextField } from '@/components/forms/form-fields'
import { buttonStyles } from '@/components/ui/button-styles'
import { ApiError } from '@/lib/api-client'
import { useStoreSearch } from '../api/search-stores'
import {
  canLoadMore,
  DEFAULT_ORIGIN,
  GEOLOCATION_OPTIONS,
  nextLimit,
  STORE_COUNTRIES,
  STORE_SEARCH,
  validateSearchForm,
  type SearchFormErrors,
  type SearchFormValues,
  type StoreSearchOrigin,
} from '../lib/store-search'
import { storeLocatorMessages as messages } from '../messages'
import type { MyStoreChoice } from './my-store-button'
import { StoreCard } from './store-card'

const COUNTRY_NAMES = { US: messages.countryUS, DE: messages.countryDE } as const

type LocationProblem = 'denied' | 'unavailable'

export interface StoreLocatorProps {
  /** How many stores a search shows first (10 on the page). */
  initialLimit?: number
  /** One column throughout (the header's panel is a third of the screen at most). */
  compact?: boolean
  myStore?: MyStoreChoice
}

export function StoreLocator({ initialLimit = STORE_SEARCH.initialLimit, compact = false, myStore }: StoreLocatorProps) {
  const [origin, setOrigin] = useState<StoreSearchOrigin>(DEFAULT_ORIGIN)
  const [limit, setLimit] = useState<number>(initialLimit)
  const search = (next: StoreSearchOrigin) => {
    setOrigin(next)
    setLimit(initialLimit)
  }
  const query = useStoreSearch(origin, limit)
  // A postal code no place has: said at the field (the server names it), not as a failed search.
  const unknownPostalCode = 'postalCode' in origin && !query.isFetching && refusesPostalCode(query.error)
  return (
    <div className="flex flex-col gap-4">
      <SearchForm onSearch={search} unknownPostalCode={unknownPostalCode} compact={compact} />
      <Results
        query={query}
        hideError={unknownPostalCode}
        limit={limit}
        onLoadMore={() => setLimit(nextLimit(limit))}
        compact={compact}
        myStore={myStore}
      />
    </div>
  )
}

/** Whether the search was refused for its postal code (a 400 whose `parameter` is postalCode). */
function refusesPostalCode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    typeof error.data === 'object' &&
    error.data !== null &&
    error.data.parameter === 'postalCode'
  )
}

function SearchForm({
  onSearch,
  unknownPostalCode,
  compact,
}: {
  onSearch: (origin: StoreSearchOrigin) => void
  unknownPostalCode: boolean
  compact: boolean
}) {
  const intl = useIntl()
  const [values, setValues] = useState<SearchFormValues>({
    countryCode: STORE_SEARCH.defaultCountry,
    postalCode: STORE_SEARCH.defaultPostalCode,
  })
  const [errors, setErrors] = useState<SearchFormErrors>({})
  // The postal code the server refused, until it is edited or another search is made.
  const [refusedShown, setRefusedShown] = useState(true)
  const countryRef = useRef<HTMLSelectElement>(null)
  const postalCodeRef = useRef<HTMLInputElement>(null)
  // The refusal arrives after the search: the focus goes to the field it is about.
  useEffect(() => {
    if (unknownPostalCode) postalCodeRef.current?.focus()
  }, [unknownPostalCode])

  const edit = (field: keyof SearchFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    setRefusedShown(false)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateSearchForm(values)
    setErrors(found)
    if (found.countryCode) countryRef.current?.focus()
    else if (found.postalCode) postalCodeRef.current?.focus()
    else {
      setRefusedShown(true)
      onSearch({ countryCode: values.countryCode, postalCode: values.postalCode.trim() })
    }
  }
  const postalCodeError = errors.postalCode
    ? intl.formatMessage(messages.postalCodeRequired)
    : unknownPostalCode && refusedShown
      ? intl.formatMessage(messages.postalCodeUnknown)
      : undefined

  return (
    <div className={`flex flex-col gap-2 rounded-card bg-surface p-2 ${compact ? '' : 'md:p-3'}`}>
      <form
        noValidate
        onSubmit={submit}
        className={compact ? 'grid gap-2' : 'grid gap-2 md:grid-cols-[minmax(0,14rem)_minmax(0,14rem)_auto] md:items-start'}
      >
        <SelectField
          ref={countryRef}
          name="countryCode"
          label={intl.formatMessage(messages.country)}
          value={values.countryCode}
          onChange={(event) => edit('countryCode', event.target.value)}
          error={errors.countryCode ? intl.formatMessage(messages.countryRequired) : undefined}
        >
          {STORE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage(COUNTRY_NAMES[code])}
            </option>
          ))}
        </SelectField>
        <TextField
          ref={postalCodeRef}
          name="postalCode"
          label={intl.formatMessage(messages.postalCode)}
          value={values.postalCode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          onChange={(event) => edit('postalCode', event.target.value)}
          error={postalCodeError}
        />
        <button type="submit" className={compact ? buttonStyles.primary : `${buttonStyles.primary} md:mt-3`}>
          {intl.formatMessage(messages.search)}
        </button>
      </form>
      <UseMyLocation onLocated={onSearch} />
    </div>
  )
}

/** "Use my location": asks the shopper's consent, then reads the browser's position. */
function UseMyLocation({ onLocated }: { onLocated: (origin: StoreSearchOrigin) => void }) {
  const intl = useIntl()
  const consentId = useId()
  const [asking, setAsking] = useState(false)
  const [locating, setLocating] = useState(false)
  const [problem, setProblem] = useState<LocationProblem | null>(null)
  const openerRef = useRef<HTMLButtonElement>(null)

  const cancel = () => {
    setAsking(false)
    openerRef.current?.focus()
  }

  const locate = () => {
    setAsking(false)
    setProblem(null)
    openerRef.current?.focus()
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setProblem('unavailable')
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        onLocated({ latitude: position.coords.latitude, longitude: position.coords.longitude })
      },
      (error) => {
        setLocating(false)
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')
      },
      GEOLOCATION_OPTIONS,
    )
  }

  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-ink-muted">{intl.formatMessage(messages.or)}</p>
      <div>
        <button
          ref={openerRef}
          type="button"
          className={buttonStyles.secondary}
          aria-expanded={asking}
          aria-controls={asking ? consentId : undefined}
          aria-disabled={locating || undefined}
          onClick={() => {
            if (locating) return
            setProblem(null)
            setAsking(true)
          }}
        >
          {intl.formatMessage(messages.useMyLocation)}
        </button>
      </div>
      {asking ? <Consent id={consentId} onAgree={locate} onCancel={cancel} /> : null}
      {locating ? (
        <p role="status" className="text-sm">
          {intl.formatMessage(messages.locating)}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {intl.formatMessage(problem === 'denied' ? messages.locationDenied : messages.locationUnavailable)}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The consent asked before the position is read: its question, Agree and Cancel; Agree takes the
 * focus, and Escape cancels as Cancel does.
 */
function Consent({ id, onAgree, onCancel }: { id: string; onAgree: () => void; onCancel: () => void }) {
  const intl = useIntl()
  const textId = `${id}-text`
  const agreeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => agreeRef.current?.focus(), [])
  // The focus is on one of its two buttons: either hears Escape.
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onCancel()
  }
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={textId}

      className="flex flex-col gap-1 rounded-card border border-primary bg-white p-2 md:max-w-md"
    >
      <p id={textId} className="font-semibold">
        {intl.formatMessage(messages.consent)}
      </p>
      <div className="flex flex-wrap gap-1">
        <button type="button" className={buttonStyles.brand} ref={agreeRef} onClick={onAgree} onKeyDown={cancelOnEscape}>
          {intl.formatMessage(messages.agree)}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} onKeyDown={cancelOnEscape}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </div>
    </div>
  )
}

function Results({
  query,
  hideError,
  limit,
  onLoadMore,
  compact,
  myStore,
}: {
  query: ReturnType<typeof useStoreSearch>
  hideError: boolean
  limit: number
  onLoadMore: () => void
  compact: boolean
  myStore: MyStoreChoice | undefined
}) {
  const intl = useIntl()
  const headingId = useId()
  const stores = query.data?.data ?? []
  const total = query.data?.total ?? 0
  const loading = query.isFetching
  const status = loading
    ? intl.formatMessage(messages.loading)
    : query.data
      ? stores.length === 0
        ? intl.formatMessage(messages.noLocations)
        : intl.formatMessage(messages.showing, { shown: stores.length, total })
      : ''
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className={compact ? 'text-xl font-bold' : 'text-2xl font-bold'}>
        {intl.formatMessage(messages.resultsHeading)}
      </h2>
      <p role="status" className={stores.length === 0 && !loading ? 'text-lg' : 'text-sm text-ink-muted'}>
        {status}
      </p>
      {query.isError && !loading && !hideError ? (
        <p role="alert" className="text-danger">
          {intl.formatMessage(messages.loadError)}
        </p>
      ) : null}
      {stores.length > 0 ? (
        <ul className={compact ? 'grid gap-2' : 'grid gap-2 md:grid-cols-2 lg:grid-cols-3'} aria-busy={loading || undefined}>
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} myStore={myStore} />
            </li>
          ))}
        </ul>
      ) : null}
      {query.data && canLoadMore(limit, total) ? (
        <div>
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-disabled={loading || undefined}
            onClick={() => {
              if (!loading) onLoadMore()
            }}
          >
            {intl.formatMessage(messages.loadMore)}
          </button>
        </div>
      ) : null}
    </section>
  )
}
