/**
 * What the tab remembers of the visit, in session storage (gone when the tab closes):
 *
 * Pages are kept by their path, never their query string, which may carry a secret (the token of
 * a sign-in or reset link).
 *
 * - `pageHistory`: the pages of the visit as a stack. A link (push) adds the page; a redirect
 *   (replace) changes the top; Back or Forward (pop) are told apart by where they land — on the
 *   page below the top it is Back, which takes the top off; anywhere else it is Forward (or a
 *   jump), which adds it. `previousPage` is what a "Back" of our own should go to.
 * - `sessionId`: the visit's id, made once per tab, so the logs of one visit can be read together.
 * - `pageDurations` (milliseconds spent on each page while it was in view, summed),
 *   `pageTimestamps` (when each page was last opened) and `activityLog` (each page opened, how,
 *   and when): a record of what the visitor does, so they are kept only with the visitor's
 *   consent to performance measurement, and removed when it is withdrawn.
 *
 * The functions here are pure (state in, state out); `app/layout/page-activity.tsx` reads and
 * writes the storage.
 */

export const PAGE_VISIT_KEYS = {
  history: 'pageHistory',
  durations: 'pageDurations',
  timestamps: 'pageTimestamps',
  activityLog: 'activityLog',
  sessionId: 'sessionId',
} as const

/** How many pages the history keeps, and how many entries the activity log (the oldest go first). */
export const MAX_HISTORY = 50
export const MAX_ACTIVITY_LOG = 100
/** How many pages the durations and timestamps keep (the least recently opened go first). */
export const MAX_PAGES_MEASURED = 100

export type Navigation = 'push' | 'replace' | 'pop'

export interface ActivityEntry {
  type: 'page'
  path: string
  navigation: Navigation | 'load'
  /** Epoch milliseconds. */
  at: number
}

/** The history after a navigation to `path`; `load` is the tab's first page (or a reload). */
export function nextHistory(history: readonly string[], path: string, navigation: Navigation | 'load'): string[] {
  const top = history.at(-1)
  let next: string[]
  if (navigation === 'load') next = top === path ? [...history] : [...history, path]
  else if (navigation === 'replace') next = [...history.slice(0, -1), path]
  else if (navigation === 'pop' && history.length >= 2 && history.at(-2) === path) next = history.slice(0, -1)
  else if (top === path) next = [...history]
  else next = [...history, path]
  return next.slice(-MAX_HISTORY)
}

/** The page before this one in the visit, if any. */
export const previousPage = (history: readonly string[]): string | null => history.at(-2) ?? null

/** Adds `ms` to a page's time, dropping the least recently opened pages beyond the limit. */
export function addDuration(durations: Record<string, number>, path: string, ms: number): Record<string, number> {
  if (!(ms > 0)) return durations
  return { ...durations, [path]: Math.round((durations[path] ?? 0) + ms) }
}

/** Marks when a page was opened (it becomes the most recent; the oldest beyond the limit go). */
export function stampPage(timestamps: Record<string, number>, path: string, at: number): Record<string, number> {
  const kept = Object.entries(timestamps)
    .filter(([page]) => page !== path)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_PAGES_MEASURED - 1)
  return { ...Object.fromEntries(kept), [path]: at }
}

/** The durations of the pages the timestamps still know (the two are trimmed together). */
export function keepMeasured(durations: Record<string, number>, timestamps: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(durations).filter(([path]) => path in timestamps))
}

export function logActivity(log: readonly ActivityEntry[], entry: ActivityEntry): ActivityEntry[] {
  return [...log, entry].slice(-MAX_ACTIVITY_LOG)
}

/** Reads a stored JSON value, or `fallback` when it is missing or not of the expected shape. */
export function parseStored<T>(raw: string | null, fallback: T, isShape: (value: unknown) => value is T): T {
  if (!raw) return fallback
  try {
    const value: unknown = JSON.parse(raw)
    return isShape(value) ? value : fallback
  } catch {
    return fallback
  }
}

export const isPathList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

export const isNumberRecord = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'number')

export const isActivityLog = (value: unknown): value is ActivityEntry[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ActivityEntry).path === 'string' &&
      typeof (item as ActivityEntry).at === 'number',
  )
