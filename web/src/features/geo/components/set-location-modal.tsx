/**
 * The set-location modal (loaded when it first opens): a ZIP code field (digits only, five at
 * most; Enter submits; left empty it says "Zip Code Required"). The code typed is looked up as
 * soon as it has five digits, so a code of a state the brand does not lease in says so at once
 * and Update Location stays disabled; a code of no place in the US or Puerto Rico is invalid.
 * Update Location keeps the place (lib/stored-location.ts), pushes `mktZipSearch` to the data
 * layer and closes the modal.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { CloseIcon } from '@/components/ui/close-icon'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { useAppConfig } from '@/lib/app-config'
import { pushDataLayer } from '@/lib/data-layer'
import { useSiteLocale } from '@/lib/use-site-locale'
import { postalCodeQueryOptions } from '../api/geocode'
import { locateShopper } from '../lib/locate'
import { checkPlace, zipDigits } from '../lib/location-rules'
import { storeLocation, type StoredLocation } from '../lib/stored-location'
import { locationMessages as messages } from '../messages/location'
import '@/styles/later.css'

export type LocationError = 'notLocated' | 'excluded'

export interface SetLocationModalProps {
  open: boolean
  onClose: () => void
  /** The states the brand does not lease in (the site's `excludedStates`). */
  excludedStates: readonly string[]
  /** What the automatic attempt to locate the shopper ran into, shown when the modal opens. */
  initialError?: LocationError
  /** The ZIP code the field starts with. */
  initialZip?: string
  onLocated?: (location: StoredLocation) => void
}

export default function SetLocationModal({
  open,
  onClose,
  excludedStates,
  initialError,
  initialZip = '',
  onLocated,
}: SetLocationModalProps) {
  const intl = useIntl()
  const { organizationId, brand } = useAppConfig()
  const { site } = useSiteLocale()
  const queryClient = useQueryClient()
  const [zip, setZip] = useState(initialZip)
  const [blurredEmpty, setBlurredEmpty] = useState(false)
  const [submittedShort, setSubmittedShort] = useState(false)
  const [startError, setStartError] = useState(initialError)
  const [locating, setLocating] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const errorId = useId()
  const complete = zip.length === 5
  const lookup = useQuery({ ...postalCodeQueryOptions(organizationId, site.id, zip), enabled: complete })
  const check = complete && lookup.isFetched ? checkPlace(lookup.data ?? null, excludedStates) : undefined

  const states = excludedStates.join(', ')
  const error =
    // While the browser's position is read, the field left empty is no missing ZIP code.
    zip === '' && blurredEmpty && !locating
      ? intl.formatMessage(messages.zipRequired)
      : (!complete && submittedShort) || (check?.ok === false && check.reason === 'invalid') || (complete && lookup.isError)
        ? intl.formatMessage(messages.invalidZip)
        : check?.ok === false && check.reason === 'excluded'
          ? intl.formatMessage(messages.excludedState, { brandName: brand.name, states })
          : zip === '' && startError === 'notLocated'
            ? intl.formatMessage(messages.notLocated)
            : zip === '' && startError === 'excluded'
              ? intl.formatMessage(messages.excludedState, { brandName: brand.name, states })
              : undefined
  const excluded = check?.ok === false && check.reason === 'excluded'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!complete) {
      setSubmittedShort(true)
      inputRef.current?.focus()
      return
    }
    const place = await queryClient.fetchQuery(postalCodeQueryOptions(organizationId, site.id, zip)).catch(() => null)
    if (!checkPlace(place, excludedStates).ok || !place) {
      inputRef.current?.focus()
      return
    }
    const location = storeLocation(brand.shortName, place)
    pushDataLayer({ event: 'mktZipSearch', zipCode: location.postalCode, state: location.state })
    onLocated?.(location)
    onClose()
  }

  const locateMe = async () => {
    setLocating(true)
    const outcome = await locateShopper({ organizationId, siteId: site.id, shortName: brand.shortName, excludedStates })
    setLocating(false)
    if ('located' in outcome) {
      onLocated?.(outcome.located)
      onClose()
    } else if (outcome.failed !== 'denied') {
      setZip('')
      setBlurredEmpty(false)
      setStartError(outcome.failed)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            inputRef.current?.focus()
          }}
          className={
            'fixed top-1/2 left-1/2 z-50 max-h-[65vh] w-[calc(100%-32px)] max-w-[524px] -translate-x-1/2 -translate-y-1/2 ' +
            'overflow-y-auto rounded-card bg-white p-3 shadow-xl outline-none sm:p-4'
          }
        >
          <Dialog.Close
            aria-label={intl.formatMessage(messages.close)}
            className="absolute top-2 right-2 rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
          >
            <CloseIcon />
          </Dialog.Close>
          <Dialog.Title className="pr-5 text-2xl font-bold">{intl.formatMessage(messages.title)}</Dialog.Title>
          <p className="mt-1 text-ink-muted">{intl.formatMessage(messages.intro)}</p>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-3">
            <label htmlFor={`${errorId}-zip`} className="block font-semibold">
              {intl.formatMessage(messages.zipLabel)}
            </label>
            <input
              ref={inputRef}
              id={`${errorId}-zip`}
              name="zip"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              value={zip}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setZip(zipDigits(event.target.value))
                setBlurredEmpty(false)
                setSubmittedShort(false)
                setStartError(undefined)
              }}
              onBlur={() => setBlurredEmpty(zip === '')}
              className="mt-0.5 block w-full max-w-[200px] rounded-card border border-neutral-300 px-1.5 py-1 text-lg tracking-wider focus:border-primary-700 focus:outline-2 focus:outline-primary-700"
            />
            <div className="mt-1 min-h-3" aria-live="polite">
              {error ? (
                <p id={errorId} className="font-semibold text-danger">
                  {error}
                </p>
              ) : complete && lookup.isFetching ? (
                <div className="flex items-center gap-0.5 text-ink-muted">
                  <InlineSpinner />
                  <span>{intl.formatMessage(messages.checking)}</span>
                </div>
              ) : check?.ok && lookup.data ? (
                <p className="text-ink-muted">
                  {intl.formatMessage(messages.place, { postalCode: lookup.data.postalCode, state: lookup.data.administrativeArea })}
                </p>
              ) : null}
            </div>
            <button type="submit" disabled={zip === '' || excluded} className={`${buttonStyles.brand} mt-2 w-full sm:w-auto`}>
              {intl.formatMessage(messages.update)}
            </button>
          </form>
          <p className="my-2 text-center text-sm text-ink-muted">{intl.formatMessage(messages.or)}</p>
          <button
            type="button"
            disabled={locating}
            aria-busy={locating || undefined}
            onClick={() => void locateMe()}
            className={`${buttonStyles.secondary} w-full`}
          >
            {intl.formatMessage(locating ? messages.locating : messages.useMyLocation)}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
