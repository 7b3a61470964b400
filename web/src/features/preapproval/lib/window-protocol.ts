/**
 * What the lease window (our own page at `leaseApprovalUrl`, in an iframe) and the page that
 * opened it say to each other with postMessage. Both are our origin: each side sends to that
 * origin only, and takes a message only from it (and the page only from its own iframe).
 *
 * Window → page: `ready` (the window is up: the page closes its How to Shop window and sends
 * the request), `approved` (with the approval), `denied`, `close` (the shopper closed the
 * window: a pending redirect is cancelled). Page → window: `preapproval`, the request — an
 * empty customer object, the merchant id and the window's URL.
 */

/** Marks our messages among any other the page may receive. */
export const LEASE_WINDOW_CHANNEL = 'leasefront-lease-window'

/** An approval as the page keeps it (cents; the lease number reserved for the lease). */
export interface Approval {
  appStatus: 'Approved'
  approvalAmount: number
  leaseNumber: string
  applicationId: string
  /** When the approval lapses (RFC 3339), when the server says. */
  expiresAt?: string | null
}

export type WindowMessage =
  | { channel: typeof LEASE_WINDOW_CHANNEL; type: 'ready' }
  | { channel: typeof LEASE_WINDOW_CHANNEL; type: 'approved'; approval: Approval }
  | { channel: typeof LEASE_WINDOW_CHANNEL; type: 'denied' }
  | { channel: typeof LEASE_WINDOW_CHANNEL; type: 'close' }

export interface PreapprovalRequest {
  channel: typeof LEASE_WINDOW_CHANNEL
  type: 'preapproval'
  customer: Record<string, never>
  merchantId: string
  url: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function isApproval(value: unknown): value is Approval {
  return (
    isRecord(value) &&
    value.appStatus === 'Approved' &&
    typeof value.approvalAmount === 'number' &&
    Number.isSafeInteger(value.approvalAmount) &&
    typeof value.leaseNumber === 'string' &&
    typeof value.applicationId === 'string'
  )
}

/** The window's message, when `data` is one. */
export function readWindowMessage(data: unknown): WindowMessage | null {
  if (!isRecord(data) || data.channel !== LEASE_WINDOW_CHANNEL) return null
  switch (data.type) {
    case 'ready':
    case 'denied':
    case 'close':
      return { channel: LEASE_WINDOW_CHANNEL, type: data.type }
    case 'approved':
      return isApproval(data.approval) ? { channel: LEASE_WINDOW_CHANNEL, type: 'approved', approval: data.approval } : null
    default:
      return null
  }
}

/** The page's request, when `data` is one. */
export function readPreapprovalRequest(data: unknown): PreapprovalRequest | null {
  if (!isRecord(data) || data.channel !== LEASE_WINDOW_CHANNEL || data.type !== 'preapproval') return null
  if (typeof data.merchantId !== 'string' || !data.merchantId || typeof data.url !== 'string') return null
  return { channel: LEASE_WINDOW_CHANNEL, type: 'preapproval', customer: {}, merchantId: data.merchantId, url: data.url }
}

/** The request the page sends once the window is ready. */
export const preapprovalRequest = (merchantId: string, url: string): PreapprovalRequest => ({
  channel: LEASE_WINDOW_CHANNEL,
  type: 'preapproval',
  customer: {},
  merchantId,
  url,
})

/** Sends the window's message to the page that framed it (our origin only); nothing when not framed. */
type Untagged<T> = T extends unknown ? Omit<T, 'channel'> : never

export function tellOpener(message: Untagged<WindowMessage>): void {
  if (typeof window === 'undefined' || window.parent === window) return
  window.parent.postMessage({ channel: LEASE_WINDOW_CHANNEL, ...message }, window.location.origin)
}

/**
 * The window's address: `leaseApprovalUrl` when it is a path of our own origin (never another
 * site's), else the default; with the merchant id in the query for a window opened on its own.
 */
export const DEFAULT_LEASE_APPROVAL_URL = '/lease-window/apply'

export function leaseWindowPath(configured: unknown, merchantId: string): string {
  const path = typeof configured === 'string' && /^\/(?![/\\])[A-Za-z0-9/_-]*$/.test(configured) ? configured : DEFAULT_LEASE_APPROVAL_URL
  return `${path}?merchantId=${encodeURIComponent(merchantId)}`
}
