/**
 * Pages of a listing: Previous, the page numbers (first, last, the current one and its
 * neighbours) and Next, all real links (withOffset), so they work before the script runs.
 * Phones show "Page 2 of 5" between Previous and Next instead of the numbers.
 */
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { pageInfo, pageOffset, pageWindow } from '../../lib/pagination'
import { withOffset } from '../../lib/search-url'
import { listingMessages as messages } from '../../messages/listing'

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
const cell = 'inline-flex min-h-5 min-w-5 items-center justify-center rounded-card px-1 font-semibold'

export function Pagination({
  basePath,
  search,
  offset,
  limit,
  total,
}: {
  /** The listing's app path (`/category/sofas`, `/search`). */
  basePath: string
  search: URLSearchParams
  offset: number
  limit: number
  total: number
}) {
  const intl = useIntl()
  const { current, count } = pageInfo(offset, limit, total)
  if (count <= 1) return null
  const href = (page: number) => `${basePath}${withOffset(search, pageOffset(page, limit))}`
  const arrow = (direction: 'previous' | 'next') => (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2" fill="currentColor">
      <path
        d={direction === 'previous' ? 'M12.7 4 14 5.3 9.3 10l4.7 4.7-1.3 1.3-6-6 6-6Z' : 'M7.3 4 6 5.3 10.7 10 6 14.7 7.3 16l6-6-6-6Z'}
      />
    </svg>
  )
  const edge = (direction: 'previous' | 'next', page: number | undefined) => {
    const content = (
      <>
        {direction === 'previous' && arrow('previous')}
        {intl.formatMessage(direction === 'previous' ? messages.previous : messages.next)}
        {direction === 'next' && arrow('next')}
      </>
    )
    const label = intl.formatMessage(direction === 'previous' ? messages.previousPage : messages.nextPage)
    if (page === undefined) {
      return (
        <span aria-disabled="true" className={`${cell} gap-0.5 text-ink-muted opacity-60`}>
          {content}
        </span>
      )
    }
    return (
      <Link
        to={href(page)}
        aria-label={label}
        rel={direction === 'previous' ? 'prev' : 'next'}
        className={`${cell} gap-0.5 text-primary hover:bg-primary-50 ${focusRing}`}
      >
        {content}
      </Link>
    )
  }
  return (
    <nav aria-label={intl.formatMessage(messages.paginationLabel)} className="flex items-center justify-center gap-1">
      {edge('previous', current > 1 ? current - 1 : undefined)}
      <p className="text-sm font-semibold sm:hidden">{intl.formatMessage(messages.pageStatus, { current, count })}</p>
      <ul className="hidden items-center gap-0.5 sm:flex">
        {pageWindow(current, count).map((entry, i) =>
          entry === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-0.5 text-ink-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={href(entry)}
                aria-label={intl.formatMessage(messages.page, { page: entry })}
                aria-current={entry === current ? 'page' : undefined}
                className={
                  `${cell} ${focusRing} ` +
                  (entry === current ? 'bg-primary text-white' : 'text-ink hover:bg-primary-50 hover:text-primary')
                }
              >
                {intl.formatNumber(entry)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge('next', current < count ? current + 1 : undefined)}
    </nav>
  )
}
