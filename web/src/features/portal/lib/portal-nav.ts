/**
 * The customer portal navigation: each item is
 * also shown active for its related routes.
 */
import {
  ADD_PAYMENT_METHOD_PATH,
  CATCHUP_PATHS,
  DASHBOARD_PATH,
  MAKE_A_PAYMENT_PATH,
  PAYMENT_METHODS_PATH,
  PAYMENTS_PATH,
  PROFILE_PATH,
  PROFILE_PATHS,
  REVIEW_PAYMENT_PATH,
} from '@/lib/portal'

export type PortalNavId = 'home' | 'payments' | 'paymentMethods' | 'profile'

export interface PortalNavItem {
  id: PortalNavId
  /** App path (without site/locale prefix). */
  to: string
  /** Other app paths the item is active for. */
  alsoActiveFor: readonly string[]
}

export const PORTAL_NAV_ITEMS: readonly PortalNavItem[] = [
  { id: 'home', to: DASHBOARD_PATH, alsoActiveFor: CATCHUP_PATHS },
  { id: 'payments', to: PAYMENTS_PATH, alsoActiveFor: [MAKE_A_PAYMENT_PATH, REVIEW_PAYMENT_PATH] },
  { id: 'paymentMethods', to: PAYMENT_METHODS_PATH, alsoActiveFor: [ADD_PAYMENT_METHOD_PATH] },
  { id: 'profile', to: PROFILE_PATH, alsoActiveFor: PROFILE_PATHS.filter((path) => path !== PROFILE_PATH) },
]

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** Whether `item` is active on the app path `pathname` (prefix already removed). */
export function isPortalNavItemActive(item: PortalNavItem, pathname: string): boolean {
  const path = normalize(pathname)
  return path === item.to || item.alsoActiveFor.includes(path)
}

/**
 * What the portal navigation knows of the lease data:
 * `loading` while the lease call loads, `noContent` (204) or `error` when it answered so,
 * `debtBuyer` when the selected lease has a debt buyer, `ready` otherwise.
 */
export type PortalNavLeaseState = 'loading' | 'noContent' | 'error' | 'debtBuyer' | 'ready'

export interface PortalNavEntry {
  item: PortalNavItem
  disabled: boolean
}

/**
 * The items shown, and which of them are disabled:
 * - while the lease data is loading, every item is disabled;
 * - on no content or an error, every item except the dashboard (Home) is hidden;
 * - for a lease with a debt buyer, every item except the dashboard is disabled.
 */
export function portalNavEntries(state: PortalNavLeaseState): PortalNavEntry[] {
  switch (state) {
    case 'loading':
      return PORTAL_NAV_ITEMS.map((item) => ({ item, disabled: true }))
    case 'noContent':
    case 'error':
      return PORTAL_NAV_ITEMS.filter((item) => item.id === 'home').map((item) => ({ item, disabled: false }))
    case 'debtBuyer':
      return PORTAL_NAV_ITEMS.map((item) => ({ item, disabled: item.id !== 'home' }))
    case 'ready':
      return PORTAL_NAV_ITEMS.map((item) => ({ item, disabled: false }))
  }
}

/** Whether `pathname` (prefix removed) is one of the profile pages: /profile and those its item is also active for. */
export function isProfilePath(pathname: string): boolean {
  const profile = PORTAL_NAV_ITEMS.find((item) => item.id === 'profile')
  return !!profile && isPortalNavItemActive(profile, pathname)
}
