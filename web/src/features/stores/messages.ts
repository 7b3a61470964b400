// The store locator (Find a Store): its page, search form, consent and results.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const storeLocatorMessages = defineMessages<{
  heading: NoMessageValues
  documentTitle: { brandName: string }
  documentDescription: { brandName: string }
  intro: NoMessageValues
  country: NoMessageValues
  countryUS: NoMessageValues
  countryDE: NoMessageValues
  postalCode: NoMessageValues
  search: NoMessageValues
  countryRequired: NoMessageValues
  postalCodeRequired: NoMessageValues
  postalCodeUnknown: NoMessageValues
  or: NoMessageValues
  useMyLocation: NoMessageValues
  consent: NoMessageValues
  agree: NoMessageValues
  cancel: NoMessageValues
  storeDocumentTitle: { storeName: string; brandName: string }
  storeDocumentDescription: { storeName: string; city: string; brandName: string }
  allStores: NoMessageValues
  address: NoMessageValues
  nearbyStores: NoMessageValues
  storeLoadError: NoMessageValues
  locating: NoMessageValues
  locationDenied: NoMessageValues
  locationUnavailable: NoMessageValues
  loading: NoMessageValues
  noLocations: NoMessageValues
  loadError: NoMessageValues
  resultsHeading: NoMessageValues
  showing: { shown: number; total: number }
  loadMore: NoMessageValues
  distance: { distance: number; unit: string }
  openUntil: { time: string }
  closedOpens: { day: string; time: string }
  closedNow: NoMessageValues
  hours: NoMessageValues
  phone: { phone: string }
  directions: NoMessageValues
  newWindow: NoMessageValues
  setMyStore: NoMessageValues
  myStore: NoMessageValues
  myStoreError: NoMessageValues
}>({
  heading: {
    id: 'storeLocator.heading',
    defaultMessage: 'Find a Store',
    description: 'Store locator: the page heading',
  },
  documentTitle: {
    id: 'storeLocator.documentTitle',
    defaultMessage: 'Find a Store | {brandName}',
    description: 'Store locator: browser tab title; {brandName} is e.g. Northwind Lease',
  },
  documentDescription: {
    id: 'storeLocator.documentDescription',
    defaultMessage: 'Find a {brandName} store near you by postal code or your location: addresses, opening hours, phone and directions.',
    description: 'Store locator: the page description for search engines; {brandName} is e.g. Northwind Lease',
  },
  intro: {
    id: 'storeLocator.intro',
    defaultMessage: 'Search for stores near a postal code, or use your location.',
    description: 'Store locator: the line under the heading',
  },
  country: {
    id: 'storeLocator.country',
    defaultMessage: 'Country',
    description: 'Store locator: label of the country list',
  },
  countryUS: {
    id: 'storeLocator.country.US',
    defaultMessage: 'United States',
    description: 'Store locator: the country list option United States',
  },
  countryDE: {
    id: 'storeLocator.country.DE',
    defaultMessage: 'Germany',
    description: 'Store locator: the country list option Germany',
  },
  postalCode: {
    id: 'storeLocator.postalCode',
    defaultMessage: 'Postal code',
    description: 'Store locator: label of the postal code field',
  },
  search: {
    id: 'storeLocator.search',
    defaultMessage: 'Search',
    description: 'Store locator: button that searches stores near the postal code',
  },
  countryRequired: {
    id: 'storeLocator.error.countryRequired',
    defaultMessage: 'Please select a country.',
    description: 'Store locator: error when no country is selected',
  },
  postalCodeRequired: {
    id: 'storeLocator.error.postalCodeRequired',
    defaultMessage: 'Please enter a postal code.',
    description: 'Store locator: error when the postal code is empty',
  },
  or: {
    id: 'storeLocator.or',
    defaultMessage: 'or',
    description: 'Store locator: between the postal code search and the "Use my location" button',
  },
  useMyLocation: {
    id: 'storeLocator.useMyLocation',
    defaultMessage: 'Use my location',
    description: 'Store locator: button that searches stores near the browser’s position (after consent)',
  },
  consent: {
    id: 'storeLocator.consent',
    defaultMessage: 'Please agree to share your location',
    description: 'Store locator: consent asked before the browser’s position is read',
  },
  agree: {
    id: 'storeLocator.consent.agree',
    defaultMessage: 'Agree',
    description: 'Store locator: consent button that shares the location',
  },
  cancel: {
    id: 'storeLocator.consent.cancel',
    defaultMessage: 'Cancel',
    description: 'Store locator: consent button that does not share the location',
  },
  locating: {
    id: 'storeLocator.locating',
    defaultMessage: 'Finding your location…',
    description: 'Store locator: shown while the browser’s position is read',
  },
  locationDenied: {
    id: 'storeLocator.error.locationDenied',
    defaultMessage: 'Your location could not be used because permission was denied. Please search by postal code.',
    description: 'Store locator: the browser refused to share the position',
  },
  locationUnavailable: {
    id: 'storeLocator.error.locationUnavailable',
    defaultMessage: 'We could not find your location. Please try again or search by postal code.',
    description: 'Store locator: the browser’s position could not be read (unavailable or timed out)',
  },
  loading: {
    id: 'storeLocator.loading',
    defaultMessage: 'Loading locations...',
    description: 'Store locator: shown while stores load',
  },
  noLocations: {
    id: 'storeLocator.noLocations',
    defaultMessage: 'Sorry, there are no locations in this area',
    description: 'Store locator: the search found no store',
  },
  loadError: {
    id: 'storeLocator.loadError',
    defaultMessage: 'Stores could not be loaded. Please check the postal code and try again.',
    description: 'Store locator: the store search failed',
  },
  resultsHeading: {
    id: 'storeLocator.resultsHeading',
    defaultMessage: 'Stores near you',
    description: 'Store locator: heading of the results list',
  },
  showing: {
    id: 'storeLocator.showing',
    defaultMessage: 'Showing {shown, number} of {total, number} {total, plural, one {store} other {stores}}',
    description: 'Store locator: how many of the stores found are shown',
  },
  loadMore: {
    id: 'storeLocator.loadMore',
    defaultMessage: 'Load more',
    description: 'Store locator: button that shows 10 more stores',
  },
  distance: {
    id: 'storeLocator.distance',
    defaultMessage: '{distance, number} {unit}',
    description: 'Store locator: a store’s distance from the searched place; {unit} is km or mi',
  },
  hours: {
    id: 'storeLocator.hours',
    defaultMessage: 'Store hours',
    description: 'Store locator: heading of a store’s opening hours',
  },
  phone: {
    id: 'storeLocator.phone',
    defaultMessage: 'Call {phone}',
    description: 'Store locator: accessible name of a store’s phone link',
  },
  directions: {
    id: 'storeLocator.directions',
    defaultMessage: 'Directions',
    description: 'Store locator: link to directions to the store (Google Maps, new window)',
  },
  newWindow: {
    id: 'storeLocator.newWindow',
    defaultMessage: '(opens in a new window)',
    description: 'Store locator: hidden hint after a link that opens a new window',
  },
  openUntil: {
    id: 'storeLocator.openUntil',
    defaultMessage: 'Open now · until {time}',
    description: 'Store card: the store is open at this moment, in its own time zone; {time} is its closing time, e.g. 8:00 PM',
  },
  closedOpens: {
    id: 'storeLocator.closedOpens',
    defaultMessage:
      'Closed now · opens {day, select, monday {Monday} tuesday {Tuesday} wednesday {Wednesday} thursday {Thursday} friday {Friday} saturday {Saturday} other {Sunday}} at {time}',
    description:
      'Store card: the store is closed at this moment; {day} is the weekday it opens next (monday … sunday), {time} the opening time',
  },
  closedNow: {
    id: 'storeLocator.closedNow',
    defaultMessage: 'Closed now',
    description: 'Store card: the store is closed at this moment and has no opening hours this week',
  },
  storeDocumentTitle: {
    id: 'storeLocator.store.documentTitle',
    defaultMessage: '{storeName} | {brandName}',
    description: 'Document title of a store’s own page; {storeName} e.g. Northwind Lease — Berlin Mitte',
  },
  storeDocumentDescription: {
    id: 'storeLocator.store.documentDescription',
    defaultMessage: 'Address, phone number, opening hours and directions of {storeName} in {city}. Lease to own with {brandName}.',
    description: 'Meta description of a store’s own page',
  },
  allStores: {
    id: 'storeLocator.store.allStores',
    defaultMessage: 'Find another store',
    description: 'Store page: link back to the store locator',
  },
  address: {
    id: 'storeLocator.store.address',
    defaultMessage: 'Address',
    description: 'Store page: heading of the store’s address',
  },
  nearbyStores: {
    id: 'storeLocator.store.nearby',
    defaultMessage: 'Other stores nearby',
    description: 'Store page: heading of the nearest other stores',
  },
  storeLoadError: {
    id: 'storeLocator.store.loadError',
    defaultMessage: 'This store could not be loaded. Please try again later.',
    description: 'Store page: the store could not be read (not a missing store: that is the not-found page)',
  },
  postalCodeUnknown: {
    id: 'storeLocator.error.postalCodeUnknown',
    defaultMessage: 'We couldn’t find this postal code in the country chosen. Please check it and try again.',
    description: 'Store locator: error under the postal code field when no place in the chosen country has that postal code',
  },
  setMyStore: {
    id: 'storeLocator.myStore.set',
    defaultMessage: 'Set as my store',
    description: 'Store card and store page: button that makes this store the shopper’s own store',
  },
  myStore: {
    id: 'storeLocator.myStore.current',
    defaultMessage: 'My store',
    description: 'Store card and store page: the same button, pressed, once this store is the shopper’s own store',
  },
  myStoreError: {
    id: 'storeLocator.myStore.error',
    defaultMessage: 'Your store could not be saved. Please try again.',
    description: 'Store card and store page: choosing the shopper’s own store failed',
  },
})
