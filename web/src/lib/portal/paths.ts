/** The customer portal's pages: app paths, without the site/locale prefix. */

export const DASHBOARD_PATH = '/dashboard'

export const PAYMENTS_PATH = '/payments'
export const MAKE_A_PAYMENT_PATH = '/make-a-payment'
export const REVIEW_PAYMENT_PATH = '/review-payment'

export const PAYMENT_METHODS_PATH = '/payment-methods'
export const ADD_PAYMENT_METHOD_PATH = '/add-payment-method'

export const CATCHUP_PLANS_PATH = '/catch-up-plans'
export const REVIEW_CATCHUP_PLAN_PATH = '/review-catch-up-plan'
export const SUBMIT_CATCHUP_PLAN_PATH = '/submit-catch-up-plan'

export const PROFILE_PATH = '/profile'
/** The plan details: the portal's own page, also reachable as /profile/plan-details. */
export const PLAN_DETAILS_PATH = '/plan-details'
export const PROFILE_PLAN_DETAILS_PATH = '/profile/plan-details'
export const LEASE_AGREEMENT_PATH = '/profile/lease-agreement'
export const BENEFITS_PLUS_CONFIRMATION_PATH = '/profile/benefits-plus-confirmation-mobile'

export const PAYMENT_PATHS: readonly string[] = [PAYMENTS_PATH, MAKE_A_PAYMENT_PATH, REVIEW_PAYMENT_PATH]
export const PAYMENT_METHOD_PATHS: readonly string[] = [PAYMENT_METHODS_PATH, ADD_PAYMENT_METHOD_PATH]
export const CATCHUP_PATHS: readonly string[] = [CATCHUP_PLANS_PATH, REVIEW_CATCHUP_PLAN_PATH, SUBMIT_CATCHUP_PLAN_PATH]
/** The profile and the pages of its lease flows. */
export const PROFILE_PATHS: readonly string[] = [
  PROFILE_PATH,
  PLAN_DETAILS_PATH,
  PROFILE_PLAN_DETAILS_PATH,
  LEASE_AGREEMENT_PATH,
  BENEFITS_PLUS_CONFIRMATION_PATH,
]
