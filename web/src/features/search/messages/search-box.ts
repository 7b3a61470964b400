// The header's search box as the page first shows it (on the first load: imported alone).
import { defineMessages } from 'react-intl'

export const searchBoxMessages = defineMessages({
  label: { id: 'searchBox.label', defaultMessage: 'Search products', description: 'Header search: accessible label of the search field' },
  placeholder: {
    id: 'searchBox.placeholder',
    defaultMessage: 'Search sofas, TVs, tires…',
    description: 'Header search: placeholder of the search field',
  },
  submit: { id: 'searchBox.submit', defaultMessage: 'Search', description: 'Header search: accessible label of the search button' },
})
