/** The account area's paths (the route table on the first load imports this module alone). */
export const ACCOUNT_PATH = '/account'
export const ACCOUNT_WISHLIST_PATH = `${ACCOUNT_PATH}/wishlist`
export const ACCOUNT_ORDERS_PATH = `${ACCOUNT_PATH}/orders`

/** The account pages there are so far (the addresses come later). */
export const ACCOUNT_PAGE_PATHS = [ACCOUNT_PATH, ACCOUNT_WISHLIST_PATH, ACCOUNT_ORDERS_PATH, `${ACCOUNT_ORDERS_PATH}/:orderNo`]
