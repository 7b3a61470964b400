import { useSyncExternalStore } from 'react'
import type { ConsentChoice } from '../lib/consent-rules'
import { readConsent, subscribeConsent } from '../lib/consent-store'

/**
 * The visitor's choice, following every save; null until they choose — and on the server and
 * while hydrating (the choice is the browser's, never part of the server's HTML), so nothing
 * optional runs before the page has read it.
 */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null)
}
