import { useId, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import type { Store } from '@/api/types'
import { Link } from '@/components/link'
import { clockTime, openState } from '../lib/open-now'
import { addressLines, directionsUrl, storePath, storeHoursLines, telHref } from '../lib/store-search'
import { storeLocatorMessages as messages } from '../messages'
import { MyStoreButton, type MyStoreChoice } from './my-store-button'

export const linkClass =
  'font-semibold text-primary underline underline-offset-2 hover:text-primary-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'

const MINUTE = 60_000
const everyMinute = (changed: () => void) => {
  const timer = window.setInterval(changed, MINUTE)
  return () => window.clearInterval(timer)
}
const thisMinute = () => Math.floor(Date.now() / MINUTE)
const noMinute = () => null

/**
 * The time now to the minute, read outside render: null on the server and while hydrating (the
 * server's HTML must not depend on when it was made), then each minute.
 */
function useNow(): Date | null {
  const minute = useSyncExternalStore(everyMinute, thisMinute, noMinute)
  return minute === null ? null : new Date(minute * MINUTE)
}

/** Open now and until when, or closed and when it opens next, in the store's own time zone. */
export function OpenNow({ store }: { store: Store }) {
  const intl = useIntl()
  const now = useNow()
  const state = now ? openState(store.c_openingHours, store.c_timeZone, now) : null
  if (!state) return null
  const text = state.open
    ? intl.formatMessage(messages.openUntil, { time: clockTime(state.until, store.countryCode) })
    : state.next
      ? intl.formatMessage(messages.closedOpens, { day: state.next.day, time: clockTime(state.next.time, store.countryCode) })
      : intl.formatMessage(messages.closedNow)
  return <p className={`text-sm font-semibold ${state.open ? 'text-primary-700' : 'text-ink-muted'}`}>{text}</p>
}

/** A store's address, a line a block. */
export function StoreAddress({ store }: { store: Store }) {
  return (
    <address className="not-italic">
      {addressLines(store).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}

/** A store's phone number as a link that calls it (nothing when it has none). */
export function StorePhone({ store }: { store: Store }) {
  const intl = useIntl()
  if (!store.phone) return null
  return (
    <p>
      <a href={telHref(store.phone)} className={linkClass} aria-label={intl.formatMessage(messages.phone, { phone: store.phone })}>
        {store.phone}
      </a>
    </p>
  )
}

/** Directions to the store, in a new window (said to screen readers). */
export function StoreDirections({ store }: { store: Store }) {
  const intl = useIntl()
  return (
    <p>
      <a href={directionsUrl(store.latitude, store.longitude)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {intl.formatMessage(messages.directions)}
        <span className="sr-only"> {intl.formatMessage(messages.newWindow)}</span>
      </a>
    </p>
  )
}

/**
 * One store of the results: name, distance, address, phone, open now, hours and directions,
 * and "Set as my store" when the app gives the shopper's choice.
 */
export function StoreCard({ store, myStore }: { store: Store; myStore?: MyStoreChoice }) {
  const intl = useIntl()
  const headingId = useId()
  const hours = storeHoursLines(store.storeHours)
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-1 rounded-card border border-neutral-300 bg-white p-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 id={headingId} className="text-lg font-bold">
          <Link
            to={storePath(store.id)}
            className="hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          >
            {store.name}
          </Link>
        </h3>
        {store.distance != null && store.distanceUnit ? (
          <p className="text-sm text-ink-muted">
            {intl.formatMessage(messages.distance, { distance: store.distance, unit: store.distanceUnit })}
          </p>
        ) : null}
      </div>
      <StoreAddress store={store} />
      <StorePhone store={store} />
      <OpenNow store={store} />
      {hours.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{intl.formatMessage(messages.hours)}</h4>
          <ul className="text-sm">
            {hours.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-col gap-1 pt-1">
        <StoreDirections store={store} />
        {myStore ? <MyStoreButton storeId={store.id} choice={myStore} /> : null}
      </div>
    </article>
  )
}
