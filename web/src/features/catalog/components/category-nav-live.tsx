import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { Link } from '@/components/link'
import { categoryPath, Chevron, departmentLink, menuMessages, useDepartments } from './category-menu-parts'

const loadPanel = () => import('./category-nav-panel')
const CategoryNavPanel = lazy(loadPanel)

/**
 * The desktop category menu (large screens): each department is a link to its listing and a
 * disclosure button that opens its categories. Keyboard: Tab moves through links and buttons,
 * Enter/Space opens, Escape closes and returns focus to the button; a click outside or a
 * navigation closes it.
 */
export default function CategoryNavLive() {
  const intl = useIntl()
  const departments = useDepartments()
  const [openId, setOpenId] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const { pathname, search } = useLocation()
  const panelBase = useId()

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
                {department.categories?.length ? (
                  <button
                    type="button"
                    id={`${panelId}-toggle`}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={intl.formatMessage(menuMessages.subcategories, { name: department.name })}
                    onClick={() => setOpenId(open ? null : department.id)}
                    onKeyDown={(event) => onKeyDown(event, department.id)}
                    onPointerEnter={() => void loadPanel()}
                    onFocus={() => void loadPanel()}
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

