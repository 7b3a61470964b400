/**
 * A department's categories in the desktop category menu, loaded when first opened (or hovered):
 * not part of the first load. Its categories (two levels) are read when the menu is about to
 * open; until they arrive the panel says it is loading, and if they fail it says so — the
 * department's own "Shop all" link is always there.
 */
import type { KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import type { Category } from '@/api/types'
import { Link } from '@/components/link'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { useCategory } from '../api/get-category'
import { DEPARTMENT_MENU_LEVELS, liveMenuMessages, menuLink } from './category-menu-live-parts'
import { categoryPath } from './category-menu-parts'

export default function CategoryNavPanel({
  id,
  department,
  onKeyDown,
}: {
  id: string
  department: Category
  onKeyDown: (event: KeyboardEvent) => void
}) {
  const intl = useIntl()
  const { data, isError } = useCategory(department.id, DEPARTMENT_MENU_LEVELS)
  return (
    <div
      id={id}
      className="absolute top-full left-0 z-50 mt-0.5 w-max max-w-[min(90vw,720px)] rounded-card border border-neutral-200 bg-white p-2 shadow-xl"
    >
      {data ? (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-x-3 gap-y-1.5">
          {data.categories?.map((category) => (
            <li key={category.id}>
              <Link to={categoryPath(category.id)} onKeyDown={onKeyDown} className={`${menuLink} font-semibold`}>
                {category.name}
              </Link>
              {category.categories?.length ? (
                <ul className="mt-0.5">
                  {category.categories.map((child) => (
                    <li key={child.id}>
                      <Link to={categoryPath(child.id)} onKeyDown={onKeyDown} className={`${menuLink} text-sm`}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : isError || data === null ? (
        <p role="alert" className="px-1 text-sm">
          {intl.formatMessage(liveMenuMessages.loadError)}
        </p>
      ) : (
        <InlineSpinner />
      )}
      <Link to={categoryPath(department.id)} onKeyDown={onKeyDown} className={`${menuLink} mt-1.5 inline-block font-semibold text-primary`}>
        {intl.formatMessage(liveMenuMessages.shopAll, { name: department.name })}
      </Link>
    </div>
  )
}
