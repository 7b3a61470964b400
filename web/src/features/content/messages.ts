// The content feature's messages.
import { defineMessages } from 'react-intl'

export const footerMessages = defineMessages<{ copyright: { year: string; brandName: string }; copyrightNoYear: { brandName: string } }>({
  copyright: {
    id: 'footer.copyright',
    defaultMessage: '© {year} {brandName}. All rights reserved.',
    description: 'Footer copyright line; {brandName} is the brand name, e.g. Northwind Lease',
  },
  copyrightNoYear: {
    id: 'footer.copyrightNoYear',
    defaultMessage: '© {brandName}. All rights reserved.',
    description:
      'Footer copyright line in the server-rendered page, before the browser adds the current year; {brandName} is e.g. Northwind Lease',
  },
})
