import { defineMessages, type NoMessageValues as None } from 'react-intl'

type Brand = { brandName: string }

/** A lease's status as a word (the API's `status`), for the label, badges and tables. */
export const leaseStatusMessages = defineMessages({
  Pending: { id: 'leaseStatus.pending', defaultMessage: 'Pending', description: 'Lease status: signed, merchandise not delivered yet' },
  Active: { id: 'leaseStatus.active', defaultMessage: 'Active', description: 'Lease status: in good standing' },
  PastDue: { id: 'leaseStatus.pastDue', defaultMessage: 'Past due', description: 'Lease status: a payment is late' },
  PaidOut: { id: 'leaseStatus.paidOut', defaultMessage: 'Paid out', description: 'Lease status: paid in full, the customer owns the merchandise' },
  Returned: { id: 'leaseStatus.returned', defaultMessage: 'Returned', description: 'Lease status: the merchandise was returned, the lease is closed' },
  ChargedOff: {
    id: 'leaseStatus.chargedOff',
    defaultMessage: 'Charged off',
    description: 'Lease status: closed for non-payment (its debt may have been sold to a debt buyer)',
  },
})

type LeaseMessagesValues = {
  label: { number: string; storeName: string; status: string }
  storeAddress: { address1: string; city: string; stateCode: string; postalCode: string }
  loadError: None
  detailsError: None
  retry: None
  noLeasesHeading: None
  noLeasesText: Brand
  startShopping: None
  debtBuyerNotice: { debtBuyer: string }
  backToDashboard: None
}

export const leaseMessages = defineMessages<LeaseMessagesValues>({
  label: {
    id: 'lease.label',
    defaultMessage: 'Lease #{number} {storeName} ({status})',
    description:
      'Lease list label (portal spec §3) in the lease selector; {number} is the lease number, {storeName} the store name cut to 10 characters with an ellipsis, {status} the lease status word',
  },
  storeAddress: {
    id: 'lease.storeAddress',
    defaultMessage: '{address1}, {city}, {stateCode} {postalCode}',
    description: 'A store address on one line',
  },
  loadError: {
    id: 'lease.loadError',
    defaultMessage: "We couldn't load your leases right now.",
    description: 'Customer portal: the lease list could not be loaded',
  },
  detailsError: {
    id: 'lease.detailsError',
    defaultMessage: "We couldn't load the details of this lease.",
    description: 'Customer portal: the selected lease details could not be loaded',
  },
  retry: { id: 'lease.retry', defaultMessage: 'Try again', description: 'Customer portal: button that loads the failed lease data again' },
  noLeasesHeading: {
    id: 'lease.noLeases.heading',
    defaultMessage: "You don't have any leases yet",
    description: 'Customer portal: heading shown to a customer without leases',
  },
  noLeasesText: {
    id: 'lease.noLeases.text',
    defaultMessage: 'When you lease merchandise with {brandName}, your lease shows up here.',
    description: 'Customer portal: text shown to a customer without leases; {brandName} is e.g. Northwind Lease',
  },
  startShopping: {
    id: 'lease.noLeases.startShopping',
    defaultMessage: 'Start shopping',
    description: 'Customer portal: link to the storefront home for a customer without leases',
  },
  debtBuyerNotice: {
    id: 'lease.debtBuyerNotice',
    defaultMessage: 'This lease is managed by {debtBuyer}. Please contact {debtBuyer} about this account.',
    description: 'Customer portal: shown instead of lease pages for a lease whose debt was sold; {debtBuyer} is the company that bought it',
  },
  backToDashboard: {
    id: 'lease.backToDashboard',
    defaultMessage: 'Back to Home',
    description: 'Customer portal: link back to the dashboard (the Home item of the portal navigation)',
  },
})

export const leaseSelectorMessages = defineMessages({
  label: { id: 'leaseSelector.label', defaultMessage: 'Lease', description: 'Header: label of the lease selector (customer portal)' },
  loading: {
    id: 'leaseSelector.loading',
    defaultMessage: 'Loading leases…',
    description: 'Header: the lease selector while the lease list loads',
  },
  disabledHint: {
    id: 'leaseSelector.disabledHint',
    defaultMessage: 'You can switch leases on your dashboard.',
    description: 'Header: note under the lease selector on pages where it is disabled (a payment, a plan, the agreement)',
  },
})

