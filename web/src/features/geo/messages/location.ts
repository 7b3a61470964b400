// The location picker: the header's button and the set-location modal.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const locationMessages = defineMessages<{
  setLocation: NoMessageValues
  current: { postalCode: string }
  changeHint: { state: string }
  title: NoMessageValues
  intro: NoMessageValues
  zipLabel: NoMessageValues
  update: NoMessageValues
  close: NoMessageValues
  checking: NoMessageValues
  useMyLocation: NoMessageValues
  locating: NoMessageValues
  or: NoMessageValues
  place: { postalCode: string; state: string }
  zipRequired: NoMessageValues
  invalidZip: NoMessageValues
  notLocated: NoMessageValues
  excludedState: { brandName: string; states: string }
}>({
  setLocation: {
    id: 'location.button.set',
    defaultMessage: 'Set your location',
    description: 'Header: button that opens the location picker when no ZIP code is stored',
  },
  current: {
    id: 'location.button.current',
    defaultMessage: 'ZIP {postalCode}',
    description: 'Header: the stored location on the location picker button, e.g. ZIP 78205',
  },
  changeHint: {
    id: 'location.button.changeHint',
    defaultMessage: ', {state}: change your location',
    description: 'Location button: read by screen readers after the visible “ZIP 78205”; {state} is e.g. TX',
  },
  title: { id: 'location.modal.title', defaultMessage: 'Set your location', description: 'Set-location modal: title' },
  intro: {
    id: 'location.modal.intro',
    defaultMessage: 'Enter your ZIP code to see the retailers near you.',
    description: 'Set-location modal: the line under the title',
  },
  zipLabel: { id: 'location.modal.zipLabel', defaultMessage: 'ZIP code', description: 'Set-location modal: label of the ZIP code field' },
  update: {
    id: 'location.modal.update',
    defaultMessage: 'Update Location',
    description: 'Set-location modal: the button that keeps the ZIP code',
  },
  close: { id: 'location.modal.close', defaultMessage: 'Close', description: 'Set-location modal: close button' },
  checking: {
    id: 'location.modal.checking',
    defaultMessage: 'Finding this ZIP code…',
    description: 'Set-location modal: shown while the ZIP code typed is looked up',
  },
  useMyLocation: {
    id: 'location.modal.useMyLocation',
    defaultMessage: 'Use my current location',
    description: 'Set-location modal: button that asks the browser for the shopper’s position',
  },
  locating: {
    id: 'location.modal.locating',
    defaultMessage: 'Finding your location…',
    description: 'Set-location modal: while the browser’s position is read',
  },
  or: {
    id: 'location.modal.or',
    defaultMessage: 'or',
    description: 'Set-location modal: between the ZIP code form and the Use my current location button',
  },
  place: {
    id: 'location.modal.place',
    defaultMessage: '{postalCode}, {state}',
    description: 'Set-location modal: the place of the ZIP code typed, e.g. 78205, TX',
  },
  zipRequired: {
    id: 'location.error.zipRequired',
    defaultMessage: 'Zip Code Required',
    description: 'Set-location modal: the ZIP code field was left empty',
  },
  invalidZip: {
    id: 'location.error.invalidZip',
    defaultMessage: 'Invalid Zipcode. Please enter a valid Zipcode.',
    description: 'Set-location modal: the ZIP code is not one of a place in the US or Puerto Rico',
  },
  notLocated: {
    id: 'location.error.notLocated',
    defaultMessage: "We couldn't locate you. Please allow access or enter zip manually.",
    description: 'Set-location modal: the browser’s location could not be found or is not in the US or Puerto Rico',
  },
  excludedState: {
    id: 'location.error.excludedState',
    defaultMessage: '{brandName} is not supported in the following states: {states}. Please select a different zipcode.',
    description: 'Set-location modal: the ZIP code is in a state the brand does not lease in; {states} lists those states, e.g. MN, NJ, VT',
  },
})
