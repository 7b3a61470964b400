// The lease agreement: the rental-purchase disclosures, print and PDF.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type Brand = { brandName: string }

type AgreementMessagesValues = {
  heading: None
  documentTitle: Brand
  print: None
  download: None
  downloading: None
  downloadError: None
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
  download: {
    id: 'leaseAgreement.download',
    defaultMessage: 'Download PDF',
    description: 'Lease agreement: button that downloads the agreement as a PDF file',
  },
  downloading: {
    id: 'leaseAgreement.downloading',
    defaultMessage: 'Preparing PDF…',
    description: 'Lease agreement: the Download PDF button while the PDF is being made',
  },
  downloadError: {
    id: 'leaseAgreement.downloadError',
    defaultMessage: "We couldn't make the PDF. Please try again.",
    description: 'Lease agreement: the PDF could not be made or downloaded',
  },
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
  title: {
    id: 'leaseAgreement.doc.title',
    defaultMessage: 'Rental-Purchase Agreement',
    description: 'Lease agreement document: its title',
  },
  intro: {
    id: 'leaseAgreement.doc.intro',
    defaultMessage:
      'Lease #{number}, signed on {date} at {storeName}, {storeAddress}. In this agreement, “you” means the customer and “we” means {brandName}. We own the merchandise and rent it to you.',
    description: 'Lease agreement document: the parties and the date',
  },
  merchandiseHeading: {
    id: 'leaseAgreement.doc.merchandise',
    defaultMessage: 'Merchandise',
    description: 'Lease agreement document: heading of the merchandise table',
  },
  item: { id: 'leaseAgreement.doc.item', defaultMessage: 'Item', description: 'Lease agreement document: merchandise column header' },
  quantity: {
    id: 'leaseAgreement.doc.quantity',
    defaultMessage: 'Quantity',
    description: 'Lease agreement document: merchandise column header',
  },
  unitCashPrice: {
    id: 'leaseAgreement.doc.unitCashPrice',
    defaultMessage: 'Cash price (each)',
    description: 'Lease agreement document: merchandise column header',
  },
  disclosuresHeading: {
    id: 'leaseAgreement.doc.disclosures',
    defaultMessage: 'Rental-purchase disclosures',
    description: 'Lease agreement document: heading of the cost disclosures the rental-purchase laws require',
  },
  cashPrice: { id: 'leaseAgreement.doc.cashPrice', defaultMessage: 'Cash price', description: 'Lease agreement disclosures: term' },
  numberOfPayments: {
    id: 'leaseAgreement.doc.numberOfPayments',
    defaultMessage: 'Number of payments',
    description: 'Lease agreement disclosures: term',
  },
  numberOfPaymentsValue: {
    id: 'leaseAgreement.doc.numberOfPaymentsValue',
    defaultMessage: '{count} payments, {frequency}, over {months, plural, one {# month} other {# months}}',
    description: 'Lease agreement disclosures: {count} payments (initial included), {frequency} e.g. Weekly, {months} the term',
  },
  initialPayment: {
    id: 'leaseAgreement.doc.initialPayment',
    defaultMessage: 'Initial payment at signing',
    description: 'Lease agreement disclosures: term',
  },
  regularPayment: {
    id: 'leaseAgreement.doc.regularPayment',
    defaultMessage: 'Each regular payment',
    description: 'Lease agreement disclosures: term',
  },
  paymentValue: {
    id: 'leaseAgreement.doc.paymentValue',
    defaultMessage: '{total} ({rent} rent plus {tax} tax)',
    description: 'Lease agreement disclosures: a payment and its parts',
  },
  totalOfPayments: {
    id: 'leaseAgreement.doc.totalOfPayments',
    defaultMessage: 'Total of payments (before tax)',
    description: 'Lease agreement disclosures: term',
  },
  totalCostToOwn: {
    id: 'leaseAgreement.doc.totalCostToOwn',
    defaultMessage: 'Total cost to own (tax included)',
    description: 'Lease agreement disclosures: term',
  },
  ownershipHeading: {
    id: 'leaseAgreement.doc.ownershipHeading',
    defaultMessage: 'No ownership until paid',
    description: 'Lease agreement document: section heading',
  },
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
  chargesHeading: {
    id: 'leaseAgreement.doc.chargesHeading',
    defaultMessage: 'Other charges',
    description: 'Lease agreement document: section heading',
  },
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
  earlyPurchaseHeading: {
    id: 'leaseAgreement.doc.earlyPurchaseHeading',
    defaultMessage: 'Early purchase option',
    description: 'Lease agreement document: section heading',
  },
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
  reinstatementHeading: {
    id: 'leaseAgreement.doc.reinstatementHeading',
    defaultMessage: 'Reinstatement rights',
    description: 'Lease agreement document: section heading',
  },
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