type DashboardMessagesValues = {
  selectedLease: { number: string }
  pending: { storeName: string }
  active: None
  pastDue: { days: number }
  paidOut: None
  returned: None
  chargedOff: { storeName: string }
  chargedOffDebtBuyer: { debtBuyer: string }
  nextPaymentHeading: None
  nextPaymentDue: { date: string }
  taxIncluded: { tax: string }
  noNextPayment: None
  pastDueHeading: None
  pastDueDays: { days: number }
  catchUp: None
  payoffHeading: None
  payoffSameAsCash: { date: string }
  payoffEarlyPurchase: None
  payoffAsOf: { date: string }
  balance: { amount: string }
  totalPaid: { amount: string }
  merchandiseHeading: None
  merchandiseQuantity: { quantity: number }
  storeHeading: None
  planDetailsLink: None
}

export const dashboardMessages = defineMessages<DashboardMessagesValues>({
  selectedLease: {
    id: 'leaseDashboard.selectedLease',
    defaultMessage: 'Lease #{number}',
    description: 'Customer portal dashboard: heading of the selected lease; {number} is the lease number',
  },
  pending: {
    id: 'leaseDashboard.state.pending',
    defaultMessage: 'Your lease is being set up. Your payment schedule starts once {storeName} delivers your merchandise.',
    description: 'Customer portal dashboard: a Pending lease; {storeName} is the store',
  },
  active: {
    id: 'leaseDashboard.state.active',
    defaultMessage: 'Your lease is in good standing. Thank you for paying on time!',
    description: 'Customer portal dashboard: an Active lease',
  },
  pastDue: {
    id: 'leaseDashboard.state.pastDue',
    defaultMessage:
      'Your lease is {days, plural, one {# day} other {# days}} past due. Catch up to keep your lease in good standing.',
    description: 'Customer portal dashboard: a PastDue lease; {days} is the number of days past due',
  },
  paidOut: {
    id: 'leaseDashboard.state.paidOut',
    defaultMessage: 'Congratulations, you own it! This lease is paid in full and nothing more is due.',
    description: 'Customer portal dashboard: a PaidOut lease',
  },
  returned: {
    id: 'leaseDashboard.state.returned',
    defaultMessage: 'The merchandise was returned and this lease is closed. Nothing more is due.',
    description: 'Customer portal dashboard: a Returned lease',
  },
  chargedOff: {
    id: 'leaseDashboard.state.chargedOff',
    defaultMessage: 'This lease was charged off for non-payment. Please contact {storeName} about this account.',
    description: 'Customer portal dashboard: a ChargedOff lease without a debt buyer; {storeName} is the store',
  },
  chargedOffDebtBuyer: {
    id: 'leaseDashboard.state.chargedOffDebtBuyer',
    defaultMessage:
      'This lease was charged off and its balance was sold to {debtBuyer}. Please contact {debtBuyer} about this account; we can no longer take payments for it.',
    description: 'Customer portal dashboard: a ChargedOff lease whose debt was sold; {debtBuyer} is the company that bought it',
  },
  nextPaymentHeading: { id: 'leaseDashboard.nextPayment.heading', defaultMessage: 'Next payment', description: 'Customer portal dashboard: heading of the next payment card' },
  nextPaymentDue: {
    id: 'leaseDashboard.nextPayment.due',
    defaultMessage: 'Due {date}',
    description: 'Customer portal dashboard: due date of the next payment; {date} is e.g. March 13, 2026',
  },
  taxIncluded: {
    id: 'leaseDashboard.taxIncluded',
    defaultMessage: 'Includes {tax} tax',
    description: 'Customer portal dashboard: the tax part of an amount; {tax} is e.g. $3.27',
  },
  noNextPayment: {
    id: 'leaseDashboard.nextPayment.none',
    defaultMessage: 'No payment is scheduled.',
    description: 'Customer portal dashboard: the lease has no next payment',
  },
  pastDueHeading: { id: 'leaseDashboard.pastDue.heading', defaultMessage: 'Past due', description: 'Customer portal dashboard: heading of the past-due card' },
  pastDueDays: {
    id: 'leaseDashboard.pastDue.days',
    defaultMessage: '{days, plural, one {# day} other {# days}} late',
    description: 'Customer portal dashboard: how late the past-due amount is',
  },
  catchUp: {
    id: 'leaseDashboard.pastDue.catchUp',
    defaultMessage: 'Catch up on payments',
    description: 'Customer portal dashboard: link to the catch-up plans of a past-due lease',
  },
  payoffHeading: { id: 'leaseDashboard.payoff.heading', defaultMessage: 'Payoff quote', description: 'Customer portal dashboard: heading of the payoff card' },
  payoffSameAsCash: {
    id: 'leaseDashboard.payoff.sameAsCash',
    defaultMessage: 'Own your merchandise for its cash price plus a small fee: pay this amount by {date}.',
    description: 'Customer portal dashboard: the payoff inside the 90-day window; {date} is its last day',
  },
  payoffEarlyPurchase: {
    id: 'leaseDashboard.payoff.earlyPurchase',
    defaultMessage: 'Own your merchandise today and save on the remaining payments.',
    description: 'Customer portal dashboard: the early purchase payoff after the 90-day window',
  },
  payoffAsOf: {
    id: 'leaseDashboard.payoff.asOf',
    defaultMessage: 'Quote as of {date}, tax included.',
    description: 'Customer portal dashboard: the day the payoff quote is for; {date} is e.g. March 13, 2026',
  },
  balance: {
    id: 'leaseDashboard.balance',
    defaultMessage: 'Remaining balance: {amount}',
    description: 'Customer portal dashboard: everything still unpaid on the schedule',
  },
  totalPaid: {
    id: 'leaseDashboard.totalPaid',
    defaultMessage: 'Total paid: {amount}',
    description: 'Customer portal dashboard: what the customer paid on the lease so far',
  },
  merchandiseHeading: { id: 'leaseDashboard.merchandise.heading', defaultMessage: 'Merchandise', description: 'Customer portal dashboard: heading of the leased merchandise' },
  merchandiseQuantity: {
    id: 'leaseDashboard.merchandise.quantity',
    defaultMessage: 'Quantity: {quantity}',
    description: 'Customer portal dashboard: quantity of a merchandise line',
  },
  storeHeading: { id: 'leaseDashboard.store.heading', defaultMessage: 'Store', description: 'Customer portal dashboard: heading of the store where the lease was signed' },
  planDetailsLink: {
    id: 'leaseDashboard.planDetailsLink',
    defaultMessage: 'View plan details',
    description: 'Customer portal dashboard: link to the plan details page',
  },
})

