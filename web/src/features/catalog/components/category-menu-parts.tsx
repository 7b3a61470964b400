/** What the desktop category menu and the phone drawer share: messages, links, the chevron. */
import { defineMessages, type NoMessageValues } from 'react-intl'
import type { Category } from '@/api/types'
import { useCategory } from '../api/get-category'

export const menuMessages = defineMessages<{
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

export const categoryPath = (id: string) => `/category/${encodeURIComponent(id)}`

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-2 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
      <path d="M5.3 7.3 10 12l4.7-4.7 1.3 1.4-6 6-6-6 1.3-1.4Z" />
    </svg>
  )
}

export const menuLink =
  'block rounded-lg px-1 py-0.5 text-ink hover:bg-primary-50 hover:text-primary focus-visible:outline-3 focus-visible:outline-primary-700'


/** The departments (the root category's children, storefront spec §2.6), from the shell's query. */
export function useDepartments(): Category[] {
  return useCategory('root', 2).data?.categories ?? []
}

export const departmentLink =
  'rounded-lg px-1 py-1 text-sm font-semibold text-ink hover:text-primary focus-visible:outline-3 focus-visible:outline-primary-700'
