/**
 * Pages shown inside a frame of our own pages — the lease window (`/lease-window/…`, at the
 * `leaseApprovalUrl` preference) — have no header, footer or skip link: the page around the
 * frame has them. `pathname` is the URL's path (any site and locale prefix before it).
 */
export const LEASE_WINDOW_PATH = '/lease-window/apply'

export function isFramedPage(pathname: string): boolean {
  return pathname.includes('/lease-window/')
}

/** Pages with a header and footer of their own (the checkout's reduced ones): the shell shows neither. */
export function hasOwnChrome(pathname: string): boolean {
  return /\/checkout(\/|$)/.test(pathname)
}
