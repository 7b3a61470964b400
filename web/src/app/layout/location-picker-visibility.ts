/**
 * Where the header shows the location picker: not on the home page (in any locale) nor on the
 * pages with a header of their own (paths ending in one of SPECIAL_ENDINGS, or holding
 * `/partners/`). `pathname` is the app path, the site and locale prefix taken off.
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
  if (path.includes('/partners/')) return false
  return !SPECIAL_ENDINGS.some((ending) => path.endsWith(ending))
}
