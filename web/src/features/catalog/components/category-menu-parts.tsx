/**
 * What the plain category menu (the first load) shares with its live parts: messages, links,
 * the departments. What only the live parts use is in category-menu-live-parts.tsx.
 */
import type { Category } from '@/api/types'
import { useRootCategory } from '../api/get-category'

export const categoryPath = (id: string) => `/category/${encodeURIComponent(id)}`

/** The departments (the root category's children), from the shell's query. */
export function useDepartments(): Category[] {
  return useRootCategory().data?.categories ?? []
}

export const departmentLink =
  'rounded-lg px-1 py-1 text-sm font-semibold text-ink hover:text-primary focus-visible:outline-3 focus-visible:outline-primary-700'
