/**
 * The lease agreement's text (the values come from `get_agreement`): the rental-purchase
 * disclosures the law requires — cash price, number and amount of payments, total to own, no
 * ownership until paid, other charges, early-purchase terms, reinstatement rights — written from
 * the message catalogue in the page's locale around the agreement's values. One list of blocks,
 * read by the page (components/lease-agreement.tsx) and by the PDF (lib/pdf.ts), so the two
 * never say different things.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { agreementMessages, leaseMessages } from '../messages'
import type { LeaseFormatters } from './formatters'
import type { Agreement, LeaseAmount } from './lease-types'
import { payFrequencyText } from './pay-frequency'

export type AgreementBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'terms'; rows: { term: string; value: string }[] }
  | { kind: 'table'; head: string[]; rows: string[][] }

export function agreementDocument(
  agreement: Agreement,
  { intl, format, brandName }: { intl: IntlShape; format: LeaseFormatters; brandName: string },
): AgreementBlock[] {
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) => intl.formatMessage(message, values)
  const payment = (amount: LeaseAmount) =>
    t(agreementMessages.paymentValue, {
      total: format.money(amount.total),
      rent: format.money(amount.pretax),
      tax: format.money(amount.tax),
    })
  const { store } = agreement

  return [
    { kind: 'title', text: t(agreementMessages.title) },
    {
      kind: 'paragraph',
      text: t(agreementMessages.intro, {
        number: agreement.lease_number,
        date: format.date(agreement.signed_on),
        storeName: store.name,
        storeAddress: t(leaseMessages.storeAddress, { ...store }),
        brandName,
      }),
    },
    { kind: 'heading', text: t(agreementMessages.merchandiseHeading) },
    {
      kind: 'table',
      head: [t(agreementMessages.item), t(agreementMessages.quantity), t(agreementMessages.unitCashPrice)],
      rows: agreement.merchandise.map((line) => [line.name, intl.formatNumber(line.quantity), format.money(line.unit_price)]),
    },
    { kind: 'heading', text: t(agreementMessages.disclosuresHeading) },
    {
      kind: 'terms',
      rows: [
        { term: t(agreementMessages.cashPrice), value: format.money(agreement.cash_price) },
        {
          term: t(agreementMessages.numberOfPayments),
          value: t(agreementMessages.numberOfPaymentsValue, {
            count: agreement.number_of_payments,
            // Inside a sentence: `53 payments, weekly, over 12 months`.
            frequency: payFrequencyText(intl, agreement.pay_frequency).toLocaleLowerCase(intl.locale),
            months: agreement.term_months,
          }),
        },
        { term: t(agreementMessages.initialPayment), value: payment(agreement.initial_payment) },
        { term: t(agreementMessages.regularPayment), value: payment(agreement.regular_payment) },
        { term: t(agreementMessages.totalOfPayments), value: format.money(agreement.total_of_payments) },
        { term: t(agreementMessages.totalCostToOwn), value: format.money(agreement.total_cost_to_own) },
      ],
    },
    { kind: 'heading', text: t(agreementMessages.ownershipHeading) },
    { kind: 'paragraph', text: t(agreementMessages.ownershipText, { total: format.money(agreement.total_cost_to_own) }) },
    { kind: 'paragraph', text: t(agreementMessages.returnText) },
    { kind: 'heading', text: t(agreementMessages.chargesHeading) },
    {
      kind: 'paragraph',
      text: t(agreementMessages.lateFee, { fee: format.money(agreement.late_fee), days: agreement.late_fee_grace_days }),
    },
    { kind: 'paragraph', text: t(agreementMessages.benefitsPlusFee, { fee: format.money(agreement.benefits_plus_fee) }) },
    { kind: 'paragraph', text: t(agreementMessages.salesTax, { rate: format.percent(agreement.tax_rate_percent) }) },
    { kind: 'heading', text: t(agreementMessages.earlyPurchaseHeading) },
    {
      kind: 'paragraph',
      text: t(agreementMessages.earlyPurchaseWindow, {
        days: agreement.early_purchase_window_days,
        fee: format.money(agreement.early_purchase_fee),
      }),
    },
    { kind: 'paragraph', text: t(agreementMessages.earlyPurchaseAfter, { percent: format.percent(agreement.early_purchase_percent) }) },
    { kind: 'heading', text: t(agreementMessages.reinstatementHeading) },
    { kind: 'paragraph', text: t(agreementMessages.reinstatementText) },
    {
      kind: 'paragraph',
      text: t(agreementMessages.governingLaw, { stateCode: agreement.state_code, date: format.date(agreement.signed_on) }),
    },
  ]
}
