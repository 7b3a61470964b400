/** The account's pages under /account beyond the wish list (the account page module's alone, not the first load's). */
import { ACCOUNT_PATH } from '../../layout/account-paths'

export const ACCOUNT_ORDERS_PATH = `${ACCOUNT_PATH}/orders`
export const ACCOUNT_ADDRESSES_PATH = `${ACCOUNT_PATH}/addresses`
