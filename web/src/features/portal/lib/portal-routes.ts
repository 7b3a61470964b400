/**
 * The customer portal's routes (in the authenticated layout) and where the header's lease selector is disabled.
 * App paths, without the site/locale prefix.
 */

// The paths module alone: the header reads these on every page; the rest of lib/portal is the portal's.
import {
  ADD_PAYMENT_METHOD_PATH,
  BENEFITS_PLUS_CONFIRMATION_PATH,
  CATCHUP_PATHS,
  CATCHUP_PLANS_PATH,
  DASHBOARD_PATH,
  LEASE_AGREEMENT_PATH,
  MAKE_A_PAYMENT_PATH,
  PAYMENT_METHOD_PATHS,
  PAYMENT_PATHS,
  PLAN_DETAILS_PATH,
  PROFILE_PATHS,
  PROFILE_PLAN_DETAILS_PATH,
  REVIEW_CATCHUP_PLAN_PATH,
  REVIEW_PAYMENT_PATH,
  SUBMIT_CATCHUP_PLAN_PATH,
} from '@/lib/portal/paths'

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** Every customer-portal route: the header shows the lease selector only on these. */
export const PORTAL_PATHS: readonly string[] = [
  DASHBOARD_PATH,
  ...PAYMENT_PATHS,
  ...PAYMENT_METHOD_PATHS,
  ...CATCHUP_PATHS,
  ...PROFILE_PATHS,
]

/**
 * On these the lease dropdown is disabled (a flow about one lease is under way). The plan
 * details have two addresses, /plan-details and /profile/plan-details: both are listed.
 */
export const LEASE_SELECTOR_DISABLED_PATHS: readonly string[] = [
  PROFILE_PLAN_DETAILS_PATH,
  PLAN_DETAILS_PATH,
  LEASE_AGREEMENT_PATH,
  BENEFITS_PLUS_CONFIRMATION_PATH,
  MAKE_A_PAYMENT_PATH,
  REVIEW_PAYMENT_PATH,
  CATCHUP_PLANS_PATH,
  ADD_PAYMENT_METHOD_PATH,
  REVIEW_CATCHUP_PLAN_PATH,
  SUBMIT_CATCHUP_PLAN_PATH,
]

export const isPortalPath = (pathname: string): boolean => PORTAL_PATHS.includes(normalize(pathname))

export const isLeaseSelectorDisabledPath = (pathname: string): boolean => LEASE_SELECTOR_DISABLED_PATHS.includes(normalize(pathname))
