/**
 * The header's store panel: a side drawer (all of a phone's width, a third of a desktop's) with
 * the store locator's search, 3 stores first, each offering "Set as my store", and a link to
 * the full store locator. Loaded when the header's store button is first used.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type RefObject } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { Link } from '@/components/link'
import { CloseIcon } from '@/components/ui/close-icon'
import { linkClass } from '@/features/stores/components/store-card'
import { StoreLocator } from '@/features/stores/components/store-locator'
import { STORE_SEARCH } from '@/features/stores/lib/store-search'
import { useMyStore } from './my-store'
import '@/styles/later.css'

const messages = defineMessages<{ title: NoMessageValues; close: NoMessageValues; allStores: NoMessageValues }>({
  title: {
    id: 'header.storePanel.title',
    defaultMessage: 'Find a store',
    description: 'Heading of the store search panel opened from the header',
  },
  close: {
    id: 'header.storePanel.close',
    defaultMessage: 'Close store search',
    description: 'Accessible name of the × that closes the header’s store search panel',
  },
  allStores: {
    id: 'header.storePanel.allStores',
    defaultMessage: 'See all stores on the store locator',
    description: 'Link at the foot of the header’s store search panel to the full store locator page',
  },
})

export default function StorePanel({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean
  /** Escape, the backdrop or the ×. */
  onClose: () => void
  /** The header's button, focused again when the shopper closes the panel. */
  returnFocus: RefObject<HTMLButtonElement | null>
}) {
  const intl = useIntl()
  const myStore = useMyStore()
  // Closed by the shopper (not by leaving the page, where the new page has the focus).
  const closedByShopper = useRef(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return
        closedByShopper.current = true
        onClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (closedByShopper.current) returnFocus.current?.focus()
            closedByShopper.current = false
          }}
          // Widths only this file's stylesheet has: a plain w-full would also be in the first
          // load's stylesheet, which can come later in the page and win over lg:w-1/3.
          className="fixed inset-y-0 right-0 z-50 flex flex-col gap-2 overflow-y-auto bg-white px-2 pt-2 pb-4 shadow-xl outline-none max-lg:w-full lg:w-1/3"
        >
          <div className="flex items-center justify-between gap-1">
            <Dialog.Title className="text-2xl font-bold">{intl.formatMessage(messages.title)}</Dialog.Title>
            <Dialog.Close
              aria-label={intl.formatMessage(messages.close)}
              className="rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <StoreLocator initialLimit={STORE_SEARCH.panelLimit} compact myStore={myStore} />
          <p>
            <Link to="/store-locator" className={linkClass}>
              {intl.formatMessage(messages.allStores)}
            </Link>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
