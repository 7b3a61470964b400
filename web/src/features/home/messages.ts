// The home page's messages: its hero and tiles.
import { defineMessages } from 'react-intl'

export const homeHeroMessages = defineMessages({
  eyebrow: {
    id: 'home.hero.eyebrow',
    defaultMessage: 'Lease-to-own shopping',
    description: 'Home hero: small line above the headline',
  },
  headline: {
    id: 'home.hero.headline',
    defaultMessage: 'Lease up to $4,000 in merchandise',
    description: 'Home hero headline; $4,000 is the advertised approval amount',
  },
  subtext: {
    id: 'home.hero.subtext',
    defaultMessage:
      'Get the furniture, appliances and electronics you need today with flexible lease-to-own payments at partner retailers you already know. Apply in minutes and see your approval amount right away.',
    description: 'Home hero: text under the headline',
  },
  primaryCta: {
    id: 'home.hero.primaryCta',
    defaultMessage: 'Find a retailer',
    description: 'Home hero: call-to-action button leading to the retailer marketplace',
  },
  secondaryCta: {
    id: 'home.hero.secondaryCta',
    defaultMessage: 'How it works',
    description: 'Home hero: secondary button leading to the how-it-works page',
  },
  imageAlt: {
    id: 'home.hero.imageAlt',
    defaultMessage: 'A living room with a green sofa, a floor lamp and a plant',
    description: 'Home hero: text alternative of the illustration beside the headline (a living room: green sofa, floor lamp, plant)',
  },
})

export const homeTilesMessages = defineMessages({
  heading: {
    id: 'home.tiles.heading',
    defaultMessage: 'Ways to shop',
    description: 'Home page: heading above the tiles',
  },
  marketplaceTitle: {
    id: 'home.tiles.marketplace.title',
    defaultMessage: 'Shop the marketplace',
    description: 'Home tile title: the retailer marketplace',
  },
  marketplaceText: {
    id: 'home.tiles.marketplace.text',
    defaultMessage: 'Browse partner retailers, get pre-approved and shop online with your lease.',
    description: 'Home tile text: the retailer marketplace',
  },
  storeLocatorTitle: {
    id: 'home.tiles.storeLocator.title',
    defaultMessage: 'Find a store near you',
    description: 'Home tile title: the store locator',
  },
  storeLocatorText: {
    id: 'home.tiles.storeLocator.text',
    defaultMessage: 'Prefer to shop in person? Find partner stores that offer lease-to-own near your zip code.',
    description: 'Home tile text: the store locator',
  },
  mobileAppTitle: {
    id: 'home.tiles.mobileApp.title',
    defaultMessage: 'Get the app',
    description: 'Home tile title: the mobile app',
  },
  mobileAppText: {
    id: 'home.tiles.mobileApp.text',
    defaultMessage: 'Apply, shop and make payments from your phone, wherever you are.',
    description: 'Home tile text: the mobile app',
  },
})
