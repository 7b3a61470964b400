/**
 * The selected lease: its lease number, kept in
 * localStorage so it survives reloads and is shared by the header's selector and the pages.
 * A stored number that is not one of the customer's leases (another customer signed in on this
 * browser, a lease gone) falls back to the newest lease, the first of the list.
 */

export const SELECTED_LEASE_KEY = 'selectedLease'

const listeners = new Set<() => void>()

/** The stored lease number, or null (none, or storage unavailable). */
export function readSelectedLease(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_LEASE_KEY)
  } catch {
    return null
  }
}

/** Keeps `leaseNumber` as the selected lease and tells every subscriber. */
export function storeSelectedLease(leaseNumber: string): void {
  try {
    window.localStorage.setItem(SELECTED_LEASE_KEY, leaseNumber)
  } catch {
    // Storage may be unavailable (private mode, quota): the choice then lasts until the next read.
  }
  for (const listener of [...listeners]) listener()
}

/** Calls `listener` when the selection changes here or in another tab. */
export function subscribeSelectedLease(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_LEASE_KEY || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The selected lease of `leases` (newest first): the stored one when it is there, else the newest. */
export function resolveSelectedLease<T extends { leaseNumber: string }>(leases: readonly T[], stored: string | null): T | undefined {
  return (stored === null ? undefined : leases.find((lease) => lease.leaseNumber === stored)) ?? leases[0]
}
