/** The portal's catch-up pages (portal spec §2; the Home item is active on each), app paths without the site/locale prefix. */
export const CATCH_UP_PLANS_PATH = '/catch-up-plans'
export const REVIEW_CATCH_UP_PLAN_PATH = '/review-catch-up-plan'
export const SUBMIT_CATCH_UP_PLAN_PATH = '/submit-catch-up-plan'
export const DASHBOARD_PATH = '/dashboard'

export const CATCH_UP_PATHS: readonly string[] = [CATCH_UP_PLANS_PATH, REVIEW_CATCH_UP_PLAN_PATH, SUBMIT_CATCH_UP_PLAN_PATH]
