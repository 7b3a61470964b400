// The marketplace pages: retailer tiles, category tabs, the retailer modal.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const marketplaceMessages = defineMessages<{
  documentTitle: { brandName: string }
  heading: NoMessageValues
  intro: { amount: string }
  shopOnlineHeading: NoMessageValues
  shopOnlineIntro: NoMessageValues
  findStoreHeading: NoMessageValues
  findStoreIntro: NoMessageValues
  appOnlyHeading: NoMessageValues
  categories: NoMessageValues
  locationNote: { postalCode: string; state: string }
  noLocationNote: NoMessageValues
  count: { count: number }
  empty: NoMessageValues
  loadError: NoMessageValues
  promoLoadError: NoMessageValues
  retry: NoMessageValues
  distance: { miles: string }
  appOnly: NoMessageValues
  howToShop: NoMessageValues
  modalTitle: { name: string }
  close: NoMessageValues
  stepApply: { amount: string }
  stepBrowse: { name: string }
  stepCheckout: { brandName: string }
  stepDownload: { brandName: string; name: string }
  stepAppShop: { name: string }
  alreadyApproved: NoMessageValues
  shopNow: NoMessageValues
  getTheApp: NoMessageValues
  leavesSite: NoMessageValues
  allCategories: NoMessageValues
}>({
  documentTitle: {
    id: 'marketplace.documentTitle',
    defaultMessage: 'Partner retailers | {brandName}',
    description: 'Marketplace page: the browser tab title; {brandName} is e.g. Northwind Lease',
  },
  heading: { id: 'marketplace.heading', defaultMessage: 'Shop with our partner retailers', description: 'Marketplace page: main heading' },
  intro: {
    id: 'marketplace.intro',
    defaultMessage: 'Get approved for up to {amount} in merchandise, then lease to own from the retailers below.',
    description: 'Marketplace page: the line under the heading; {amount} is the advertised approval amount, e.g. $4,000',
  },
  shopOnlineHeading: { id: 'marketplace.shopOnline.heading', defaultMessage: 'Shop online', description: 'Shop-online page: main heading' },
  shopOnlineIntro: {
    id: 'marketplace.shopOnline.intro',
    defaultMessage: 'Choose a category to see the retailers you can lease from online.',
    description: 'Shop-online page: the line under the heading',
  },
  findStoreHeading: {
    id: 'marketplace.findStore.heading',
    defaultMessage: 'Find a store near you',
    description: 'Find-a-store page: main heading',
  },
  findStoreIntro: {
    id: 'marketplace.findStore.intro',
    defaultMessage: 'Set your ZIP code to see the partner retailers that serve your area.',
    description: 'Find-a-store page: the line under the heading',
  },
  appOnlyHeading: {
    id: 'marketplace.appOnly.heading',
    defaultMessage: 'Retailers in our mobile app',
    description: 'Mobile-app-only retailers page: main heading',
  },
  categories: {
    id: 'marketplace.categories',
    defaultMessage: 'Retailer categories',
    description: 'Marketplace: accessible name of the category tabs',
  },
  locationNote: {
    id: 'marketplace.locationNote',
    defaultMessage: 'Retailers for ZIP {postalCode}, {state}',
    description: 'Marketplace: which location the retailers shown are for',
  },
  noLocationNote: {
    id: 'marketplace.noLocationNote',
    defaultMessage: 'Set your location to see the stores near you too.',
    description: 'Marketplace: shown while no location is set (only retailers that serve everywhere are listed)',
  },
  count: {
    id: 'marketplace.count',
    defaultMessage: '{count, plural, one {# retailer} other {# retailers}}',
    description: 'Marketplace: how many retailers a category shows',
  },
  empty: {
    id: 'marketplace.empty',
    defaultMessage: 'No partner retailer serves this area yet. Try another ZIP code.',
    description: 'Marketplace: no retailer is shown for the location',
  },
  loadError: {
    id: 'marketplace.loadError',
    defaultMessage: 'We couldn’t load the retailers.',
    description: 'Marketplace: the retailers failed to load',
  },
  promoLoadError: {
    id: 'marketplace.promoLoadError',
    defaultMessage: 'Error loading the page.',
    description: 'Marketplace: shown in place of the promo a link names when its content could not be loaded',
  },
  retry: { id: 'marketplace.retry', defaultMessage: 'Try again', description: 'Marketplace: button that loads the retailers again' },
  distance: {
    id: 'marketplace.distance',
    defaultMessage: '{miles} mi away',
    description: 'Retailer tile: how far the store is from the shopper, e.g. 12.3 mi away',
  },
  appOnly: {
    id: 'marketplace.appOnly',
    defaultMessage: 'App only',
    description: 'Retailer tile: badge of a retailer that takes applications in the mobile app only',
  },
  howToShop: {
    id: 'marketplace.howToShop',
    defaultMessage: 'How to shop',
    description: 'Retailer tile: button that opens the retailer’s how-to-shop window',
  },
  modalTitle: {
    id: 'marketplace.modal.title',
    defaultMessage: 'How to Shop at {name}',
    description: 'Retailer modal: title; {name} is the retailer',
  },
  close: { id: 'marketplace.modal.close', defaultMessage: 'Close', description: 'Retailer modal: close button' },
  stepApply: {
    id: 'marketplace.modal.step.apply',
    defaultMessage: 'Apply in minutes and get approved for up to {amount}.',
    description: 'Retailer modal (integrated retailer): first step',
  },
  stepBrowse: {
    id: 'marketplace.modal.step.browse',
    defaultMessage: 'Browse {name} and add what you want to your cart.',
    description: 'Retailer modal (integrated retailer): second step',
  },
  stepCheckout: {
    id: 'marketplace.modal.step.checkout',
    defaultMessage: 'Choose {brandName} at checkout and sign your lease.',
    description: 'Retailer modal (integrated retailer): third step; {brandName} is e.g. Northwind Lease',
  },
  stepDownload: {
    id: 'marketplace.modal.step.download',
    defaultMessage: 'Download the {brandName} app to apply and shop at {name}.',
    description: 'Retailer modal (mobile-app-only retailer): the step',
  },
  stepAppShop: {
    id: 'marketplace.modal.step.appShop',
    defaultMessage: 'Use your approval at {name} right from the app.',
    description: 'Retailer modal (mobile-app-only retailer): second step',
  },
  alreadyApproved: {
    id: 'marketplace.modal.alreadyApproved',
    defaultMessage: 'Already approved?',
    description: 'Retailer modal: text before the Shop Now link',
  },
  shopNow: {
    id: 'marketplace.modal.shopNow',
    defaultMessage: 'Shop Now',
    description: 'Retailer modal: link to the retailer’s site for an approved shopper',
  },
  getTheApp: {
    id: 'marketplace.modal.getTheApp',
    defaultMessage: 'Get the App',
    description: 'Retailer modal (mobile-app-only retailer): link to the mobile app page',
  },
  leavesSite: {
    id: 'marketplace.leavesSite',
    defaultMessage: '(the retailer’s site)',
    description: 'Screen-reader hint after a link to a retailer’s own site',
  },
  allCategories: {
    id: 'marketplace.allCategories',
    defaultMessage: 'All categories',
    description: 'Shop-online page: link back to every category',
  },
})
