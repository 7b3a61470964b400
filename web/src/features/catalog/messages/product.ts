import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl'

/** The values of each message (checked where they are formatted). */
type ProductMessageValues = {
  documentTitle: { productName: string; brandName: string }
  loadError: NoMessageValues
  retry: NoMessageValues
  breadcrumbs: NoMessageValues
  gallery: { productName: string }
  thumbnails: NoMessageValues
  thumbnail: { number: number; count: number; alt: string }
  noImage: NoMessageValues
  currentPrice: NoMessageValues
  listPrice: NoMessageValues
  priceFrom: { price: string }
  tiersLabel: NoMessageValues
  tier: { quantity: number; price: string }
  promotionsLabel: NoMessageValues
  leaseCostLabel: NoMessageValues
  leaseFrom: NoMessageValues
  leaseQuantity: { quantity: number }
  leaseNotLeasable: NoMessageValues
  leaseOverCap: NoMessageValues
  leaseExcludedState: { state: string }
  leaseQuoteError: NoMessageValues
  leaseUpdating: NoMessageValues
  variationLabel: { attributeName: string; valueName: string }
  valueUnavailable: { valueName: string }
  quantity: NoMessageValues
  decrease: NoMessageValues
  increase: NoMessageValues
  quantityMinimum: { min: number }
  quantitySteps: { min: number; step: number }
  outOfStock: NoMessageValues
  onlyLeftFor: { stockLevel: number; productName: string }
  onlyLeft: { stockLevel: number }
  choose: { attributes: string }
  listAnd: { first: string; last: string }
  setHeading: NoMessageValues
  bundleHeading: NoMessageValues
  bundleItem: { quantity: number; productName: string; link: MessageTag }
  featuresHeading: NoMessageValues
}

