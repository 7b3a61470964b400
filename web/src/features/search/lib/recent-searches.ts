/**
 * Recent searches (at most 5), newest first, kept in localStorage. Read in
 * effects only: the server has no storage.
 */

export const RECENT_SEARCHES_KEY = 'recentSearches'
export const RECENT_SEARCHES_MAX = 5

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')
    return Array.isArray(stored)
      ? stored.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, RECENT_SEARCHES_MAX)
      : []
  } catch {
    return []
  }
}

function write(searches: string[]): void {
  try {
    if (searches.length) window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches))
    else window.localStorage.removeItem(RECENT_SEARCHES_KEY)
  } catch {
    // Storage may be unavailable (private mode, quota): searching still works.
  }
}

/** Puts `phrase` first (once, whatever its case), keeping at most 5; returns the new list. */
export function rememberSearch(phrase: string): string[] {
  const trimmed = phrase.trim()
  if (!trimmed) return readRecentSearches()
  const key = trimmed.toLocaleLowerCase()
  const searches = [trimmed, ...readRecentSearches().filter((s) => s.toLocaleLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX)
  write(searches)
  return searches
}

export function clearRecentSearches(): void {
  write([])
}
