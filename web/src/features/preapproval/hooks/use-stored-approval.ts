import { useMemo, useSyncExternalStore } from 'react'
import { parseApproval, readStoredApprovalText, subscribeStoredApproval, type StoredApproval } from '../lib/stored-approval'

/** Nothing is stored on the server, nor while hydrating: an approval shows right after. */
const none = () => null

/**
 * The approval stored for `category` (lib/stored-approval.ts), or null: restored only for the
 * category it was issued for. Updates when an approval is stored (here or in another tab).
 */
export function useStoredApproval(shortName: string, category: string | undefined): StoredApproval | null {
  const text = useSyncExternalStore(subscribeStoredApproval, () => readStoredApprovalText(shortName, Date.now()), none)
  return useMemo(() => {
    const approval = parseApproval(text)
    return approval && approval.category === category ? approval : null
  }, [text, category])
}