type ProfileMessagesValues = {
  sectionsLabel: None
  profile: None
  planDetails: None
  agreement: None
  heading: None
  documentTitle: Brand
  contactHeading: None
  name: None
  email: None
  leaseHeading: None
  store: None
  status: None
  benefitsPlus: None
}

export const profileMessages = defineMessages<ProfileMessagesValues>({
  sectionsLabel: {
    id: 'leaseProfile.sectionsLabel',
    defaultMessage: 'Profile sections',
    description: 'Accessible name of the navigation between the profile pages',
  },
  profile: { id: 'leaseProfile.nav.profile', defaultMessage: 'My profile', description: 'Profile pages navigation: the profile overview' },
  planDetails: { id: 'leaseProfile.nav.planDetails', defaultMessage: 'Plan details', description: 'Profile pages navigation: the plan details page' },
  agreement: { id: 'leaseProfile.nav.agreement', defaultMessage: 'Lease agreement', description: 'Profile pages navigation: the lease agreement page' },
  heading: { id: 'leaseProfile.heading', defaultMessage: 'Profile', description: 'Heading of the customer portal profile page' },
  documentTitle: {
    id: 'leaseProfile.documentTitle',
    defaultMessage: 'Profile | {brandName}',
    description: 'Document title of the profile page; {brandName} is e.g. Northwind Lease',
  },
  contactHeading: { id: 'leaseProfile.contact.heading', defaultMessage: 'Contact information', description: 'Profile page: heading of the customer name and email' },
  name: { id: 'leaseProfile.contact.name', defaultMessage: 'Name', description: 'Profile page: label of the customer name' },
  email: { id: 'leaseProfile.contact.email', defaultMessage: 'Email', description: 'Profile page: label of the customer email' },
  leaseHeading: { id: 'leaseProfile.lease.heading', defaultMessage: 'Your lease', description: 'Profile page: heading of the selected lease summary' },
  store: { id: 'leaseProfile.lease.store', defaultMessage: 'Store', description: 'Profile page: label of the store of the lease' },
  status: { id: 'leaseProfile.lease.status', defaultMessage: 'Status', description: 'Profile page: label of the lease status' },
  benefitsPlus: { id: 'leaseProfile.lease.benefitsPlus', defaultMessage: 'Benefits Plus', description: 'Profile page: label of the Benefits Plus status' },
})

