/**
 * Which parts of the header a page shows; `pathname` is always the app path, the site and
 * locale prefix taken off.
 *
 * Where the header shows the location picker: not on the home page (in any locale) nor on the
 * pages with a header of their own (paths ending in one of SPECIAL_ENDINGS, or holding
 * `/partners/`).
 */
const SPECIAL_ENDINGS = [
  '/digital-solutions',
  '/how-it-works',
  '/solutions',
  '/partner',
  '/ecommerce',
  '/synchrony-pc-richard',
  '/preferredlease',
  '/acceptance',
  '/app-doorway',
  '/digital',
]

export function showsLocationPicker(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/' || path === '') return false
  // The whole path: `/partners/` itself holds `/partners/` (its trailing slash is gone from `path`).
  if (pathname.includes('/partners/')) return false
  return !SPECIAL_ENDINGS.some((ending) => path.endsWith(ending))
}

/** The paths a referral link lands on: the shopper came for the retailers they show. */
const REFERRAL_PATHS = ['/marketplace/referral', '/shop-online', '/find-a-store']

/** Whether the header shows its site menu (Shop, For retailers, Get the app): not on a referral path. */
export function showsSiteMenu(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return !REFERRAL_PATHS.includes(path)
}
