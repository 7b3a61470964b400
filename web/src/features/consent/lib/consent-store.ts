/**
 * The visitor's choice in this browser (localStorage, see consent-rules.ts), read and saved
 * outside render, with a React view (hooks/use-consent.ts) that follows saves in this tab and
 * in the visitor's other tabs.
 */
import { CONSENT_KEY, consentWrites, OPT_OUT_KEY, parseConsent, type ConsentChoice } from './consent-rules'

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

// The last values read and their choice: the same object while nothing changed (what
// useSyncExternalStore needs from a snapshot).
let last: { stored: string | null; optOut: string | null; choice: ConsentChoice | null } | null = null

// A choice the browser would not store (private mode, quota): it holds for this page.
let unstored: { stored: string; optOut: string | null } | null = null

/** The choice kept; null until the visitor chooses. */
export function readConsent(): ConsentChoice | null {
  let stored = read(CONSENT_KEY)
  let optOut = read(OPT_OUT_KEY)
  if (stored === null && unstored) ({ stored, optOut } = unstored)
  if (!last || last.stored !== stored || last.optOut !== optOut) last = { stored, optOut, choice: parseConsent(stored, optOut) }
  return last.choice
}

const listeners = new Set<() => void>()

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab's choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_KEY || event.key === OPT_OUT_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * Keeps the visitor's choice; refusing performance sets the opt-out flag. (A choice without
 * campaign tracking makes the shell's tracking capture remove the tracking cookies kept.)
 */
export function saveConsent(choice: ConsentChoice): void {
  const { stored, optOut } = consentWrites(choice)
  unstored = null
  try {
    window.localStorage.setItem(CONSENT_KEY, stored)
    if (optOut) window.localStorage.setItem(OPT_OUT_KEY, optOut)
    else window.localStorage.removeItem(OPT_OUT_KEY)
  } catch {
    unstored = { stored, optOut }
  }
  for (const listener of [...listeners]) listener()
}