type PlanMessagesValues = {
  heading: None
  documentTitle: Brand
  summaryHeading: None
  leaseNumber: None
  status: None
  payFrequency: None
  term: None
  termMonths: { months: number }
  approvedAmount: None
  cashPrice: None
  rentPerPayment: None
  totalOfPayments: None
  totalCostToOwn: None
  totalPaid: None
  balance: None
  remainingPayments: None
  signedOn: None
  deliveredOn: None
  notDelivered: None
  zipCode: None
  stateCode: None
  scheduleHeading: None
  colPayment: None
  colDueDate: None
  colRent: None
  colFees: None
  colTax: None
  colTotal: None
  colPaid: None
  colStatus: None
  initialPayment: None
  rowPaid: None
  rowPartlyPaid: None
  rowPastDue: None
  rowUpcoming: None
}

export const planMessages = defineMessages<PlanMessagesValues>({
  heading: { id: 'planDetails.heading', defaultMessage: 'Plan details', description: 'Heading of the plan details page' },
  documentTitle: {
    id: 'planDetails.documentTitle',
    defaultMessage: 'Plan details | {brandName}',
    description: 'Document title of the plan details page; {brandName} is e.g. Northwind Lease',
  },
  summaryHeading: { id: 'planDetails.summary.heading', defaultMessage: 'Your plan', description: 'Plan details: heading of the plan summary' },
  leaseNumber: { id: 'planDetails.leaseNumber', defaultMessage: 'Lease number', description: 'Plan details: label' },
  status: { id: 'planDetails.status', defaultMessage: 'Status', description: 'Plan details: label of the lease status' },
  payFrequency: { id: 'planDetails.payFrequency', defaultMessage: 'Pay frequency', description: 'Plan details: label of how often payments are due' },
  term: { id: 'planDetails.term', defaultMessage: 'Term', description: 'Plan details: label of the lease term' },
  termMonths: {
    id: 'planDetails.termMonths',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
    description: 'Plan details: the lease term in months',
  },
  approvedAmount: { id: 'planDetails.approvedAmount', defaultMessage: 'Approved amount', description: 'Plan details: label of the approved amount' },
  cashPrice: { id: 'planDetails.cashPrice', defaultMessage: 'Cash price', description: 'Plan details: label of the cash price of the merchandise' },
  rentPerPayment: { id: 'planDetails.rentPerPayment', defaultMessage: 'Rent per payment (before tax)', description: 'Plan details: label' },
  totalOfPayments: { id: 'planDetails.totalOfPayments', defaultMessage: 'Total of payments (before tax)', description: 'Plan details: label' },
  totalCostToOwn: { id: 'planDetails.totalCostToOwn', defaultMessage: 'Total cost to own (tax included)', description: 'Plan details: label' },
  totalPaid: { id: 'planDetails.totalPaid', defaultMessage: 'Total paid', description: 'Plan details: label' },
  balance: { id: 'planDetails.balance', defaultMessage: 'Remaining balance', description: 'Plan details: label of everything still unpaid' },
  remainingPayments: { id: 'planDetails.remainingPayments', defaultMessage: 'Remaining payments', description: 'Plan details: label of the number of payments left' },
  signedOn: { id: 'planDetails.signedOn', defaultMessage: 'Signed on', description: 'Plan details: label of the signing date' },
  deliveredOn: { id: 'planDetails.deliveredOn', defaultMessage: 'Delivered on', description: 'Plan details: label of the delivery date' },
  notDelivered: { id: 'planDetails.notDelivered', defaultMessage: 'Not delivered yet', description: 'Plan details: the merchandise has no delivery date yet' },
  zipCode: { id: 'planDetails.zipCode', defaultMessage: 'ZIP code', description: 'Plan details: label of the lease ZIP code' },
  stateCode: { id: 'planDetails.stateCode', defaultMessage: 'State', description: 'Plan details: label of the lease state' },
  scheduleHeading: { id: 'planDetails.schedule.heading', defaultMessage: 'Payment schedule', description: 'Plan details: heading and caption of the schedule table' },
  colPayment: { id: 'planDetails.schedule.payment', defaultMessage: 'Payment', description: 'Plan details schedule: column header of the payment number' },
  colDueDate: { id: 'planDetails.schedule.dueDate', defaultMessage: 'Due date', description: 'Plan details schedule: column header' },
  colRent: { id: 'planDetails.schedule.rent', defaultMessage: 'Rent', description: 'Plan details schedule: column header' },
  colFees: { id: 'planDetails.schedule.fees', defaultMessage: 'Fees', description: 'Plan details schedule: column header' },
  colTax: { id: 'planDetails.schedule.tax', defaultMessage: 'Tax', description: 'Plan details schedule: column header' },
  colTotal: { id: 'planDetails.schedule.total', defaultMessage: 'Total', description: 'Plan details schedule: column header' },
  colPaid: { id: 'planDetails.schedule.paid', defaultMessage: 'Paid', description: 'Plan details schedule: column header of the amount paid' },
  colStatus: { id: 'planDetails.schedule.status', defaultMessage: 'Status', description: 'Plan details schedule: column header' },
  initialPayment: { id: 'planDetails.schedule.initial', defaultMessage: 'Initial', description: 'Plan details schedule: the payment made at signing' },
  rowPaid: { id: 'planDetails.schedule.rowPaid', defaultMessage: 'Paid', description: 'Plan details schedule: a settled payment' },
  rowPartlyPaid: { id: 'planDetails.schedule.rowPartlyPaid', defaultMessage: 'Partly paid', description: 'Plan details schedule: a payment paid in part' },
  rowPastDue: { id: 'planDetails.schedule.rowPastDue', defaultMessage: 'Past due', description: 'Plan details schedule: an unpaid payment whose due date passed' },
  rowUpcoming: { id: 'planDetails.schedule.rowUpcoming', defaultMessage: 'Upcoming', description: 'Plan details schedule: a payment not due yet' },
})

