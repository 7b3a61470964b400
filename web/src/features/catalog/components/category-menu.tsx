import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { useLocation } from 'react-router'
import type { Category } from '@/api/types'
import { Link } from '@/components/link'
import { useCategory } from '../api/get-category'

const messages = defineMessages<{
  nav: NoMessageValues
  subcategories: { name: string }
  shopAll: { name: string }
  menu: NoMessageValues
  close: NoMessageValues
}>({
  nav: { id: 'categoryMenu.nav', defaultMessage: 'Shop by category', description: 'Header: accessible name of the category menu' },
  subcategories: {
    id: 'categoryMenu.subcategories',
    defaultMessage: '{name} categories',
    description: 'Header category menu: accessible label of the button that opens a department, e.g. Furniture categories',
  },
  shopAll: { id: 'categoryMenu.shopAll', defaultMessage: 'Shop all {name}', description: 'Category menu: link to the whole department' },
  menu: { id: 'categoryMenu.open', defaultMessage: 'Menu', description: 'Header (phones): button that opens the category drawer' },
  close: { id: 'categoryMenu.close', defaultMessage: 'Close menu', description: 'Category drawer: close button' },
})

const categoryPath = (id: string) => `/category/${encodeURIComponent(id)}`

/** The departments (the root category's children, storefront spec §2.6), from the shell's query. */
function useDepartments(): Category[] {
  return useCategory('root', 2).data?.categories ?? []
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-2 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
      <path d="M5.3 7.3 10 12l4.7-4.7 1.3 1.4-6 6-6-6 1.3-1.4Z" />
    </svg>
  )
}

const menuLink =
  'block rounded-lg px-1 py-0.5 text-ink hover:bg-primary-50 hover:text-primary focus-visible:outline-3 focus-visible:outline-primary-700'

/**
 * The desktop category menu (large screens): each department is a link to its listing and a
 * disclosure button that opens its categories. Keyboard: Tab moves through links and buttons,
 * Enter/Space opens, Escape closes and returns focus to the button; a click outside or a
 * navigation closes it.
 */
export function CategoryNav() {
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
    <nav ref={navRef} aria-label={intl.formatMessage(messages.nav)} className="hidden border-t border-neutral-200 lg:block">
      <ul className="page-container flex flex-wrap items-center gap-x-1">
        {departments.map((department) => {
          const open = openId === department.id
          const panelId = `${panelBase}-${department.id}`
          return (
            <li key={department.id} className="relative">
              <div className="flex items-center">
                <Link to={categoryPath(department.id)} className="rounded-lg px-1 py-1 text-sm font-semibold text-ink hover:text-primary focus-visible:outline-3 focus-visible:outline-primary-700">
                  {department.name}
                </Link>
                {department.categories?.length ? (
                  <button
                    type="button"
                    id={`${panelId}-toggle`}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={intl.formatMessage(messages.subcategories, { name: department.name })}
                    onClick={() => setOpenId(open ? null : department.id)}
                    onKeyDown={(event) => onKeyDown(event, department.id)}
                    className="rounded-lg p-0.5 text-ink-muted hover:text-primary focus-visible:outline-3 focus-visible:outline-primary-700"
                  >
                    <Chevron open={open} />
                  </button>
                ) : null}
              </div>
              {open && (
                <div id={panelId} className="absolute top-full left-0 z-50 mt-0.5 w-max max-w-[min(90vw,720px)] rounded-card border border-neutral-200 bg-white p-2 shadow-xl">
                  <ul className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-x-3 gap-y-1.5">
                    {department.categories?.map((category) => (
                      <li key={category.id}>
                        <Link to={categoryPath(category.id)} onKeyDown={(event) => onKeyDown(event, department.id)} className={`${menuLink} font-semibold`}>
                          {category.name}
                        </Link>
                        {category.categories?.length ? (
                          <ul className="mt-0.5">
                            {category.categories.map((child) => (
                              <li key={child.id}>
                                <Link to={categoryPath(child.id)} onKeyDown={(event) => onKeyDown(event, department.id)} className={`${menuLink} text-sm`}>
                                  {child.name}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={categoryPath(department.id)}
                    onKeyDown={(event) => onKeyDown(event, department.id)}
                    className={`${menuLink} mt-1.5 inline-block font-semibold text-primary`}
                  >
                    {intl.formatMessage(messages.shopAll, { name: department.name })}
                  </Link>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * The phone and tablet category menu (storefront spec §2.7 "Mobile drawer menu"): a Menu button
 * that opens a drawer (a focus-trapping dialog) with every department as an expandable section.
 * Choosing a category closes it.
 */
export function CategoryDrawer() {
  const intl = useIntl()
  const departments = useDepartments()
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const sectionBase = useId()
  if (!departments.length) return null
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="flex items-center gap-0.5 rounded-lg p-1 text-ink hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700 lg:hidden">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2.5" fill="currentColor">
          <path d="M3 5h14v2H3V5Zm0 4h14v2H3V9Zm0 4h14v2H3v-2Z" />
        </svg>
        <span className="text-sm font-semibold">{intl.formatMessage(messages.menu)}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[min(88vw,360px)] overflow-y-auto bg-white px-2 pt-2 pb-4 shadow-xl outline-none"
        >
          <div className="flex items-center justify-between pb-1">
            <Dialog.Title className="text-xl font-bold">{intl.formatMessage(messages.nav)}</Dialog.Title>
            <Dialog.Close
              aria-label={intl.formatMessage(messages.close)}
              className="rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2.5" fill="currentColor">
                <path d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16l4.7-4.7 4.7 4.7 1.3-1.3-4.7-4.7L16 5.3 14.7 4 10 8.7 5.3 4Z" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={intl.formatMessage(messages.nav)}>
            <ul className="divide-y divide-neutral-200">
              {departments.map((department) => {
                const isOpen = expanded === department.id
                const sectionId = `${sectionBase}-${department.id}`
                return (
                  <li key={department.id} className="py-0.5">
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={sectionId}
                      onClick={() => setExpanded(isOpen ? null : department.id)}
                      className="flex w-full items-center justify-between rounded-lg px-1 py-1 text-left text-base font-semibold text-ink hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700"
                    >
                      {department.name}
                      <Chevron open={isOpen} />
                    </button>
                    {isOpen && (
                      <ul id={sectionId} className="pb-1 pl-1">
                        <li>
                          <Link to={categoryPath(department.id)} onClick={() => setOpen(false)} className={`${menuLink} font-semibold text-primary`}>
                            {intl.formatMessage(messages.shopAll, { name: department.name })}
                          </Link>
                        </li>
                        {department.categories?.map((category) => (
                          <li key={category.id}>
                            <Link to={categoryPath(category.id)} onClick={() => setOpen(false)} className={menuLink}>
                              {category.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                )
              })}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
