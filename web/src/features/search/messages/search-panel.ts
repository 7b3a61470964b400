// The live search panel: suggestions, recent searches and their values.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const searchPanelMessages = defineMessages({
  panel: {
    id: 'searchBox.panel',
    defaultMessage: 'Search suggestions',
    description: 'Header search: accessible name of the suggestions panel',
  },
  recentHeading: {
    id: 'searchBox.recent',
    defaultMessage: 'Recent searches',
    description: 'Header search: heading of the recent searches list',
  },
  clearRecent: {
    id: 'searchBox.clearRecent',
    defaultMessage: 'Clear recent searches',
    description: 'Header search: button that forgets the recent searches',
  },
  cancel: { id: 'searchBox.cancel', defaultMessage: 'Cancel', description: 'Header search: closes the suggestions' },
  products: { id: 'searchBox.products', defaultMessage: 'Products', description: 'Header search: heading of the product suggestions' },
  categories: {
    id: 'searchBox.categories',
    defaultMessage: 'Categories',
    description: 'Header search: heading of the category suggestions',
  },
  brands: { id: 'searchBox.brands', defaultMessage: 'Brands', description: 'Header search: heading of the brand suggestions' },
})

export const valueMessages = defineMessages<{
  minChars: { count: number }
  loading: NoMessageValues
  none: NoMessageValues
  didYouMean: { phrase: string }
  inCategory: { name: string; parent: string }
}>({
  minChars: {
    id: 'searchBox.minChars',
    defaultMessage: 'Type at least {count} letters to see suggestions.',
    description: 'Header search: hint shown while the phrase is shorter than the minimum',
  },
  loading: { id: 'searchBox.loading', defaultMessage: 'Looking for suggestions…', description: 'Header search: while suggestions load' },
  none: {
    id: 'searchBox.none',
    defaultMessage: 'No suggestions. Press Enter to search.',
    description: 'Header search: no suggestion found',
  },
  didYouMean: { id: 'searchBox.didYouMean', defaultMessage: 'Did you mean {phrase}?', description: 'Header search: a corrected phrase' },
  inCategory: {
    id: 'searchBox.inCategory',
    defaultMessage: '{name} in {parent}',
    description: 'Header search: a category suggestion with its parent category, e.g. Sofas in Living Room',
  },
})
