/**
 * The filters of a listing, one group per refinement of the result: sub-categories as links;
 * price and brand as checkboxes; colours as swatch toggle buttons; sizes as toggle pills. Each
 * value shows its hit count. Choosing a value changes the URL (toggleRefinement), which is the
 * listing's state. Shown in the sidebar on desktop and in the filter drawer on phones.
 */
import { useId, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import type { ListingResult } from '../../api/product-search'
import { selectedValues } from '../../lib/search-url'
import { refinementColors } from '../../lib/swatches'
import { listingMessages as messages } from '../../messages/listing'
import { groupTitle, refinementKind, type Refinement } from './refinement-values'

/** Values shown before "Show all", by control. */
const COLLAPSED_COUNT = { checkboxes: 8, pills: 12 } as const

export interface RefinementsPanelProps {
  result: ListingResult
  /** The URL's search parameters (the chosen values). */
  search: URLSearchParams
  /** The app path a category value links to. */
  categoryHref: (categoryId: string) => string
  onToggle: (attribute: string, value: string) => void
}

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'

export function RefinementsPanel({ result, search, categoryHref, onToggle }: RefinementsPanelProps) {
  const colorOf = refinementColors(result.hits)
  return (
    <div className="divide-y divide-neutral-200">
      {result.refinements.map((refinement) => {
        const selected = selectedValues(search, refinement.attributeId)
        const values = refinement.values.filter((v) => v.hitCount > 0 || selected.includes(v.value))
        if (values.length === 0) return null
        return (
          <RefinementGroup key={refinement.attributeId} refinement={{ ...refinement, values }} selected={selected}>
            {(shown) => {
              const kind = refinementKind(refinement.attributeId)
              if (kind === 'links') return <CategoryLinks values={shown} categoryHref={categoryHref} />
              return (
                <Values
                  kind={kind}
                  values={shown}
                  selected={selected}
                  colorOf={colorOf}
                  onToggle={(value) => onToggle(refinement.attributeId, value)}
                />
              )
            }}
          </RefinementGroup>
        )
      })}
    </div>
  )
}

type Value = Refinement['values'][number]

function RefinementGroup({
  refinement,
  selected,
  children,
}: {
  refinement: Refinement
  selected: string[]
  children: (values: Value[]) => ReactNode
}) {
  const intl = useIntl()
  const headingId = useId()
  const kind = refinementKind(refinement.attributeId)
  const limit = kind === 'checkboxes' || kind === 'pills' ? COLLAPSED_COUNT[kind] : Infinity
  const collapsible = refinement.values.length > limit
  // Deterministic from the URL (the server renders the same): open when a chosen value would be hidden.
  const [expanded, setExpanded] = useState(() => refinement.values.slice(limit).some((v) => selected.includes(v.value)))
  const shown = collapsible && !expanded ? refinement.values.slice(0, limit) : refinement.values
  const listId = useId()
  return (
    <div role="group" aria-labelledby={headingId} className="py-2 first:pt-0">
      <h3 id={headingId} className="mb-1 font-semibold">
        {groupTitle(intl, refinement.attributeId, refinement.label)}
      </h3>
      <div id={listId}>{children(shown)}</div>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className={`mt-1 rounded text-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-700 ${focusRing}`}
        >
          {expanded ? intl.formatMessage(messages.showLess) : intl.formatMessage(messages.showMore, { count: refinement.values.length })}
        </button>
      )}
    </div>
  )
}

function Count({ count, className = 'text-ink-muted' }: { count: number; className?: string }) {
  const intl = useIntl()
  return (
    <>
      <span aria-hidden="true" className={className}>
        {`(${intl.formatNumber(count)})`}
      </span>
      <span className="sr-only">{intl.formatMessage(messages.valueCount, { count })}</span>
    </>
  )
}

function CategoryLinks({ values, categoryHref }: { values: Value[]; categoryHref: (id: string) => string }) {
  return (
    <ul className="space-y-0.5">
      {values.map((v) => (
        <li key={v.value}>
          <Link
            to={categoryHref(v.value)}
            className={`flex min-h-5 items-center gap-0.5 rounded text-ink hover:text-primary hover:underline ${focusRing}`}
          >
            {`${v.label} `}
            <Count count={v.hitCount} />
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Values({
  kind,
  values,
  selected,
  colorOf,
  onToggle,
}: {
  kind: 'swatches' | 'pills' | 'checkboxes'
  values: Value[]
  selected: string[]
  colorOf: (id: string) => string | undefined
  onToggle: (value: string) => void
}) {
  if (kind === 'checkboxes') {
    return (
      <ul className="space-y-0.5">
        {values.map((v) => (
          <li key={v.value}>
            <label className="flex min-h-5 cursor-pointer items-center gap-1 rounded hover:text-primary">
              <input
                type="checkbox"
                checked={selected.includes(v.value)}
                onChange={() => onToggle(v.value)}
                className={`size-2.5 shrink-0 cursor-pointer accent-primary ${focusRing}`}
              />
              <span>
                {`${v.label} `}
                <Count count={v.hitCount} />
              </span>
            </label>
          </li>
        ))}
      </ul>
    )
  }
  if (kind === 'swatches') {
    return (
      <ul className="grid grid-cols-2 gap-0.5">
        {values.map((v) => {
          const pressed = selected.includes(v.value)
          const color = colorOf(v.presentationId ?? v.value)
          return (
            <li key={v.value}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onToggle(v.value)}
                className={
                  'flex min-h-5 w-full items-center gap-1 rounded-card px-0.5 py-0.5 text-left text-sm hover:bg-surface ' +
                  `aria-pressed:bg-primary-50 aria-pressed:font-semibold ${focusRing}`
                }
              >
                <span
                  aria-hidden="true"
                  className={
                    'size-3 shrink-0 rounded-full ring-1 ring-black/20 ring-inset ' +
                    (pressed ? 'outline-2 outline-offset-2 outline-primary' : '')
                  }
                  style={color ? { backgroundColor: color } : undefined}
                />
                <span>
                  {`${v.label} `}
                  <Count count={v.hitCount} />
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    )
  }
  return (
    <ul className="flex flex-wrap gap-1">
      {values.map((v) => (
        <li key={v.value}>
          <button
            type="button"
            aria-pressed={selected.includes(v.value)}
            onClick={() => onToggle(v.value)}
            className={
              'min-h-5 rounded-full border border-neutral-300 bg-white px-1.5 text-sm hover:border-primary ' +
              `aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white ${focusRing}`
            }
          >
            {`${v.label} `}
            <Count count={v.hitCount} className="opacity-80" />
          </button>
        </li>
      ))}
    </ul>
  )
}
