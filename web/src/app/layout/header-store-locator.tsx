/**
 * The header's store-locator action: a store icon named "Find a store" that opens the store
 * panel (store-panel.tsx). This button loads after the page starts; the panel's code only when
 * the button is first used. Leaving the page (a store's link, "See all stores") closes it.
 */
import { Suspense, useRef, useState } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { useLocation } from 'react-router'
import { lazyPart } from '@/lib/lazy-part'

const StorePanel = lazyPart(() => import('./store-panel'))

const messages = defineMessages<{ open: NoMessageValues }>({
  open: {
    id: 'header.storeLocator',
    defaultMessage: 'Find a store',
    description: 'Accessible name of the header’s store icon, which opens the store search panel',
  },
})

export default function HeaderStoreLocator() {
  const intl = useIntl()
  const location = useLocation()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // The page the panel was opened on: it is open only while that page is shown.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === location.key
  // Once used, the panel stays mounted (closed), so it opens again without a wait.
  const [used, setUsed] = useState(false)
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage(messages.open)}
        onClick={() => {
          setUsed(true)
          setOpenOn(location.key)
        }}
        className="relative flex items-center rounded-lg p-1 text-ink hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3" fill="none" stroke="currentColor" strokeWidth="2">
          <path
            d="M4 10v10h16V10M3 4h18l1 5a3 3 0 0 1-5 1 3 3 0 0 1-5 0 3 3 0 0 1-5 0 3 3 0 0 1-5-1l1-5ZM10 20v-5h4v5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <StorePanel
            open={open}
            onClose={() => setOpenOn(null)}
            onLoadFailure={() => {
              setOpenOn(null)
              setUsed(false)
            }}
            returnFocus={buttonRef}
          />
        </Suspense>
      )}
    </>
  )
}
