// The account's address book (/account/addresses).
import { defineMessages, type NoMessageValues } from 'react-intl'

export const addressMessages = defineMessages<{
  documentTitle: { brandName: string }
  title: NoMessageValues
  empty: NoMessageValues
  add: NoMessageValues
  edit: { name: string }
  remove: { name: string }
  prefer: { name: string }
  preferred: NoMessageValues
  cancel: NoMessageValues
  added: NoMessageValues
  saved: NoMessageValues
  removed: NoMessageValues
  failed: NoMessageValues
  taken: NoMessageValues
  tooMany: NoMessageValues
  loadError: NoMessageValues
  retry: NoMessageValues
  savedAddresses: NoMessageValues
  useAddress: NoMessageValues
  newAddress: NoMessageValues
}>({
  documentTitle: {
    id: 'addresses.documentTitle',
    defaultMessage: 'Addresses | {brandName}',
    description: 'Browser tab title of /account/addresses',
  },
  title: { id: 'addresses.title', defaultMessage: 'Addresses', description: 'Heading of /account/addresses' },
  empty: { id: 'addresses.empty', defaultMessage: "You haven't saved an address yet.", description: 'No saved addresses' },
  add: { id: 'addresses.add', defaultMessage: 'Add an address', description: 'Button that opens the new address form' },
  edit: { id: 'addresses.edit', defaultMessage: 'Edit {name}', description: 'Button that edits a saved address' },
  remove: { id: 'addresses.remove', defaultMessage: 'Remove {name}', description: 'Button that removes a saved address' },
  prefer: {
    id: 'addresses.prefer',
    defaultMessage: 'Make {name} my default',
    description: 'Button that makes a saved address the default',
  },
  preferred: { id: 'addresses.preferred', defaultMessage: 'Default', description: 'Badge of the default address' },
  cancel: { id: 'addresses.cancel', defaultMessage: 'Cancel', description: 'Button that closes an address form unsaved' },
  added: { id: 'addresses.added', defaultMessage: 'Address saved', description: 'Toast after saving a new address' },
  saved: { id: 'addresses.saved', defaultMessage: 'Address updated', description: 'Toast after changing an address' },
  removed: { id: 'addresses.removed', defaultMessage: 'Address removed', description: 'Toast after removing an address' },
  failed: { id: 'addresses.failed', defaultMessage: 'Something went wrong. Please try again.', description: 'An address change failed' },
  taken: { id: 'addresses.taken', defaultMessage: 'You already saved this address.', description: 'The same address saved twice' },
  tooMany: {
    id: 'addresses.tooMany',
    defaultMessage: 'You can keep 20 addresses at most. Remove one first.',
    description: 'The address book is full',
  },
  loadError: {
    id: 'addresses.loadError',
    defaultMessage: "We couldn't load your addresses. Please try again.",
    description: 'The addresses failed to load',
  },
  retry: { id: 'addresses.retry', defaultMessage: 'Try again', description: 'Button that loads the addresses again' },
  savedAddresses: {
    id: 'addresses.savedAddresses',
    defaultMessage: 'Your saved addresses',
    description: 'Checkout: the saved addresses to ship to',
  },
  useAddress: { id: 'addresses.useAddress', defaultMessage: 'Ship here', description: 'Checkout: ship to a saved address' },
  newAddress: {
    id: 'addresses.newAddress',
    defaultMessage: 'Or ship to another address:',
    description: 'Checkout: above the new address form',
  },
})
