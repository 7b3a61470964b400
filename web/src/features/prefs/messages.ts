import { defineMessages } from 'react-intl'

export const prefsMessages = defineMessages({
  loadError: {
    id: 'prefs.loadError',
    defaultMessage: 'Error loading site preferences or category. Please try again later.',
    description: 'Shown where something depends on the site preferences (or a category) and they could not be loaded',
  },
})
