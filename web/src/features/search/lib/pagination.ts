/**
 * The page numbers a listing's pagination shows: the first and last page, the current page and
 * its neighbours, a gap for the rest; never more than seven entries, so it fits a phone.
 */

export type PageEntry = number | 'gap'

/** The 1-based current page and the page count of a result (at least one page). */
export function pageInfo(offset: number, limit: number, total: number): { current: number; count: number } {
  const count = Math.max(1, Math.ceil(total / limit))
  const current = Math.min(count, Math.floor(offset / limit) + 1)
  return { current, count }
}

/** The entries to show for `current` of `count` pages. */
export function pageWindow(current: number, count: number): PageEntry[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1)
  let start = Math.max(2, current - 1)
  let end = Math.min(count - 1, current + 1)
  if (current <= 3) {
    start = 2
    end = 4
  } else if (current >= count - 2) {
    start = count - 3
    end = count - 1
  }
  // A gap would stand for a single page: show that page instead.
  if (start === 3) start = 2
  if (end === count - 2) end = count - 1
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i)
  return [1, ...(start > 2 ? (['gap'] as const) : []), ...middle, ...(end < count - 1 ? (['gap'] as const) : []), count]
}

/** The offset of a 1-based page. */
export const pageOffset = (page: number, limit: number) => (page - 1) * limit