/** Messages of the product detail page (/product/{productId}). */
export const productMessages = defineMessages<ProductMessageValues>({
  documentTitle: {
    id: 'product.documentTitle',
    defaultMessage: '{productName} | {brandName}',
    description: 'Document title of a product page; {productName} is the product name, {brandName} e.g. Northwind Lease',
  },
  loadError: {
    id: 'product.loadError',
    defaultMessage: 'This product could not be loaded. Please try again later.',
    description: 'Product page: shown instead of the product when it could not be loaded',
  },
  retry: {
    id: 'product.retry',
    defaultMessage: 'Try again',
    description: 'Product page: button under the load error that loads the product again',
  },
  breadcrumbs: {
    id: 'product.breadcrumbs',
    defaultMessage: 'Breadcrumb',
    description: 'Product page: accessible name of the breadcrumb navigation (categories above the product)',
  },
  gallery: {
    id: 'product.gallery.label',
    defaultMessage: 'Images of {productName}',
    description: 'Product page: accessible name of the image gallery',
  },
  thumbnails: {
    id: 'product.gallery.thumbnails',
    defaultMessage: 'Choose an image',
    description: 'Product page: accessible name of the row of thumbnail buttons under the main image',
  },
  thumbnail: {
    id: 'product.gallery.thumbnail',
    defaultMessage: 'Image {number} of {count}: {alt}',
    description: 'Product page: accessible name of a thumbnail button that shows that image large; {alt} describes the image',
  },
  noImage: {
    id: 'product.gallery.noImage',
    defaultMessage: 'No image available',
    description: 'Product page: text of the placeholder shown when a product has no image',
  },
  currentPrice: {
    id: 'product.price.current',
    defaultMessage: 'Price:',
    description: 'Product page: label read by screen readers before the price to pay',
  },
  listPrice: {
    id: 'product.price.list',
    defaultMessage: 'Original price:',
    description: 'Product page: label read by screen readers before the struck-through list price of a product on sale',
  },
  priceFrom: {
    id: 'product.price.from',
    defaultMessage: 'From {price}',
    description:
      'Product page: price of a product whose options have different prices, before one is chosen; {price} is the lowest, e.g. $137.99',
  },
  tiersLabel: {
    id: 'product.price.tiers',
    defaultMessage: 'Quantity discounts',
    description: 'Product page: accessible name of the list of quantity discounts',
  },
  tier: {
    id: 'product.price.tier',
    defaultMessage: 'Buy {quantity} or more: {price} each',
    description: 'Product page: a quantity discount; {quantity} is a number of items, {price} the price of each, e.g. $124.19',
  },
  promotionsLabel: {
    id: 'product.promotions',
    defaultMessage: 'Promotions',
    description: 'Product page: accessible name of the list of promotions that apply to the product',
  },
  leaseCostLabel: {
    id: 'product.leaseCost.label',
    defaultMessage: 'Lease-to-own cost',
    description: 'Product page: accessible name of the box that discloses what leasing the product costs',
  },
  leaseFrom: {
    id: 'product.leaseCost.from',
    defaultMessage: 'For the lowest price. Choose the options to see the lease of yours.',
    description: 'Product page: the lease shown is for the lowest price of a product whose options cost different amounts',
  },
  leaseQuantity: {
    id: 'product.leaseCost.quantity',
    defaultMessage: 'For {quantity} items.',
    description: 'Product page: the lease shown is for the chosen quantity, e.g. For 2 items.',
  },
  leaseNotLeasable: {
    id: 'product.leaseCost.notLeasable',
    defaultMessage: 'Lease-to-own isn’t available for this item: a lease can’t pay for it.',
    description: 'Product page: a product a lease cannot pay for',
  },
  leaseOverCap: {
    id: 'product.leaseCost.overCap',
    defaultMessage: 'This costs more than a lease can pay for.',
    description: 'Product page: the price is above the most an approval is for',
  },
  leaseExcludedState: {
    id: 'product.leaseCost.excludedState',
    defaultMessage: 'Lease-to-own isn’t offered in {state}.',
    description: 'Product page: the shopper’s state has no lease-to-own; {state} is two letters, e.g. MN',
  },
  leaseQuoteError: {
    id: 'product.leaseCost.error',
    defaultMessage: 'We couldn’t work out this lease. Please try again.',
    description: 'Product page: the lease for the chosen options could not be loaded',
  },
  leaseUpdating: {
    id: 'product.leaseCost.updating',
    defaultMessage: 'Working out the lease of your choice…',
    description: 'Product page: the lease for the chosen options, quantity or pay frequency is being asked of the server',
  },
  variationLabel: {
    id: 'product.variation.label',
    defaultMessage: '{attributeName}: {valueName}',
    description: 'Product page: label of a variation choice with the chosen value, e.g. "Color: Navy"',
  },
  valueUnavailable: {
    id: 'product.variation.unavailable',
    defaultMessage: '{valueName}, not available',
    description:
      'Product page: accessible name of a variation value (a colour, a size) that cannot be ordered, e.g. "Queen, not available"',
  },
  quantity: {
    id: 'product.quantity.label',
    defaultMessage: 'Quantity',
    description: 'Product page: label of the quantity field',
  },
  decrease: {
    id: 'product.quantity.decrease',
    defaultMessage: 'Decrease quantity',
    description: 'Product page: accessible name of the minus button of the quantity field',
  },
  increase: {
    id: 'product.quantity.increase',
    defaultMessage: 'Increase quantity',
    description: 'Product page: accessible name of the plus button of the quantity field',
  },
  quantityMinimum: {
    id: 'product.quantity.minimum',
    defaultMessage: 'Minimum {min}.',
    description: 'Product page: hint under the quantity field when a product has a minimum order quantity above 1',
  },
  quantitySteps: {
    id: 'product.quantity.steps',
    defaultMessage: 'Minimum {min}, in steps of {step}.',
    description: 'Product page: hint under the quantity field when a product is sold in multiples, e.g. tires: minimum 2, in steps of 2',
  },
  outOfStock: {
    id: 'product.inventory.outOfStock',
    defaultMessage: 'Out of stock',
    description: 'Product page: the chosen product or variant cannot be ordered',
  },
  onlyLeftFor: {
    id: 'product.inventory.onlyLeftFor',
    defaultMessage: 'Only {stockLevel} left for {productName}!',
    description:
      'Product page: fewer items in stock than the chosen quantity, for a set or bundle; {productName} is the member with the fewest',
  },
  onlyLeft: {
    id: 'product.inventory.onlyLeft',
    defaultMessage: 'Only {stockLevel} left!',
    description: 'Product page: fewer items in stock than the chosen quantity',
  },
  choose: {
    id: 'product.inventory.choose',
    defaultMessage: 'Choose your {attributes}.',
    description:
      'Product page: prompt while not every variation is chosen; {attributes} is a list of lowercase attribute names, e.g. "color and size"',
  },
  listAnd: {
    id: 'product.list.and',
    defaultMessage: '{first} and {last}',
    description: 'Product page: joins the last two items of a list, e.g. "color and size"',
  },
  setHeading: {
    id: 'product.set.heading',
    defaultMessage: 'In this set',
    description: 'Product page of a product set: heading of the list of products in the set',
  },
  bundleHeading: {
    id: 'product.bundle.heading',
    defaultMessage: 'In this bundle',
    description: 'Product page of a bundle: heading of the list of products in the bundle',
  },
  bundleItem: {
    id: 'product.bundle.item',
    defaultMessage: '{quantity} × <link>{productName}</link>',
    description:
      'Product page of a bundle: a product of the bundle with how many of it, e.g. "4 × Tourline AS All-Season Tire"; <link> links to the product',
  },
  featuresHeading: {
    id: 'product.features.heading',
    defaultMessage: 'Features',
    description: 'Product page: heading of the list of product features',
  },
})
