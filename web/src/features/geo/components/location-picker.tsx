/**
 * The location picker: a button naming the stored ZIP code (or asking for one) that opens the
 * set-location modal, whose code loads when it first opens. With `autoLocate`, a shopper with
 * no stored ZIP code is located once, automatically (hooks/use-auto-locate.ts); what that runs
 * into opens the modal with its message.
 */
import { Suspense, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { lazyPart } from '@/lib/lazy-part'
import { useAutoLocate } from '../hooks/use-auto-locate'
import { useStoredLocation } from '../hooks/use-stored-location'
import { locationMessages as messages } from '../messages/location'
import type { LocationError } from './set-location-modal'

const SetLocationModal = lazyPart(() => import('./set-location-modal'))

export function LocationPicker({
  excludedStates,
  autoLocate = false,
  display = 'inline-flex',
  labelDisplay = '',
}: {
  /** The site's `excludedStates`; undefined while they load. */
  excludedStates: readonly string[] | undefined
  autoLocate?: boolean
  /** The button's display classes (`hidden lg:inline-flex`): never two that set display at once. */
  display?: string
  /** The visible words' classes (`sr-only`: the pin alone where room is short). */
  labelDisplay?: string
}) {
  const intl = useIntl()
  const location = useStoredLocation()
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<LocationError>()
  const buttonRef = useRef<HTMLButtonElement>(null)
  useAutoLocate({
    enabled: autoLocate,
    excludedStates,
    onFailure: (reason) => {
      setError(reason)
      setOpen(true)
    },
  })

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setError(undefined)
          setOpen(true)
        }}
        className={`${display} items-center gap-0.5 rounded-lg p-1 text-sm font-semibold text-ink hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2.5 text-primary" fill="currentColor">
          <path d="M10 2a6 6 0 0 1 6 6c0 4.2-6 10-6 10S4 12.2 4 8a6 6 0 0 1 6-6Zm0 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
        </svg>
        <span className={labelDisplay}>
          {location ? intl.formatMessage(messages.current, { postalCode: location.postalCode }) : intl.formatMessage(messages.setLocation)}
        </span>
        {location && <span className="sr-only">{intl.formatMessage(messages.changeHint, { state: location.state })}</span>}
      </button>
      {open && excludedStates && (
        <Suspense fallback={null}>
          <SetLocationModal
            open
            onClose={() => {
              setOpen(false)
              buttonRef.current?.focus()
            }}
            onLoadFailure={() => setOpen(false)}
            excludedStates={excludedStates}
            initialError={error}
            initialZip={location?.postalCode}
          />
        </Suspense>
      )}
    </>
  )
}
