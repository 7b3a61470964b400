/**
 * The shopper's last approval, kept in the browser (localStorage `{product}_leaseApproval`)
 * with the category — the retailer — it was issued for: `appStatus`, `approvalAmount` (cents),
 * `leaseNumber`, `applicationId`. A page restores it only for that same category, and only
 * until it lapses.
 */
import type { Approval } from './window-protocol'

export interface StoredApproval extends Approval {
  category: string
}

const key = (shortName: string) => `${shortName}_leaseApproval`

const listeners = new Set<() => void>()

export function subscribeStoredApproval(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.endsWith('_leaseApproval')) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function storeApproval(shortName: string, category: string, approval: Approval): void {
  const stored: StoredApproval = { ...approval, category }
  try {
    window.localStorage.setItem(key(shortName), JSON.stringify(stored))
  } catch {
    // Storage refused (private mode): the approval shows on this page only.
  }
  for (const listener of [...listeners]) listener()
}

/** The stored approval as kept (text), or null when there is none or it has lapsed by `nowMs`. */
export function readStoredApprovalText(shortName: string, nowMs: number): string | null {
  let text: string | null
  try {
    text = window.localStorage.getItem(key(shortName))
  } catch {
    return null
  }
  const approval = parseApproval(text)
  return approval && !(approval.expiresAt && !(Date.parse(approval.expiresAt) > nowMs)) ? text : null
}

/** The approval of kept text, when it is one. */
export function parseApproval(text: string | null): StoredApproval | null {
  let stored: unknown
  try {
    stored = JSON.parse(text ?? 'null')
  } catch {
    return null
  }
  if (typeof stored !== 'object' || stored === null) return null
  const approval = stored as Partial<StoredApproval>
  if (typeof approval.category !== 'string' || approval.appStatus !== 'Approved') return null
  if (typeof approval.approvalAmount !== 'number' || typeof approval.leaseNumber !== 'string' || typeof approval.applicationId !== 'string')
    return null
  return approval as StoredApproval
}

/** The stored approval for `category`, when there is one that has not lapsed by `nowMs`. */
export function restoreApproval(shortName: string, category: string, nowMs: number): StoredApproval | null {
  const approval = parseApproval(readStoredApprovalText(shortName, nowMs))
  return approval?.category === category ? approval : null
}
