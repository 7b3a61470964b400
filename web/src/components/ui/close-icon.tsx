/** The × of every close button (dialogs, drawers, toasts, filter chips). */
export function CloseIcon({ className = 'size-2.5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16l4.7-4.7 4.7 4.7 1.3-1.3-4.7-4.7L16 5.3 14.7 4 10 8.7 5.3 4Z" />
    </svg>
  )
}
