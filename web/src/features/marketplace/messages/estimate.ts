// "Estimate your lease": the cash price and pay frequency form, the lease it would be, its errors.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const estimateMessages = defineMessages<{
  heading: NoMessageValues
  headingAt: { retailerName: string }
  intro: NoMessageValues
  cashPriceLabel: NoMessageValues
  cashPriceHint: { max: string }
  cashPriceRequired: NoMessageValues
  cashPriceInvalid: NoMessageValues
  cashPriceZero: NoMessageValues
  cashPriceTooHigh: { max: string }
  payFrequencyInvalid: NoMessageValues
  submit: NoMessageValues
  estimating: NoMessageValues
  resultHeading: { cashPrice: string }
  initialPayment: NoMessageValues
  payment: { frequency: string }
  numberOfPayments: NoMessageValues
  numberOfPaymentsValue: { count: number }
  lastPayment: { amount: string }
  totalCostToOwn: NoMessageValues
  costAboveCashPrice: NoMessageValues
  term: NoMessageValues
  termValue: { months: number }
  earlyPurchase: { days: number; amount: string }
  earlyPurchaseDetail: { fee: string; taxIncluded: string }
  beforeTaxNote: NoMessageValues
  taxIncludedNote: { state: string }
  ownershipNote: NoMessageValues
  stateExcluded: { state: string }
  stateUnknown: { state: string }
  failed: NoMessageValues
}>({
  heading: { id: 'estimate.heading', defaultMessage: 'Estimate your lease', description: 'Lease estimate: heading of the calculator' },
  headingAt: {
    id: 'estimate.headingAt',
    defaultMessage: 'Estimate your lease at {retailerName}',
    description: 'Lease estimate: heading of the calculator on a retailer; {retailerName} is e.g. Ashford Home',
  },
  intro: {
    id: 'estimate.intro',
    defaultMessage: 'Enter a cash price and how often you’re paid to see what leasing it would cost.',
    description: 'Lease estimate: the line under the heading',
  },
  cashPriceLabel: {
    id: 'estimate.cashPrice.label',
    defaultMessage: 'Cash price',
    description: 'Lease estimate: label of the cash price field',
  },
  cashPriceHint: {
    id: 'estimate.cashPrice.hint',
    defaultMessage: 'In dollars, up to {max}.',
    description: 'Lease estimate: hint under the cash price field; {max} is the most an approval is for, e.g. $4,000',
  },
  cashPriceRequired: {
    id: 'estimate.cashPrice.required',
    defaultMessage: 'Enter the cash price.',
    description: 'Lease estimate: error when the cash price field is left empty',
  },
  cashPriceInvalid: {
    id: 'estimate.cashPrice.invalid',
    defaultMessage: 'Enter the cash price in dollars and cents, like 549.99.',
    description: 'Lease estimate: error when the cash price is not an amount of money',
  },
  cashPriceZero: {
    id: 'estimate.cashPrice.zero',
    defaultMessage: 'Enter a cash price above zero.',
    description: 'Lease estimate: error when the cash price is zero',
  },
  cashPriceTooHigh: {
    id: 'estimate.cashPrice.tooHigh',
    defaultMessage: 'Enter a cash price of {max} or less.',
    description: 'Lease estimate: error when the cash price is above the most an approval is for; {max} is e.g. $4,000',
  },
  payFrequencyInvalid: {
    id: 'estimate.payFrequency.invalid',
    defaultMessage: 'Choose how often you’re paid.',
    description: 'Lease estimate: error when the pay frequency is not one of the choices',
  },
  submit: { id: 'estimate.submit', defaultMessage: 'Estimate', description: 'Lease estimate: the button that asks for the estimate' },
  estimating: { id: 'estimate.estimating', defaultMessage: 'Estimating…', description: 'Lease estimate: shown while the estimate loads' },
  resultHeading: {
    id: 'estimate.result.heading',
    defaultMessage: 'Your estimate for a cash price of {cashPrice}',
    description: 'Lease estimate: heading of the result; {cashPrice} is e.g. $549.99',
  },
  initialPayment: {
    id: 'estimate.result.initialPayment',
    defaultMessage: 'Initial payment at signing',
    description: 'Lease estimate: the payment made when the lease is signed (it counts toward ownership)',
  },
  payment: {
    id: 'estimate.result.payment',
    defaultMessage:
      '{frequency, select, weekly {Weekly payment} bi_weekly {Payment every two weeks} semi_monthly {Payment twice a month} other {Monthly payment}}',
    description: 'Lease estimate: the regular payment; {frequency} is weekly, bi_weekly, semi_monthly or monthly',
  },
  numberOfPayments: {
    id: 'estimate.result.numberOfPayments',
    defaultMessage: 'Number of payments',
    description: 'Lease estimate: how many regular payments the lease has',
  },
  numberOfPaymentsValue: {
    id: 'estimate.result.numberOfPaymentsValue',
    defaultMessage: '{count, number} (after the initial payment)',
    description: 'Lease estimate: the number of regular payments, e.g. 52, made after the initial payment',
  },
  lastPayment: {
    id: 'estimate.result.lastPayment',
    defaultMessage: 'The last payment is {amount}.',
    description: 'Lease estimate: the last payment, which carries the cents left over by rounding; e.g. $21.04',
  },
  totalCostToOwn: {
    id: 'estimate.result.totalCostToOwn',
    defaultMessage: 'Total cost to own',
    description: 'Lease estimate: everything paid to own the merchandise by making every payment',
  },
  costAboveCashPrice: {
    id: 'estimate.result.costAboveCashPrice',
    defaultMessage: 'Cost above the cash price (before tax)',
    description: 'Lease estimate: how much more leasing costs than the cash price, before tax',
  },
  term: { id: 'estimate.result.term', defaultMessage: 'Lease term', description: 'Lease estimate: how long the lease lasts' },
  termValue: {
    id: 'estimate.result.termValue',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
    description: 'Lease estimate: the lease term, e.g. 12 months',
  },
  earlyPurchase: {
    id: 'estimate.result.earlyPurchase',
    defaultMessage: 'Own it within {days} days for {amount}',
    description:
      'Lease estimate: the early purchase option; {days} is 90, {amount} what owning it within those days costs in all, e.g. $559.99',
  },
  earlyPurchaseDetail: {
    id: 'estimate.result.earlyPurchaseDetail',
    defaultMessage:
      'That’s the cash price plus a {fee} fee{taxIncluded, select, true {, with tax} other {}}, the initial payment included.',
    description:
      'Lease estimate: what the early purchase amount is made of; {fee} is e.g. $10.00; {taxIncluded} is true when tax is included',
  },
  beforeTaxNote: {
    id: 'estimate.beforeTaxNote',
    defaultMessage: 'This estimate is before sales tax. Tax and optional fees (such as Benefits Plus) are added to each payment.',
    description: 'Lease estimate: note under the result when the amounts do not include sales tax',
  },
  taxIncludedNote: {
    id: 'estimate.taxIncludedNote',
    defaultMessage: 'This estimate includes {state} sales tax. Optional fees (such as Benefits Plus) are not included.',
    description: 'Lease estimate: note under the result when the amounts include the state’s sales tax; {state} is e.g. TX',
  },
  ownershipNote: {
    id: 'estimate.ownershipNote',
    defaultMessage:
      'You own the merchandise once every payment is made, or sooner with the early purchase option. Your lease agreement states the final terms.',
    description: 'Lease estimate: there is no ownership until every payment is made; the agreement has the final terms',
  },
  stateExcluded: {
    id: 'estimate.stateExcluded',
    defaultMessage: 'Lease-to-own isn’t offered in {state}.',
    description: 'Lease estimate: error when the shopper’s state is one the brand does not lease in; {state} is e.g. MN',
  },
  stateUnknown: {
    id: 'estimate.stateUnknown',
    defaultMessage: 'We can’t estimate a lease in {state} yet.',
    description: 'Lease estimate: error when there are no lease rules for the shopper’s state; {state} is e.g. PR',
  },
  failed: {
    id: 'estimate.failed',
    defaultMessage: 'We couldn’t estimate your lease right now. Please try again.',
    description: 'Lease estimate: error when the estimate could not be made',
  },
})
