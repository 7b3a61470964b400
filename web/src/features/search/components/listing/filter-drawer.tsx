/**
 * The filters on phones and tablets: a "Filter" button (with the number of chosen filters) that
 * opens them in a drawer from the left (Radix Dialog: focus moves in and back, Escape closes,
 * the page behind is inert). Choices apply at once; "Show N results" closes the drawer.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { CloseIcon } from '@/components/ui/close-icon'
import { listingMessages as messages } from '../../messages/listing'

export function FilterDrawer({
  activeCount,
  total,
  onClearAll,
  children,
}: {
  activeCount: number
  /** Products matching the current choice (shown on the closing button). */
  total: number
  onClearAll: () => void
  children: ReactNode
}) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={
          'inline-flex min-h-5 items-center gap-1 rounded-card border-2 border-primary bg-white px-2 py-0.5 font-semibold ' +
          'text-primary hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700 lg:hidden'
        }
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {intl.formatMessage(messages.filterButton)}
        {activeCount > 0 && (
          <>
            <span
              aria-hidden="true"
              className="inline-flex min-w-2.5 items-center justify-center rounded-full bg-primary px-0.5 text-xs text-white"
            >
              {intl.formatNumber(activeCount)}
            </span>{' '}
            <span className="sr-only">{intl.formatMessage(messages.activeFilterCount, { count: activeCount })}</span>
          </>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-full max-w-[420px] flex-col bg-white shadow-xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-neutral-200 px-2 py-1.5">
            <Dialog.Title className="text-xl font-bold">{intl.formatMessage(messages.filterTitle)}</Dialog.Title>
            <Dialog.Close
              aria-label={intl.formatMessage(messages.closeFilters)}
              className="rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-2 py-2">{children}</div>
          <div className="flex gap-1 border-t border-neutral-200 px-2 py-1.5">
            {activeCount > 0 && (
              <button type="button" onClick={onClearAll} className={`${buttonStyles.secondary} flex-1 px-1`}>
                {intl.formatMessage(messages.clearAll)}
              </button>
            )}
            <Dialog.Close className={`${buttonStyles.brand} flex-[2] px-1`}>
              {intl.formatMessage(messages.showResults, { count: total })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
