/** The account area's paths (the route table on the first load imports this module alone). */
export const ACCOUNT_PATH = '/account'
export const ACCOUNT_WISHLIST_PATH = `${ACCOUNT_PATH}/wishlist`

/** The account pages: /account and every page under it (the page module tells them apart). */
export const ACCOUNT_PAGE_PATHS = [ACCOUNT_PATH, `${ACCOUNT_PATH}/*`]
