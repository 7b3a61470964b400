/**
 * The customer portal navigation (portal spec §2 "Customer portal navigation"): each item is
 * also shown active for its related routes.
 */
export type PortalNavId = 'home' | 'payments' | 'paymentMethods' | 'profile'

export interface PortalNavItem {
  id: PortalNavId
  /** App path (without site/locale prefix). */
  to: string
  /** Other app paths the item is active for. */
  alsoActiveFor: readonly string[]
}

export const PORTAL_NAV_ITEMS: readonly PortalNavItem[] = [
  { id: 'home', to: '/dashboard', alsoActiveFor: ['/catch-up-plans', '/review-catch-up-plan', '/submit-catch-up-plan'] },
  { id: 'payments', to: '/payments', alsoActiveFor: ['/make-a-payment', '/review-payment'] },
  { id: 'paymentMethods', to: '/payment-methods', alsoActiveFor: ['/add-payment-method'] },
  {
    id: 'profile',
    to: '/profile',
    alsoActiveFor: ['/plan-details', '/profile/plan-details', '/profile/lease-agreement', '/profile/benefits-plus-confirmation-mobile'],
  },
]

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** Whether `item` is active on the app path `pathname` (prefix already removed). */
export function isPortalNavItemActive(item: PortalNavItem, pathname: string): boolean {
  const path = normalize(pathname)
  return path === item.to || item.alsoActiveFor.includes(path)
}