/** How often payments are due (the API's `pay_frequency`). */
export const payFrequencyMessages = defineMessages({
  weekly: { id: 'payFrequency.weekly', defaultMessage: 'Weekly', description: 'Pay frequency: every week' },
  bi_weekly: { id: 'payFrequency.biWeekly', defaultMessage: 'Every two weeks', description: 'Pay frequency: bi-weekly' },
  semi_monthly: { id: 'payFrequency.semiMonthly', defaultMessage: 'Twice a month', description: 'Pay frequency: semi-monthly' },
  monthly: { id: 'payFrequency.monthly', defaultMessage: 'Monthly', description: 'Pay frequency: every month' },
})

type BenefitsPlusMessagesValues = {
  heading: None
  about: { fee: string }
  status: { status: string }
  enrolled: None
  notEnrolled: None
  enroll: None
  cancel: None
  closedLease: None
  enrollTitle: None
  enrollText: { fee: string }
  cancelTitle: None
  cancelText: { fee: string }
  confirmEnroll: None
  confirmCancel: None
  goBack: None
  close: None
  saving: None
  enrolledDone: None
  cancelledDone: None
  paymentsChanged: { count: number }
  errorClosed: None
  errorGeneric: None
  mobileDocumentTitle: Brand
  backToPlan: None
}

