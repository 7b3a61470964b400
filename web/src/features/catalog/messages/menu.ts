// The category menu as the page first shows it (on the first load: the header imports this file alone).
import { defineMessages, type NoMessageValues } from 'react-intl'

export const menuMessages = defineMessages<{ nav: NoMessageValues; menu: NoMessageValues }>({
  nav: { id: 'categoryMenu.nav', defaultMessage: 'Shop by category', description: 'Header: accessible name of the category menu' },
  menu: { id: 'categoryMenu.open', defaultMessage: 'Menu', description: 'Header (phones): button that opens the category drawer' },
})
