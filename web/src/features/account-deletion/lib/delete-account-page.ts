/** The content page above the request on /delete-account (content/pages/delete-account.{locale}.json). */
export const DELETE_ACCOUNT_PAGE_ID = 'delete-account'