export const benefitsPlusMessages = defineMessages<BenefitsPlusMessagesValues>({
  heading: { id: 'benefitsPlus.heading', defaultMessage: 'Benefits Plus', description: 'Heading of the Benefits Plus add-on (product protection and payment waiver)' },
  about: {
    id: 'benefitsPlus.about',
    defaultMessage: 'Product protection and a payment waiver for {fee} per payment, plus tax.',
    description: 'What Benefits Plus is; {fee} is the fee per payment before tax',
  },
  status: {
    id: 'benefitsPlus.status',
    defaultMessage: 'Status: {status}',
    description: 'Benefits Plus status line; {status} is Enrolled or Not enrolled',
  },
  enrolled: { id: 'benefitsPlus.enrolled', defaultMessage: 'Enrolled', description: 'Benefits Plus status: enrolled' },
  notEnrolled: { id: 'benefitsPlus.notEnrolled', defaultMessage: 'Not enrolled', description: 'Benefits Plus status: not enrolled' },
  enroll: { id: 'benefitsPlus.enroll', defaultMessage: 'Enroll in Benefits Plus', description: 'Button that starts the Benefits Plus enrolment (asks for confirmation)' },
  cancel: { id: 'benefitsPlus.cancel', defaultMessage: 'Cancel Benefits Plus', description: 'Button that starts the Benefits Plus cancellation (asks for confirmation)' },
  closedLease: {
    id: 'benefitsPlus.closedLease',
    defaultMessage: "Benefits Plus can't be changed on a closed lease.",
    description: 'Benefits Plus: note on a paid-out, returned or charged-off lease',
  },
  enrollTitle: { id: 'benefitsPlus.confirm.enrollTitle', defaultMessage: 'Enroll in Benefits Plus?', description: 'Title of the Benefits Plus enrolment confirmation' },
  enrollText: {
    id: 'benefitsPlus.confirm.enrollText',
    defaultMessage: 'Each upcoming payment goes up by {fee}, plus tax. You can cancel at any time.',
    description: 'Benefits Plus enrolment confirmation; {fee} is the fee per payment before tax',
  },
  cancelTitle: { id: 'benefitsPlus.confirm.cancelTitle', defaultMessage: 'Cancel Benefits Plus?', description: 'Title of the Benefits Plus cancellation confirmation' },
  cancelText: {
    id: 'benefitsPlus.confirm.cancelText',
    defaultMessage: 'Each upcoming payment goes down by {fee}, plus tax, and your merchandise is no longer protected.',
    description: 'Benefits Plus cancellation confirmation; {fee} is the fee per payment before tax',
  },
  confirmEnroll: { id: 'benefitsPlus.confirm.enroll', defaultMessage: 'Yes, enroll', description: 'Benefits Plus confirmation: confirms the enrolment' },
  confirmCancel: { id: 'benefitsPlus.confirm.cancel', defaultMessage: 'Yes, cancel it', description: 'Benefits Plus confirmation: confirms the cancellation' },
  goBack: { id: 'benefitsPlus.confirm.goBack', defaultMessage: 'Go back', description: 'Benefits Plus confirmation: leaves without changing anything' },
  close: { id: 'benefitsPlus.confirm.close', defaultMessage: 'Close', description: 'Accessible label of the button closing the Benefits Plus confirmation' },
  saving: { id: 'benefitsPlus.saving', defaultMessage: 'Saving…', description: 'Benefits Plus confirmation button while the change is being saved' },
  enrolledDone: { id: 'benefitsPlus.done.enrolled', defaultMessage: "You're enrolled in Benefits Plus.", description: 'Benefits Plus: confirmation after enrolling' },
  cancelledDone: { id: 'benefitsPlus.done.cancelled', defaultMessage: 'Benefits Plus is cancelled.', description: 'Benefits Plus: confirmation after cancelling' },
  paymentsChanged: {
    id: 'benefitsPlus.done.paymentsChanged',
    defaultMessage: '{count, plural, one {# upcoming payment was updated.} other {# upcoming payments were updated.}}',
    description: 'Benefits Plus: how many upcoming payments changed with the enrolment or cancellation',
  },
  errorClosed: {
    id: 'benefitsPlus.error.closed',
    defaultMessage: "This lease is closed, so Benefits Plus can't be changed.",
    description: 'Benefits Plus: the server refused the change because the lease is closed (409)',
  },
  errorGeneric: {
    id: 'benefitsPlus.error.generic',
    defaultMessage: 'Something went wrong. Try again!',
    description: 'Benefits Plus: any other failure of the enrolment or cancellation',
  },
  mobileDocumentTitle: {
    id: 'benefitsPlus.mobile.documentTitle',
    defaultMessage: 'Benefits Plus | {brandName}',
    description: 'Document title of the Benefits Plus confirmation page for phones; {brandName} is e.g. Northwind Lease',
  },
  backToPlan: { id: 'benefitsPlus.mobile.backToPlan', defaultMessage: 'Back to plan details', description: 'Benefits Plus confirmation page: link back to the plan details' },
})

