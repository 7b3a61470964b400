import * as Dialog from '@radix-ui/react-dialog'
import { Suspense, useId, useState, type ComponentType, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import type { Category } from '@/api/types'
import { Link } from '@/components/link'
import { CloseIcon } from '@/components/ui/close-icon'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { useCategory } from '../api/get-category'
import { menuMessages } from '../messages/menu'
import { Chevron, liveMenuMessages, menuLink } from './category-menu-live-parts'
import { categoryPath } from './category-menu-parts'

export interface CategoryDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  departments: Category[]
  /** The Menu button, focused again when the drawer closes. */
  returnFocus: RefObject<HTMLButtonElement | null>
  /** The site's own menu (Shop, ...), after the departments. */
  siteMenu?: DrawerMenu
  /** The account's items (src/app gives them: they are the login menu's), after the site menu. */
  accountMenu?: ComponentType<{ close: () => void }>
}

/** A menu of the drawer besides the categories: its accessible name and its links (app paths). */
export interface DrawerMenu {
  label: string
  links: { to: string; label: string }[]
}

/**
 * The category drawer (phones and tablets): every department as an expandable section of
 * links; choosing a category closes it. A focus-trapping, labelled dialog.
 */
export default function CategoryDrawer({
  open,
  onOpenChange,
  departments,
  returnFocus,
  siteMenu,
  accountMenu: AccountMenu,
}: CategoryDrawerProps) {
  const intl = useIntl()
  const [expanded, setExpanded] = useState<string | null>(null)
  const sectionBase = useId()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
          className="fixed inset-y-0 left-0 z-50 w-[min(88vw,360px)] overflow-y-auto bg-white px-2 pt-2 pb-4 shadow-xl outline-none"
        >
          <div className="flex items-center justify-between pb-1">
            <Dialog.Title className="text-xl font-bold">{intl.formatMessage(menuMessages.nav)}</Dialog.Title>
            <Dialog.Close
              aria-label={intl.formatMessage(liveMenuMessages.close)}
              className="rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={intl.formatMessage(menuMessages.nav)}>
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
                    {isOpen && <DepartmentSection id={sectionId} department={department} close={() => onOpenChange(false)} />}
                  </li>
                )
              })}
            </ul>
          </nav>
          {siteMenu && siteMenu.links.length > 0 && (
            <nav aria-label={siteMenu.label} className="mt-1 border-t border-neutral-200 pt-1">
              <ul>
                {siteMenu.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={() => onOpenChange(false)} className={`${menuLink} font-semibold`}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {AccountMenu && (
            <Suspense fallback={null}>
              <AccountMenu close={() => onOpenChange(false)} />
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** An open department: "Shop all", then its categories (read when it opens). */
function DepartmentSection({ id, department, close }: { id: string; department: Category; close: () => void }) {
  const intl = useIntl()
  const { data, isError } = useCategory(department.id, 1)
  return (
    <div id={id} className="pb-1 pl-1">
      <ul>
        <li>
          <Link to={categoryPath(department.id)} onClick={close} className={`${menuLink} font-semibold text-primary`}>
            {intl.formatMessage(liveMenuMessages.shopAll, { name: department.name })}
          </Link>
        </li>
        {data?.categories?.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category.id)} onClick={close} className={menuLink}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      {data === undefined && !isError && <InlineSpinner />}
      {(isError || data === null) && (
        <p role="alert" className="px-1 text-sm">
          {intl.formatMessage(liveMenuMessages.loadError)}
        </p>
      )}
    </div>
  )
}
