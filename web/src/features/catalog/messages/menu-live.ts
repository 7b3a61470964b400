// The category menu's parts that load after the page starts: its panels and the phone drawer.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const liveMenuMessages = defineMessages<{
  subcategories: { name: string }
  shopAll: { name: string }
  close: NoMessageValues
  loadError: NoMessageValues
}>({
  subcategories: {
    id: 'categoryMenu.subcategories',
    defaultMessage: '{name} categories',
    description: 'Header category menu: accessible label of the button that opens a department, e.g. Furniture categories',
  },
  shopAll: { id: 'categoryMenu.shopAll', defaultMessage: 'Shop all {name}', description: 'Category menu: link to the whole department' },
  close: { id: 'categoryMenu.close', defaultMessage: 'Close menu', description: 'Category drawer: close button' },
  loadError: {
    id: 'categoryMenu.loadError',
    defaultMessage: 'We couldn’t load these categories.',
    description: 'Category menu: a department’s categories failed to load (the “Shop all” link still shows)',
  },
})
