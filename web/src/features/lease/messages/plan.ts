// The plan details page: the summary and the payment schedule.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type Brand = { brandName: string }

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
  summaryHeading: {
    id: 'planDetails.summary.heading',
    defaultMessage: 'Your plan',
    description: 'Plan details: heading of the plan summary',
  },
  leaseNumber: { id: 'planDetails.leaseNumber', defaultMessage: 'Lease number', description: 'Plan details: label' },
  status: { id: 'planDetails.status', defaultMessage: 'Status', description: 'Plan details: label of the lease status' },
  payFrequency: {
    id: 'planDetails.payFrequency',
    defaultMessage: 'Pay frequency',
    description: 'Plan details: label of how often payments are due',
  },
  term: { id: 'planDetails.term', defaultMessage: 'Term', description: 'Plan details: label of the lease term' },
  termMonths: {
    id: 'planDetails.termMonths',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
    description: 'Plan details: the lease term in months',
  },
  approvedAmount: {
    id: 'planDetails.approvedAmount',
    defaultMessage: 'Approved amount',
    description: 'Plan details: label of the approved amount',
  },
  cashPrice: {
    id: 'planDetails.cashPrice',
    defaultMessage: 'Cash price',
    description: 'Plan details: label of the cash price of the merchandise',
  },
  rentPerPayment: { id: 'planDetails.rentPerPayment', defaultMessage: 'Rent per payment (before tax)', description: 'Plan details: label' },
  totalOfPayments: {
    id: 'planDetails.totalOfPayments',
    defaultMessage: 'Total of payments (before tax)',
    description: 'Plan details: label',
  },
  totalCostToOwn: {
    id: 'planDetails.totalCostToOwn',
    defaultMessage: 'Total cost to own (tax included)',
    description: 'Plan details: label',
  },
  totalPaid: { id: 'planDetails.totalPaid', defaultMessage: 'Total paid', description: 'Plan details: label' },
  balance: {
    id: 'planDetails.balance',
    defaultMessage: 'Remaining balance',
    description: 'Plan details: label of everything still unpaid',
  },
  remainingPayments: {
    id: 'planDetails.remainingPayments',
    defaultMessage: 'Remaining payments',
    description: 'Plan details: label of the number of payments left',
  },
  signedOn: { id: 'planDetails.signedOn', defaultMessage: 'Signed on', description: 'Plan details: label of the signing date' },
  deliveredOn: { id: 'planDetails.deliveredOn', defaultMessage: 'Delivered on', description: 'Plan details: label of the delivery date' },
  notDelivered: {
    id: 'planDetails.notDelivered',
    defaultMessage: 'Not delivered yet',
    description: 'Plan details: the merchandise has no delivery date yet',
  },
  zipCode: { id: 'planDetails.zipCode', defaultMessage: 'ZIP code', description: 'Plan details: label of the lease ZIP code' },
  stateCode: { id: 'planDetails.stateCode', defaultMessage: 'State', description: 'Plan details: label of the lease state' },
  scheduleHeading: {
    id: 'planDetails.schedule.heading',
    defaultMessage: 'Payment schedule',
    description: 'Plan details: heading and caption of the schedule table',
  },
  colPayment: {
    id: 'planDetails.schedule.payment',
    defaultMessage: 'Payment',
    description: 'Plan details schedule: column header of the payment number',
  },
  colDueDate: { id: 'planDetails.schedule.dueDate', defaultMessage: 'Due date', description: 'Plan details schedule: column header' },
  colRent: { id: 'planDetails.schedule.rent', defaultMessage: 'Rent', description: 'Plan details schedule: column header' },
  colFees: { id: 'planDetails.schedule.fees', defaultMessage: 'Fees', description: 'Plan details schedule: column header' },
  colTax: { id: 'planDetails.schedule.tax', defaultMessage: 'Tax', description: 'Plan details schedule: column header' },
  colTotal: { id: 'planDetails.schedule.total', defaultMessage: 'Total', description: 'Plan details schedule: column header' },
  colPaid: {
    id: 'planDetails.schedule.paid',
    defaultMessage: 'Paid',
    description: 'Plan details schedule: column header of the amount paid',
  },
  colStatus: { id: 'planDetails.schedule.status', defaultMessage: 'Status', description: 'Plan details schedule: column header' },
  initialPayment: {
    id: 'planDetails.schedule.initial',
    defaultMessage: 'Initial',
    description: 'Plan details schedule: the payment made at signing',
  },
  rowPaid: { id: 'planDetails.schedule.rowPaid', defaultMessage: 'Paid', description: 'Plan details schedule: a settled payment' },
  rowPartlyPaid: {
    id: 'planDetails.schedule.rowPartlyPaid',
    defaultMessage: 'Partly paid',
    description: 'Plan details schedule: a payment paid in part',
  },
  rowPastDue: {
    id: 'planDetails.schedule.rowPastDue',
    defaultMessage: 'Past due',
    description: 'Plan details schedule: an unpaid payment whose due date passed',
  },
  rowUpcoming: {
    id: 'planDetails.schedule.rowUpcoming',
    defaultMessage: 'Upcoming',
    description: 'Plan details schedule: a payment not due yet',
  },
})

/** How often payments are due (the API's `pay_frequency`). */
