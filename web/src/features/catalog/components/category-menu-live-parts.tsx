/** What the live category menu, its panel and the phone drawer share (none of it in the first load). */

// Its messages travel with it: the live menu's chunks get them from here, in one chunk.
export { liveMenuMessages } from '../messages/menu-live'

/** The desktop menu's panel shows a department's categories and theirs. */
export const DEPARTMENT_MENU_LEVELS = 2

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-2 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
      <path d="M5.3 7.3 10 12l4.7-4.7 1.3 1.4-6 6-6-6 1.3-1.4Z" />
    </svg>
  )
}

export const menuLink =
  'block rounded-lg px-1 py-0.5 text-ink hover:bg-primary-50 hover:text-primary focus-visible:outline-3 focus-visible:outline-primary-700'