type AgreementMessagesValues = {
  heading: None
  documentTitle: Brand
  print: None
  download: None
  loadError: None
  fileName: { number: string }
  pdfPage: { page: number; pages: number }
  title: None
  intro: { number: string; date: string; storeName: string; storeAddress: string; brandName: string }
  merchandiseHeading: None
  item: None
  quantity: None
  unitCashPrice: None
  disclosuresHeading: None
  cashPrice: None
  numberOfPayments: None
  numberOfPaymentsValue: { count: number; frequency: string; months: number }
  initialPayment: None
  regularPayment: None
  paymentValue: { total: string; rent: string; tax: string }
  totalOfPayments: None
  totalCostToOwn: None
  ownershipHeading: None
  ownershipText: { total: string }
  returnText: None
  chargesHeading: None
  lateFee: { fee: string; days: number }
  benefitsPlusFee: { fee: string }
  salesTax: { rate: string }
  earlyPurchaseHeading: None
  earlyPurchaseWindow: { days: number; fee: string }
  earlyPurchaseAfter: { percent: string }
  reinstatementHeading: None
  reinstatementText: None
  governingLaw: { stateCode: string; date: string }
}

export const agreementMessages = defineMessages<AgreementMessagesValues>({
  heading: { id: 'leaseAgreement.heading', defaultMessage: 'Lease agreement', description: 'Heading of the lease agreement page' },
  documentTitle: {
    id: 'leaseAgreement.documentTitle',
    defaultMessage: 'Lease agreement | {brandName}',
    description: 'Document title of the lease agreement page; {brandName} is e.g. Northwind Lease',
  },
  print: { id: 'leaseAgreement.print', defaultMessage: 'Print', description: 'Lease agreement: button that prints the agreement' },
  download: { id: 'leaseAgreement.download', defaultMessage: 'Download PDF', description: 'Lease agreement: button that downloads the agreement as a PDF file' },
  loadError: {
    id: 'leaseAgreement.loadError',
    defaultMessage: "We couldn't load your lease agreement.",
    description: 'Lease agreement: the agreement could not be loaded',
  },
  fileName: {
    id: 'leaseAgreement.fileName',
    defaultMessage: 'lease-agreement-{number}',
    description: 'File name (without .pdf) of the downloaded agreement; {number} is the lease number. Lower case, no spaces.',
  },
  pdfPage: {
    id: 'leaseAgreement.pdfPage',
    defaultMessage: 'Page {page} of {pages}',
    description: 'Footer of each page of the downloaded agreement PDF',
  },
  title: { id: 'leaseAgreement.doc.title', defaultMessage: 'Rental-Purchase Agreement', description: 'Lease agreement document: its title' },
  intro: {
    id: 'leaseAgreement.doc.intro',
    defaultMessage:
      'Lease #{number}, signed on {date} at {storeName}, {storeAddress}. In this agreement, “you” means the customer and “we” means {brandName}. We own the merchandise and rent it to you.',
    description: 'Lease agreement document: the parties and the date',
  },
  merchandiseHeading: { id: 'leaseAgreement.doc.merchandise', defaultMessage: 'Merchandise', description: 'Lease agreement document: heading of the merchandise table' },
  item: { id: 'leaseAgreement.doc.item', defaultMessage: 'Item', description: 'Lease agreement document: merchandise column header' },
  quantity: { id: 'leaseAgreement.doc.quantity', defaultMessage: 'Quantity', description: 'Lease agreement document: merchandise column header' },
  unitCashPrice: { id: 'leaseAgreement.doc.unitCashPrice', defaultMessage: 'Cash price (each)', description: 'Lease agreement document: merchandise column header' },
  disclosuresHeading: {
    id: 'leaseAgreement.doc.disclosures',
    defaultMessage: 'Rental-purchase disclosures',
    description: 'Lease agreement document: heading of the cost disclosures the rental-purchase laws require',
  },
  cashPrice: { id: 'leaseAgreement.doc.cashPrice', defaultMessage: 'Cash price', description: 'Lease agreement disclosures: term' },
  numberOfPayments: { id: 'leaseAgreement.doc.numberOfPayments', defaultMessage: 'Number of payments', description: 'Lease agreement disclosures: term' },
  numberOfPaymentsValue: {
    id: 'leaseAgreement.doc.numberOfPaymentsValue',
    defaultMessage: '{count} payments, {frequency}, over {months, plural, one {# month} other {# months}}',
    description: 'Lease agreement disclosures: {count} payments (initial included), {frequency} e.g. Weekly, {months} the term',
  },
  initialPayment: { id: 'leaseAgreement.doc.initialPayment', defaultMessage: 'Initial payment at signing', description: 'Lease agreement disclosures: term' },
  regularPayment: { id: 'leaseAgreement.doc.regularPayment', defaultMessage: 'Each regular payment', description: 'Lease agreement disclosures: term' },
  paymentValue: {
    id: 'leaseAgreement.doc.paymentValue',
    defaultMessage: '{total} ({rent} rent plus {tax} tax)',
    description: 'Lease agreement disclosures: a payment and its parts',
  },
  totalOfPayments: { id: 'leaseAgreement.doc.totalOfPayments', defaultMessage: 'Total of payments (before tax)', description: 'Lease agreement disclosures: term' },
  totalCostToOwn: { id: 'leaseAgreement.doc.totalCostToOwn', defaultMessage: 'Total cost to own (tax included)', description: 'Lease agreement disclosures: term' },
  ownershipHeading: { id: 'leaseAgreement.doc.ownershipHeading', defaultMessage: 'No ownership until paid', description: 'Lease agreement document: section heading' },
  ownershipText: {
    id: 'leaseAgreement.doc.ownershipText',
    defaultMessage:
      'You will not own the merchandise until you have paid the total cost to own of {total} or used the early purchase option. This is a rental-purchase agreement, not a credit sale or a loan.',
    description: 'Lease agreement document: no ownership until paid; {total} is the total cost to own',
  },
  returnText: {
    id: 'leaseAgreement.doc.returnText',
    defaultMessage:
      'You may return the merchandise at any time, in good repair except for normal wear, and end this agreement. You then owe only the payments already due.',
    description: 'Lease agreement document: the right to return the merchandise and end the agreement',
  },
  chargesHeading: { id: 'leaseAgreement.doc.chargesHeading', defaultMessage: 'Other charges', description: 'Lease agreement document: section heading' },
  lateFee: {
    id: 'leaseAgreement.doc.lateFee',
    defaultMessage: 'Late fee: {fee} for each payment made more than {days, plural, one {# day} other {# days}} after its due date.',
    description: 'Lease agreement document: the late fee and its grace period',
  },
  benefitsPlusFee: {
    id: 'leaseAgreement.doc.benefitsPlusFee',
    defaultMessage: 'Benefits Plus (optional): {fee} per payment while you are enrolled.',
    description: 'Lease agreement document: the optional Benefits Plus fee',
  },
  salesTax: {
    id: 'leaseAgreement.doc.salesTax',
    defaultMessage: 'Sales tax: {rate} on every payment and on the early purchase price.',
    description: 'Lease agreement document: the sales tax rate',
  },
  earlyPurchaseHeading: { id: 'leaseAgreement.doc.earlyPurchaseHeading', defaultMessage: 'Early purchase option', description: 'Lease agreement document: section heading' },
  earlyPurchaseWindow: {
    id: 'leaseAgreement.doc.earlyPurchaseWindow',
    defaultMessage:
      'Within {days} days of delivery, you may buy the merchandise for its cash price plus a {fee} fee, minus the rent you have paid, plus tax.',
    description: 'Lease agreement document: the early purchase price inside the window',
  },
  earlyPurchaseAfter: {
    id: 'leaseAgreement.doc.earlyPurchaseAfter',
    defaultMessage:
      'After that, you may buy it at any time for {percent} of the remaining rent, plus tax. The early purchase price is never more than what is left to pay.',
    description: 'Lease agreement document: the early purchase price after the window; {percent} is e.g. 60%',
  },
  reinstatementHeading: { id: 'leaseAgreement.doc.reinstatementHeading', defaultMessage: 'Reinstatement rights', description: 'Lease agreement document: section heading' },
  reinstatementText: {
    id: 'leaseAgreement.doc.reinstatementText',
    defaultMessage:
      'If you miss a payment, you may reinstate this agreement without losing any rights or options by paying all past-due payments and late fees within the time the law of your state allows. If you returned the merchandise, you may reinstate within the same time, and we will give you the same merchandise or merchandise of equal quality.',
    description: 'Lease agreement document: reinstatement rights',
  },
  governingLaw: {
    id: 'leaseAgreement.doc.governingLaw',
    defaultMessage: 'This agreement is governed by the laws of the state of {stateCode}. Signed electronically on {date}.',
    description: 'Lease agreement document: governing law and signature date',
  },
})
