import { defineMessages, type NoMessageValues } from 'react-intl'

type N = NoMessageValues

export const consentMessages = defineMessages<{
  bannerTitle: N
  bannerText: N
  acceptAll: N
  necessaryOnly: N
  choose: N
  dialogTitle: N
  dialogIntro: N
  close: N
  necessary: N
  necessaryText: N
  alwaysOn: N
  performance: N
  performanceText: N
  marketing: N
  marketingText: N
  save: N
  preferences: N
}>({
  bannerTitle: {
    id: 'consent.banner.title',
    defaultMessage: 'Your cookie choices',
    description: 'Heading of the cookie bar shown at the bottom of every page until the visitor chooses',
  },
  bannerText: {
    id: 'consent.banner.text',
    defaultMessage:
      'We use the cookies the site needs to work. With your OK, we also use cookies to improve the site and to know which ad or link brought you here.',
    description: 'Text of the cookie bar',
  },
  acceptAll: {
    id: 'consent.acceptAll',
    defaultMessage: 'Accept all',
    description: 'Button (cookie bar and cookie preferences window) that allows every kind of cookie',
  },
  necessaryOnly: {
    id: 'consent.necessaryOnly',
    defaultMessage: 'Necessary only',
    description: 'Button of the cookie bar that refuses every cookie the site does not need to work',
  },
  choose: {
    id: 'consent.choose',
    defaultMessage: 'Choose cookies',
    description: 'Button of the cookie bar that opens the cookie preferences window',
  },
  dialogTitle: {
    id: 'consent.dialog.title',
    defaultMessage: 'Cookie preferences',
    description: 'Title of the window where the visitor chooses which kinds of cookies the site may use',
  },
  dialogIntro: {
    id: 'consent.dialog.intro',
    defaultMessage: 'Choose which cookies we may use. You can change your choice at any time from the foot of any page.',
    description: 'Text at the top of the cookie preferences window',
  },
  close: {
    id: 'consent.dialog.close',
    defaultMessage: 'Close cookie preferences',
    description: 'Accessible name of the × that closes the cookie preferences window without saving',
  },
  necessary: {
    id: 'consent.necessary',
    defaultMessage: 'Necessary',
    description: 'Cookie preferences window: name of the kind of cookies the site needs to work',
  },
  necessaryText: {
    id: 'consent.necessary.text',
    defaultMessage: 'Keep you signed in and remember your cart, language, location and this choice. The site can’t work without them.',
    description: 'Cookie preferences window: what necessary cookies do',
  },
  alwaysOn: {
    id: 'consent.alwaysOn',
    defaultMessage: 'Always on',
    description: 'Cookie preferences window: said of necessary cookies, which cannot be turned off',
  },
  performance: {
    id: 'consent.performance',
    defaultMessage: 'Performance',
    description: 'Cookie preferences window: label of the checkbox for cookies that measure how the site is used',
  },
  performanceText: {
    id: 'consent.performance.text',
    defaultMessage: 'Let us see which products you view, to recommend others, and ask for your feedback about the site.',
    description: 'Cookie preferences window: what performance cookies do',
  },
  marketing: {
    id: 'consent.marketing',
    defaultMessage: 'Marketing',
    description: 'Cookie preferences window: label of the checkbox for cookies that remember the campaign that brought the visitor',
  },
  marketingText: {
    id: 'consent.marketing.text',
    defaultMessage:
      'Remember the ad, partner or friend’s link that brought you here, for up to 14 days. They need performance cookies too.',
    description: 'Cookie preferences window: what marketing cookies do',
  },
  save: {
    id: 'consent.save',
    defaultMessage: 'Save my choices',
    description: 'Cookie preferences window: button that keeps the kinds of cookies checked',
  },
  preferences: {
    id: 'consent.preferences',
    defaultMessage: 'Cookie preferences',
    description: 'Button at the foot of every page that opens the cookie preferences window',
  },
})
