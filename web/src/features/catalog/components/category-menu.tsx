import { Suspense, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { lazyAfterHydration } from '@/lib/after-hydration'
import { lazyPart } from '@/lib/lazy-part'
import { menuMessages } from '../messages/menu'
import type { CategoryDrawerProps, DrawerMenu } from './category-drawer'
import { categoryPath, departmentLink, useDepartments } from './category-menu-parts'

const CategoryNavLive = lazyAfterHydration(() => import('./category-nav-live'))
const loadDrawer = () => import('./category-drawer')
const CategoryDrawerDialog = lazyPart(loadDrawer)

/**
 * The desktop category menu (large screens): every department is a link to its listing and a
 * disclosure button that opens its categories (category-nav-live.tsx: Enter/Space opens, Escape
 * closes and returns focus, a click outside or a navigation closes). Until its code has loaded
 * (right after the page starts; it is not in the first load) and in the server's HTML, the same
 * links show, with the buttons' places kept so nothing moves.
 */
export function CategoryNav() {
  return <CategoryNavLive fallback={<PlainCategoryNav />} />
}

function PlainCategoryNav() {
  const intl = useIntl()
  const departments = useDepartments()
  if (!departments.length) return null
  return (
    <nav aria-label={intl.formatMessage(menuMessages.nav)} className="hidden border-t border-neutral-200 lg:block">
      <ul className="page-container flex flex-wrap items-center gap-x-1">
        {departments.map((department) => (
          <li key={department.id} className="relative">
            <div className="flex items-center">
              <Link to={categoryPath(department.id)} className={departmentLink}>
                {department.name}
              </Link>
              {department.onlineSubCategoriesCount > 0 ? (
                <span aria-hidden="true" className="block p-0.5">
                  <span className="block size-2" />
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The phone and tablet category menu: a Menu button
 * that opens a drawer (category-drawer.tsx, a focus-trapping dialog loaded when first wanted, so
 * the dialog library stays out of the first load).
 */
export function CategoryDrawer({ siteMenu, accountMenu }: { siteMenu?: DrawerMenu; accountMenu?: CategoryDrawerProps['accountMenu'] }) {
  const intl = useIntl()
  const departments = useDepartments()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  if (!departments.length) return null
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        className="flex items-center gap-0.5 rounded-lg p-1 text-ink hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700 lg:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2.5" fill="currentColor">
          <path d="M3 5h14v2H3V5Zm0 4h14v2H3V9Zm0 4h14v2H3v-2Z" />
        </svg>
        {/* Named in words from 480 px; on a phone the icon, named for assistive technology. */}
        <span className="sr-only text-sm font-semibold sm:not-sr-only">{intl.formatMessage(menuMessages.menu)}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <CategoryDrawerDialog
            open={open}
            onOpenChange={setOpen}
            onLoadFailure={() => {
              setOpen(false)
              setWanted(false)
            }}
            departments={departments}
            returnFocus={triggerRef}
            siteMenu={siteMenu}
            accountMenu={accountMenu}
          />
        </Suspense>
      )}
    </>
  )
}
