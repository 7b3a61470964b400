// The offline banner's and the offline page's messages.
import { defineMessages } from 'react-intl'

export const offlineMessages = defineMessages({
  banner: {
    id: 'offline.banner',
    defaultMessage: 'You are currently offline. Pages you haven’t opened yet can’t load until you’re back online.',
    description: 'Banner at the bottom of every page while the browser has no internet connection',
  },
  title: {
    id: 'offline.title',
    defaultMessage: 'You are currently offline',
    description: 'Heading (and document title) of the page shown when a page could not be loaded because the connection is down',
  },
  text: {
    id: 'offline.text',
    defaultMessage: 'We couldn’t load this page. Check your internet connection, then try again.',
    description: 'Offline page: explanation under the heading',
  },
  retry: {
    id: 'offline.retry',
    defaultMessage: 'Retry Connection',
    description: 'Offline page: button that tries to load the page again',
  },
  stillOffline: {
    id: 'offline.stillOffline',
    defaultMessage: 'Still no connection. Check your internet connection and try again.',
    description: 'Offline page: said after Retry Connection failed to load the page again',
  },
})
