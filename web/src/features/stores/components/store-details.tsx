import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { Store } from '@/api/types'
import { Link } from '@/components/link'
import { useStoreSearch } from '../api/search-stores'
import { storeHoursLines } from '../lib/store-search'
import { storeLocatorMessages as messages } from '../messages'
import { MyStoreButton, type MyStoreChoice } from './my-store-button'
import { linkClass, OpenNow, StoreAddress, StoreCard, StoreDirections, StorePhone } from './store-card'

/** How many other stores the page lists under "Other stores nearby". */
const NEARBY_STORES = 3

/**
 * The nearest other stores, around this one's place: read in the browser only (the server's
 * page is the store itself), nothing while they load or when there are none.
 */
function NearbyStores({ store, myStore }: { store: Store; myStore?: MyStoreChoice }) {
  const intl = useIntl()
  const headingId = useId()
  const { data } = useStoreSearch({ latitude: store.latitude, longitude: store.longitude }, NEARBY_STORES + 1)
  const others = (data?.data ?? []).filter((other) => other.id !== store.id).slice(0, NEARBY_STORES)
  if (others.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-2xl font-bold">
        {intl.formatMessage(messages.nearbyStores)}
      </h2>
      <ul className="grid gap-2 md:grid-cols-3">
        {others.map((other) => (
          <li key={other.id}>
            <StoreCard store={other} myStore={myStore} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A store's own page: its name, address, phone, open now, hours, directions, and the stores near
 * it; with the app's `myStore`, "Set as my store" for it and for each store near it.
 */
export function StoreDetails({ store, myStore }: { store: Store; myStore?: MyStoreChoice }) {
  const intl = useIntl()
  const hours = storeHoursLines(store.storeHours)
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link to="/store-locator" className={linkClass}>
          {intl.formatMessage(messages.allStores)}
        </Link>
      </p>
      <h1 className="text-3xl font-bold md:text-4xl">{store.name}</h1>
      {myStore ? <MyStoreButton storeId={store.id} choice={myStore} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">{intl.formatMessage(messages.address)}</h2>
          <StoreAddress store={store} />
          <StorePhone store={store} />
          <StoreDirections store={store} />
        </div>
        <div className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">{intl.formatMessage(messages.hours)}</h2>
          <OpenNow store={store} />
          {hours.length > 0 ? (
            <ul>
              {hours.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <NearbyStores store={store} myStore={myStore} />
    </div>
  )
}
