// The locale switch's messages.
import { defineMessages } from 'react-intl'

export const localeSwitchMessages = defineMessages({
  label: {
    id: 'localeSwitch.label',
    defaultMessage: 'Language',
    description: 'Accessible name of the group of links that switch the site language',
  },
})
