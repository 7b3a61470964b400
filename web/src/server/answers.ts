/**
 * The query answers a render is given, parsed from the JSON text the server hands over.
 *
 * Most of a page's answers are the shell's and come again unchanged on the next page: the
 * locale's message catalogue (77 kB), the category menu, the footer. Parsing them is a good part
 * of a render in QuickJS, so an answer seen twice under the same query key with the same text is
 * kept parsed and frozen (nothing a render does may change it) and given again as it is. An
 * answer seen once (a search nobody asked before) is only parsed. At most `KEPT` answers are
 * kept; the oldest goes first.
 */

const KEPT = 24

interface Seen {
  text: string
  /** Parsed and frozen once the same text came a second time. */
  value?: unknown
}

const seen = new Map<string, Seen>()

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/** The answer of the query `key` (its key as JSON text) from its JSON `text`. */
export function parseAnswer(key: string, text: string): unknown {
  const before = seen.get(key)
  seen.delete(key)
  if (before?.text === text) {
    before.value ??= deepFreeze(JSON.parse(text) as unknown)
    seen.set(key, before)
    return before.value
  }
  seen.set(key, { text })
  if (seen.size > KEPT) seen.delete(seen.keys().next().value as string)
  return JSON.parse(text) as unknown
}
