/**
 * The customer portal's routes (portal spec §2 "Portal routes (authenticated layout)",
 * storefront spec §2.3) and where the header's lease selector is disabled (storefront spec §2.7).
 * App paths, without the site/locale prefix.
 */

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** Every customer-portal route: the header shows the lease selector only on these (storefront spec §2.7, §6). */
export const PORTAL_PATHS: readonly string[] = [
  '/dashboard',
  '/payments',
  '/payment-methods',
  '/add-payment-method',
  '/make-a-payment',
  '/review-payment',
  '/catch-up-plans',
  '/review-catch-up-plan',
  '/submit-catch-up-plan',
  '/profile',
  '/plan-details',
  '/profile/plan-details',
  '/profile/lease-agreement',
  '/profile/benefits-plus-confirmation-mobile',
]

/**
 * Storefront spec §2.7: on these the lease dropdown is disabled (a flow about one lease is under
 * way). The spec writes the plan details as /profile/plan-details; the portal's own route for
 * it is /plan-details (portal spec §2), so both are listed.
 */
export const LEASE_SELECTOR_DISABLED_PATHS: readonly string[] = [
  '/profile/plan-details',
  '/plan-details',
  '/profile/lease-agreement',
  '/profile/benefits-plus-confirmation-mobile',
  '/make-a-payment',
  '/review-payment',
  '/catch-up-plans',
  '/add-payment-method',
  '/review-catch-up-plan',
  '/submit-catch-up-plan',
]

export const isPortalPath = (pathname: string): boolean => PORTAL_PATHS.includes(normalize(pathname))

export const isLeaseSelectorDisabledPath = (pathname: string): boolean => LEASE_SELECTOR_DISABLED_PATHS.includes(normalize(pathname))
