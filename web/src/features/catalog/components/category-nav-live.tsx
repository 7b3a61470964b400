import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { Link } from '@/components/link'
import { useAppConfig } from '@/lib/app-config'
import { lazyPart } from '@/lib/lazy-part'
import { useSiteLocale } from '@/lib/use-site-locale'
import { getCategoryQueryOptions } from '../api/get-category'
import { menuMessages } from '../messages/menu'
import { Chevron, DEPARTMENT_MENU_LEVELS, liveMenuMessages } from './category-menu-live-parts'
import { categoryPath, departmentLink, useDepartments } from './category-menu-parts'

const loadPanel = () => import('./category-nav-panel')
const CategoryNavPanel = lazyPart(loadPanel)

/**
 * The desktop category menu (large screens): each department is a link to its listing and a
 * disclosure button that opens its categories. Keyboard: Tab moves through links and buttons,
 * Enter/Space opens, Escape closes and returns focus to the button; a click outside or a
 * navigation closes it. A department's categories (two levels) are read when the pointer or the
 * focus reaches its button, so they are usually there when it opens.
 */
export default function CategoryNavLive() {
  const intl = useIntl()
  const departments = useDepartments()
  const [openId, setOpenId] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const { pathname, search } = useLocation()
  const panelBase = useId()
  const queryClient = useQueryClient()
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const prepare = (categoryId: string) => {
    void loadPanel()
    void queryClient.prefetchQuery(
      getCategoryQueryOptions({ organizationId, siteId: site.id, locale: locale.id, categoryId, levels: DEPARTMENT_MENU_LEVELS }),
    )
  }

  // Navigating closes the menu (the page under it changed).
  const [lastLocation, setLastLocation] = useState(pathname + search)
  if (lastLocation !== pathname + search) {
    setLastLocation(pathname + search)
    setOpenId(null)
  }

  useEffect(() => {
    if (!openId) return
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [openId])

  if (!departments.length) return null

  const onKeyDown = (event: KeyboardEvent, id: string) => {
    if (event.key === 'Escape' && openId === id) {
      event.preventDefault()
      setOpenId(null)
      document.getElementById(`${panelBase}-${id}-toggle`)?.focus()
    }
  }

  return (
    <nav ref={navRef} aria-label={intl.formatMessage(menuMessages.nav)} className="hidden border-t border-neutral-200 lg:block">
      <ul className="page-container flex flex-wrap items-center gap-x-1">
        {departments.map((department) => {
          const open = openId === department.id
          const panelId = `${panelBase}-${department.id}`
          return (
            <li key={department.id} className="relative">
              <div className="flex items-center">
                <Link to={categoryPath(department.id)} className={departmentLink}>
                  {department.name}
                </Link>
                {department.onlineSubCategoriesCount > 0 ? (
                  <button
                    type="button"
                    id={`${panelId}-toggle`}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={intl.formatMessage(liveMenuMessages.subcategories, { name: department.name })}
                    onClick={() => setOpenId(open ? null : department.id)}
                    onKeyDown={(event) => onKeyDown(event, department.id)}
                    onPointerEnter={() => prepare(department.id)}
                    onFocus={() => prepare(department.id)}
                    className="rounded-lg p-0.5 text-ink-muted hover:text-primary focus-visible:outline-3 focus-visible:outline-primary-700"
                  >
                    <Chevron open={open} />
                  </button>
                ) : null}
              </div>
              {open && (
                <Suspense fallback={null}>
                  <CategoryNavPanel id={panelId} department={department} onKeyDown={(event) => onKeyDown(event, department.id)} />
                </Suspense>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
