/** What the plain search form and the live search box share (search-box.tsx, search-box-live.tsx). */

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2.5" fill="currentColor">
      <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
    </svg>
  )
}

export const fieldClass = 'min-w-0 flex-1 rounded-full bg-transparent py-1 pr-1 pl-2 text-base outline-none placeholder:text-ink-muted'
export const frameClass =
  'flex items-center rounded-full border border-neutral-300 bg-white focus-within:border-primary-700 focus-within:outline-2 focus-within:outline-primary-700'
export const submitClass =
  'm-0.5 rounded-full p-1 text-primary hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700'
