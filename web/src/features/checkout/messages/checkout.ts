// The checkout paid by a lease: its reduced header and footer, steps, quote, agreement and
// signature, placing the order, and the confirmation.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const checkoutMessages = defineMessages<{
  documentTitle: { brandName: string }
  title: NoMessageValues
  backToCart: { count: number }
  homeLink: { brandName: string }
  footer: NoMessageValues
  emptyCart: NoMessageValues
  continueShopping: NoMessageValues
  loadError: NoMessageValues
  retry: NoMessageValues
  edit: NoMessageValues
  editStep: { step: string }
  stepHeading: { number: number; title: string }
  contactTitle: NoMessageValues
  addressTitle: NoMessageValues
  shippingTitle: NoMessageValues
  leaseTitle: NoMessageValues
  reviewTitle: NoMessageValues
  signedInAs: { email: string }
  signedIn: NoMessageValues
  signInWhy: NoMessageValues
  signIn: NoMessageValues
  firstName: NoMessageValues
  lastName: NoMessageValues
  address1: NoMessageValues
  address2: NoMessageValues
  city: NoMessageValues
  state: NoMessageValues
  chooseState: NoMessageValues
  zip: NoMessageValues
  phone: NoMessageValues
  required: { field: string }
  stateRequired: NoMessageValues
  zipInvalid: NoMessageValues
  phoneInvalid: NoMessageValues
  saveAddress: NoMessageValues
  saveMethod: NoMessageValues
  methodOption: { name: string; price: string }
  free: NoMessageValues
  saveError: NoMessageValues
  approvedFor: { amount: string; leaseNumber: string }
  apply: NoMessageValues
  quoteHeading: NoMessageValues
  cashPrice: NoMessageValues
  cardHeading: NoMessageValues
  cardNumber: NoMessageValues
  cardHolder: NoMessageValues
  expMonth: NoMessageValues
  expYear: NoMessageValues
  securityCode: NoMessageValues
  cardRequired: { field: string }
  saveCard: NoMessageValues
  cardOnFile: { brand: string; masked: string }
  changeCard: NoMessageValues
  agreementHeading: NoMessageValues
  fullName: NoMessageValues
  fullNameHint: { name: string }
  fullNameRequired: NoMessageValues
  consent: NoMessageValues
  consentRequired: NoMessageValues
  sign: NoMessageValues
  nameMismatch: NoMessageValues
  agreementChanged: NoMessageValues
  signedBy: { name: string }
  placeOrder: NoMessageValues
  placing: NoMessageValues
  declined: NoMessageValues
  processorDown: NoMessageValues
  outOfStock: NoMessageValues
  orderSummary: NoMessageValues
  subtotal: NoMessageValues
  shipping: NoMessageValues
  tax: NoMessageValues
  orderTotal: NoMessageValues
  lineQuantity: { name: string; quantity: number }
  confirmationTitle: NoMessageValues
  confirmationDocumentTitle: { orderNo: string; brandName: string }
  orderNumber: { orderNo: string }
  leaseNumber: { leaseNumber: string }
  leaseStatus: { status: string }
  firstDue: { date: string }
  emailSent: NoMessageValues
  toDashboard: NoMessageValues
  orderLoadError: NoMessageValues
  reasonEmpty: NoMessageValues
  reasonNotLeasable: NoMessageValues
  reasonBelowMinimum: { minimum: string }
  reasonExcludedState: { state: string }
  reasonApprovalRequired: NoMessageValues
  reasonOverApproval: { amount: string }
}>({
  documentTitle: { id: 'checkout.documentTitle', defaultMessage: 'Checkout | {brandName}', description: 'Browser tab title of /checkout' },
  title: { id: 'checkout.title', defaultMessage: 'Checkout', description: 'Heading of /checkout' },
  backToCart: {
    id: 'checkout.backToCart',
    defaultMessage: 'Back to cart ({count, plural, one {# item} other {# items}})',
    description: 'Checkout header: link back to the cart with the number of items in it',
  },
  homeLink: {
    id: 'checkout.homeLink',
    defaultMessage: '{brandName} home',
    description: 'Checkout header: accessible name of the logo link',
  },
  footer: {
    id: 'checkout.footer',
    defaultMessage: 'Lease-to-own by Northwind Lease. This is a demo store: no real charges are made.',
    description: 'Checkout: the reduced footer text (demo)',
  },
  emptyCart: { id: 'checkout.emptyCart', defaultMessage: 'Your cart is empty.', description: 'Checkout with nothing in the cart' },
  continueShopping: {
    id: 'checkout.continueShopping',
    defaultMessage: 'Continue shopping',
    description: 'Link home from an empty checkout',
  },
  loadError: {
    id: 'checkout.loadError',
    defaultMessage: "We couldn't load your checkout. Please try again.",
    description: 'Checkout: the basket or lease could not be read',
  },
  retry: { id: 'checkout.retry', defaultMessage: 'Try again', description: 'Button that loads the checkout again' },
  edit: { id: 'checkout.edit', defaultMessage: 'Edit', description: 'Button that reopens a done checkout step' },
  editStep: { id: 'checkout.editStep', defaultMessage: 'Edit {step}', description: 'Accessible name of a step’s Edit button' },
  stepHeading: {
    id: 'checkout.stepHeading',
    defaultMessage: '{number}. {title}',
    description: 'A checkout step heading: its number and title',
  },
  contactTitle: { id: 'checkout.contactTitle', defaultMessage: 'Contact', description: 'Checkout step 1 title' },
  addressTitle: { id: 'checkout.addressTitle', defaultMessage: 'Shipping address', description: 'Checkout step 2 title' },
  shippingTitle: { id: 'checkout.shippingTitle', defaultMessage: 'Shipping method', description: 'Checkout step 3 title' },
  leaseTitle: { id: 'checkout.leaseTitle', defaultMessage: 'Pay with a Northwind lease', description: 'Checkout step 4 title' },
  reviewTitle: { id: 'checkout.reviewTitle', defaultMessage: 'Review and sign your lease', description: 'Checkout step 5 title' },
  signedInAs: { id: 'checkout.signedInAs', defaultMessage: 'Signed in as {email}', description: 'Checkout contact step once signed in' },
  signedIn: {
    id: 'checkout.signedIn',
    defaultMessage: "You're signed in.",
    description: 'Checkout contact step once signed in, without an email',
  },
  signInWhy: {
    id: 'checkout.signInWhy',
    defaultMessage: 'A lease belongs to a customer: sign in or create an account to continue. Your cart stays as it is.',
    description: 'Checkout contact step for a guest',
  },
  signIn: {
    id: 'checkout.signIn',
    defaultMessage: 'Sign in or create an account',
    description: 'Checkout contact step: button that opens sign-in',
  },
  firstName: { id: 'checkout.firstName', defaultMessage: 'First name', description: 'Address field label' },
  lastName: { id: 'checkout.lastName', defaultMessage: 'Last name', description: 'Address field label' },
  address1: { id: 'checkout.address1', defaultMessage: 'Street address', description: 'Address field label' },
  address2: { id: 'checkout.address2', defaultMessage: 'Apartment, suite (optional)', description: 'Address field label' },
  city: { id: 'checkout.city', defaultMessage: 'City', description: 'Address field label' },
  state: { id: 'checkout.state', defaultMessage: 'State', description: 'Address field label' },
  chooseState: { id: 'checkout.chooseState', defaultMessage: 'Choose a state', description: 'First option of the state select' },
  zip: { id: 'checkout.zip', defaultMessage: 'ZIP code', description: 'Address field label' },
  phone: { id: 'checkout.phone', defaultMessage: 'Phone', description: 'Address field label' },
  required: { id: 'checkout.required', defaultMessage: 'Please enter your {field}.', description: 'A required address field left empty' },
  stateRequired: { id: 'checkout.stateRequired', defaultMessage: 'Please select your state.', description: 'No state chosen' },
  zipInvalid: {
    id: 'checkout.zipInvalid',
    defaultMessage: 'Invalid Zipcode. Please enter a valid Zipcode.',
    description: 'The ZIP code is not 5 digits',
  },
  phoneInvalid: {
    id: 'checkout.phoneInvalid',
    defaultMessage: 'Please enter a valid 10-digit phone number.',
    description: 'The phone is not 10 digits',
  },
  saveAddress: {
    id: 'checkout.saveAddress',
    defaultMessage: 'Ship to this address',
    description: 'Button that saves the shipping address',
  },
  saveMethod: { id: 'checkout.saveMethod', defaultMessage: 'Continue', description: 'Button that saves the shipping method' },
  methodOption: { id: 'checkout.methodOption', defaultMessage: '{name}: {price}', description: 'A shipping method and its price' },
  free: { id: 'checkout.free', defaultMessage: 'Free', description: 'A shipping method with no charge' },
  saveError: {
    id: 'checkout.saveError',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'A checkout change failed',
  },
  approvedFor: {
    id: 'checkout.approvedFor',
    defaultMessage: 'You are approved for up to {amount} (lease #{leaseNumber}).',
    description: 'Lease step: the approval that pays for the order',
  },
  apply: { id: 'checkout.apply', defaultMessage: 'Apply for a lease', description: 'Lease step: opens the lease application window' },
  quoteHeading: { id: 'checkout.quoteHeading', defaultMessage: 'Your lease', description: 'Heading of the lease quote' },
  cashPrice: { id: 'checkout.cashPrice', defaultMessage: 'Cash price (products and delivery)', description: 'Quote row' },
  cardHeading: {
    id: 'checkout.cardHeading',
    defaultMessage: 'Card for the initial payment',
    description: 'Lease step: the card form heading',
  },
  cardNumber: { id: 'checkout.cardNumber', defaultMessage: 'Card number', description: 'Card field label' },
  cardHolder: { id: 'checkout.cardHolder', defaultMessage: 'Name on card', description: 'Card field label' },
  expMonth: { id: 'checkout.expMonth', defaultMessage: 'Expiry month', description: 'Card field label' },
  expYear: { id: 'checkout.expYear', defaultMessage: 'Expiry year', description: 'Card field label' },
  securityCode: { id: 'checkout.securityCode', defaultMessage: 'Security code', description: 'Card field label' },
  cardRequired: { id: 'checkout.cardRequired', defaultMessage: 'Please enter the {field}.', description: 'A card field left empty' },
  saveCard: { id: 'checkout.saveCard', defaultMessage: 'Use this card', description: 'Button that saves the card for the initial payment' },
  cardOnFile: {
    id: 'checkout.cardOnFile',
    defaultMessage: 'Initial payment from {brand} {masked}',
    description: 'Lease step summary: the card the initial payment is charged to',
  },
  changeCard: { id: 'checkout.changeCard', defaultMessage: 'Use another card', description: 'Button that shows the card form again' },
  agreementHeading: {
    id: 'checkout.agreementHeading',
    defaultMessage: 'Lease agreement',
    description: 'Review step: the agreement heading',
  },
  fullName: { id: 'checkout.fullName', defaultMessage: 'Type your full name to sign', description: 'Signature field label' },
  fullNameHint: {
    id: 'checkout.fullNameHint',
    defaultMessage: 'As on your lease application: {name}',
    description: 'Under the signature field: the name to type',
  },
  fullNameRequired: { id: 'checkout.fullNameRequired', defaultMessage: 'Please type your full name.', description: 'Signature left empty' },
  consent: {
    id: 'checkout.consent',
    defaultMessage: 'I have read the lease agreement and agree to sign it electronically.',
    description: 'Signature consent checkbox',
  },
  consentRequired: {
    id: 'checkout.consentRequired',
    defaultMessage: 'Check the box to agree to sign electronically.',
    description: 'Signature consent left unchecked',
  },
  sign: { id: 'checkout.sign', defaultMessage: 'Sign the lease', description: 'Button that signs the agreement' },
  nameMismatch: {
    id: 'checkout.nameMismatch',
    defaultMessage: 'Type your full name as it is on your lease application.',
    description: 'The typed name is not the applicant’s',
  },
  agreementChanged: {
    id: 'checkout.agreementChanged',
    defaultMessage: 'The lease changed since you read it. Review it and sign again.',
    description: 'The basket changed after the agreement was shown',
  },
  signedBy: { id: 'checkout.signedBy', defaultMessage: 'Signed by {name}', description: 'Review step once signed' },
  placeOrder: { id: 'checkout.placeOrder', defaultMessage: 'Place order', description: 'Button that places the order' },
  placing: { id: 'checkout.placing', defaultMessage: 'Placing your order…', description: 'Place order while it runs' },
  declined: {
    id: 'checkout.declined',
    defaultMessage: 'The initial payment was declined and nothing was charged. Try another card.',
    description: 'Place order: the card was declined',
  },
  processorDown: {
    id: 'checkout.processorDown',
    defaultMessage: "The payment processor didn't answer. Nothing was charged twice: place the order again.",
    description: 'Place order: the processor did not answer',
  },
  outOfStock: {
    id: 'checkout.outOfStock',
    defaultMessage: 'Some items sold out while you checked out. Review your cart.',
    description: 'Place order: stock ran out',
  },
  orderSummary: { id: 'checkout.orderSummary', defaultMessage: 'Order summary', description: 'Heading of the order totals' },
  subtotal: { id: 'checkout.subtotal', defaultMessage: 'Subtotal', description: 'Order totals row' },
  shipping: { id: 'checkout.shipping', defaultMessage: 'Delivery', description: 'Order totals row' },
  tax: { id: 'checkout.tax', defaultMessage: 'Sales tax', description: 'Order totals row' },
  orderTotal: { id: 'checkout.orderTotal', defaultMessage: 'Cash total', description: 'Order totals row: the cash price with tax' },
  lineQuantity: { id: 'checkout.lineQuantity', defaultMessage: '{name} × {quantity}', description: 'An order line: product and quantity' },
  confirmationTitle: {
    id: 'checkout.confirmationTitle',
    defaultMessage: 'Thank you for your order!',
    description: 'Heading of the confirmation',
  },
  confirmationDocumentTitle: {
    id: 'checkout.confirmationDocumentTitle',
    defaultMessage: 'Order {orderNo} | {brandName}',
    description: 'Browser tab title of the confirmation',
  },
  orderNumber: { id: 'checkout.orderNumber', defaultMessage: 'Order number: {orderNo}', description: 'Confirmation: the order number' },
  leaseNumber: { id: 'checkout.leaseNumber', defaultMessage: 'Lease number: {leaseNumber}', description: 'Confirmation: the lease number' },
  leaseStatus: {
    id: 'checkout.leaseStatus',
    defaultMessage:
      'Lease status: {status, select, Pending {Pending delivery} Active {Active} PastDue {Past due} PaidOut {Paid out} Returned {Returned} other {Charged off}}',
    description: 'Confirmation: the lease status',
  },
  firstDue: {
    id: 'checkout.firstDue',
    defaultMessage: 'First payment due {date}',
    description: 'Confirmation: the first regular due date',
  },
  emailSent: {
    id: 'checkout.emailSent',
    defaultMessage: 'We emailed your receipt and the signed agreement.',
    description: 'Confirmation: the email',
  },
  toDashboard: {
    id: 'checkout.toDashboard',
    defaultMessage: 'See your lease in your account',
    description: 'Confirmation: link to the dashboard',
  },
  orderLoadError: {
    id: 'checkout.orderLoadError',
    defaultMessage: "We couldn't find that order.",
    description: 'Confirmation: no such order',
  },
  reasonEmpty: { id: 'checkout.reasonEmpty', defaultMessage: 'Your cart is empty.', description: 'Why the cart cannot be leased' },
  reasonNotLeasable: {
    id: 'checkout.reasonNotLeasable',
    defaultMessage: "Some items in your cart can't be leased. Remove them to pay with a lease.",
    description: 'Why the cart cannot be leased',
  },
  reasonBelowMinimum: {
    id: 'checkout.reasonBelowMinimum',
    defaultMessage: 'A lease starts at {minimum}. Add to your cart to pay with a lease.',
    description: 'Why the cart cannot be leased',
  },
  reasonExcludedState: {
    id: 'checkout.reasonExcludedState',
    defaultMessage: 'Lease-to-own is not offered in {state}. Ship to another state to pay with a lease.',
    description: 'Why the cart cannot be leased',
  },
  reasonApprovalRequired: {
    id: 'checkout.reasonApprovalRequired',
    defaultMessage: 'Apply for a lease to pay with one: it takes a few minutes.',
    description: 'Why the cart cannot be leased yet',
  },
  reasonOverApproval: {
    id: 'checkout.reasonOverApproval',
    defaultMessage: 'Your cart is over your approved amount of {amount}. Remove items to pay with a lease.',
    description: 'Why the cart cannot be leased',
  },
})
