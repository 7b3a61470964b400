/**
 * A heading over a row of products that scrolls sideways: the browser's own scrolling (touch,
 * trackpad, a shift-wheel, focus moving along the tiles), each item snapping to the row's start,
 * and previous and next buttons that scroll it by one width of the row, each shown only when
 * there is more that way. While the products load, placeholders and a "Loading…" status; with
 * no products and nothing loading, nothing at all.
 *
 * The items are list items (e.g. the listing's ProductTile, an `li`), given as children or as
 * `items` with `renderItem`.
 *
 * Render is pure: the server's render and hydration show no buttons (how far the row scrolls is
 * known only once the browser has laid it out); they appear after hydration.
 *
 * Not part of the first load: import it only from code that loads later. Its classes are all
 * ones the first load's stylesheet already has, so it adds to no stylesheet; it imports only the
 * one rule classes cannot give it (product-scroller.css). styles/later.css imported here would
 * be put into every server-rendered page that shows it.
 */
import {
  Children,
  Fragment,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react'
import { useIntl } from 'react-intl'
import { ChevronIcon, controlButtonClass } from './icons'
import { carouselMessages as messages } from './messages'
import { reducedMotionNow } from './use-media'
import './product-scroller.css'

interface ScrollerBaseProps {
  /** The row's heading, which also names the region and the list. */
  heading: string
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4
  /** While true, placeholders and a "Loading…" status stand in for the items. */
  isLoading?: boolean
  /** How many placeholders show while loading (default 4). */
  skeletonCount?: number
  className?: string
}

interface ScrollerChildrenProps {
  /** The items, each a list item (`li`). */
  children?: ReactNode
  items?: never
  renderItem?: never
  itemKey?: never
}

interface ScrollerItemsProps<T> {
  children?: never
  items: readonly T[]
  /** Draws one item as a list item (`li`). */
  renderItem: (item: T, index: number) => ReactNode
  /** Each item's key (default: its place in `items`). */
  itemKey?: (item: T, index: number) => Key
}

export type ProductScrollerProps<T = never> = ScrollerBaseProps & (ScrollerChildrenProps | ScrollerItemsProps<T>)

// The row's layout: one column a tile, scrolling sideways and snapping each tile to the start
// (product-scroller.css). A style of its own rather than classes: these values are the row's
// alone, and classes of their own would grow the first load's stylesheet.
const ROW_STYLE: CSSProperties = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(176px, 232px)',
  gap: '16px',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: '4px',
  padding: '4px 4px 12px',
}

const CONTROLS_STYLE: CSSProperties = { minWidth: 'calc(var(--spacing) * 11)', justifyContent: 'flex-end' }

/** Where the row stands: at its start, at its end (both while it cannot scroll at all). */
interface Edges {
  atStart: boolean
  atEnd: boolean
}
const NOT_MEASURED: Edges = { atStart: true, atEnd: true }

// A pixel of slack: a zoomed page scrolls by fractions of a pixel and may stop just short.
const SLACK_PX = 1

function edgesOf(row: HTMLElement): Edges {
  // Right to left the browser counts scrollLeft from 0 down to negative values.
  const scrolled = Math.abs(row.scrollLeft)
  return { atStart: scrolled <= SLACK_PX, atEnd: scrolled + row.clientWidth >= row.scrollWidth - SLACK_PX }
}

export function ProductScroller<T>(props: ProductScrollerProps<T>) {
  const { heading, headingLevel = 2, isLoading = false, skeletonCount = 4, className } = props
  const intl = useIntl()
  const headingId = useId()
  const rowRef = useRef<HTMLUListElement>(null)
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const [edges, setEdges] = useState<Edges>(NOT_MEASURED)

  const content: ReactNode[] = props.items
    ? props.items.map((item, index) => <Fragment key={props.itemKey?.(item, index) ?? index}>{props.renderItem(item, index)}</Fragment>)
    : Children.toArray(props.children)
  const count = content.length
  const showsRow = !isLoading && count > 0

  // The button to focus once the buttons have changed: a button that hides while it has focus
  // (the row reached that end) hands focus to the other one, which the scroll has just shown,
  // rather than dropping it to the page. Decided before the button hides: the browser lets go
  // of its focus as soon as it does.
  const handOffTo = useRef<HTMLButtonElement | null>(null)

  const measure = useCallback(() => {
    const row = rowRef.current
    const next = row ? edgesOf(row) : NOT_MEASURED
    const focused = document.activeElement
    if (next.atEnd && !next.atStart && focused === nextRef.current) handOffTo.current = previousRef.current
    else if (next.atStart && !next.atEnd && focused === previousRef.current) handOffTo.current = nextRef.current
    setEdges((current) => (current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next))
  }, [])

  useEffect(() => {
    const row = rowRef.current
    measure()
    if (!row) return
    row.addEventListener('scroll', measure, { passive: true })
    // The row's width follows the window's (a phone turned, a window made narrower). Where the
    // browser cannot tell (no ResizeObserver), the buttons follow the scrolling alone.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null
    observer?.observe(row)
    return () => {
      row.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [measure, showsRow, count])

  useLayoutEffect(() => {
    const target = handOffTo.current
    handOffTo.current = null
    target?.focus()
  }, [edges])

  if (!isLoading && count === 0) return null

  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current
    if (!row) return
    const rightToLeft = getComputedStyle(row).direction === 'rtl'
    const left = direction * (rightToLeft ? -1 : 1) * row.clientWidth
    row.scrollBy({ left, behavior: reducedMotionNow() ? 'auto' : 'smooth' })
  }

  const Heading = `h${headingLevel}` as const
  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={`flex flex-col gap-2 ${className ?? ''}`}>
      <div className="flex items-center justify-between gap-2">
        <Heading id={headingId} className="text-2xl font-bold">
          {heading}
        </Heading>
        {showsRow && (
          // Room for both buttons whichever shows, at the end of the line: the heading keeps its
          // width (and its lines) as they come and go.
          <div className="flex shrink-0 gap-1" style={CONTROLS_STYLE}>
            <button
              ref={previousRef}
              type="button"
              className={controlButtonClass()}
              aria-label={intl.formatMessage(messages.scrollerPrevious)}
              hidden={edges.atStart}
              onClick={() => scroll(-1)}
            >
              <ChevronIcon direction="previous" />
            </button>
            <button
              ref={nextRef}
              type="button"
              className={controlButtonClass()}
              aria-label={intl.formatMessage(messages.scrollerNext)}
              hidden={edges.atEnd}
              onClick={() => scroll(1)}
            >
              <ChevronIcon direction="next" />
            </button>
          </div>
        )}
      </div>
      {showsRow ? (
        <ul ref={rowRef} aria-labelledby={headingId} style={ROW_STYLE} className="product-scroller-row">
          {content}
        </ul>
      ) : (
        <div role="status">
          <span className="sr-only">{intl.formatMessage(messages.scrollerLoading)}</span>
          <div aria-hidden="true" style={ROW_STYLE}>
            {Array.from({ length: Math.max(1, Math.trunc(skeletonCount)) }, (_, index) => (
              <div key={index} className="flex flex-col gap-1 rounded-card border border-neutral-200 bg-white p-1">
                <div className="aspect-square animate-pulse rounded-card bg-surface" />
                <div className="h-2 w-2/3 animate-pulse rounded-card bg-surface" />
                <div className="h-2 w-1/2 animate-pulse rounded-card bg-surface" />
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
