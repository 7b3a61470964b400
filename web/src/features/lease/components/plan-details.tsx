/**
 * /plan-details: the selected lease's plan — pay
 * frequency, term, approved amount, ZIP code and state, costs and what is left — its Benefits
 * Plus status with enrol/cancel, and the payment schedule as a table.
 */
import type { ReactNode } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { useLeaseFormat } from '../hooks/use-lease-format'
import { leaseStatusText } from '../lib/lease-status'
import type { LeaseDetails } from '../lib/lease-types'
import { payFrequencyText } from '../lib/pay-frequency'
import { scheduleRowState, type ScheduleRowState } from '../lib/schedule'
import { planMessages } from '../messages'
import { BenefitsPlusPanel } from './benefits-plus-panel'
import { PayoffNow } from './payoff-now'

const ROW_STATE_MESSAGES: Record<ScheduleRowState, MessageDescriptor> = {
  paid: planMessages.rowPaid,
  partlyPaid: planMessages.rowPartlyPaid,
  pastDue: planMessages.rowPastDue,
  upcoming: planMessages.rowUpcoming,
}

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-1 border-b border-neutral-200 py-1">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  )
}

export function PlanDetails({ details }: { details: LeaseDetails }) {
  const intl = useIntl()
  const format = useLeaseFormat()
  const t = (message: MessageDescriptor) => intl.formatMessage(message)

  return (
    <div className="flex flex-col gap-3">
      <section aria-labelledby="plan-summary-heading" className="rounded-card border border-neutral-200 bg-white p-2">
        <h2 id="plan-summary-heading" className="text-xl font-bold">
          {t(planMessages.summaryHeading)}
        </h2>
        <dl className="mt-1 grid gap-x-2 md:grid-cols-2">
          <Term term={t(planMessages.leaseNumber)}>{details.lease_number}</Term>
          <Term term={t(planMessages.status)}>{leaseStatusText(intl, details.status)}</Term>
          <Term term={t(planMessages.payFrequency)}>{payFrequencyText(intl, details.pay_frequency)}</Term>
          <Term term={t(planMessages.term)}>{intl.formatMessage(planMessages.termMonths, { months: details.term_months })}</Term>
          <Term term={t(planMessages.approvedAmount)}>{format.money(details.approved_amount)}</Term>
          <Term term={t(planMessages.cashPrice)}>{format.money(details.cash_price)}</Term>
          <Term term={t(planMessages.rentPerPayment)}>{format.money(details.rent_per_payment)}</Term>
          <Term term={t(planMessages.totalOfPayments)}>{format.money(details.total_of_payments)}</Term>
          <Term term={t(planMessages.totalCostToOwn)}>{format.money(details.total_cost_to_own)}</Term>
          <Term term={t(planMessages.totalPaid)}>{format.money(details.total_paid)}</Term>
          <Term term={t(planMessages.balance)}>{format.money(details.balance)}</Term>
          <Term term={t(planMessages.remainingPayments)}>{intl.formatNumber(details.remaining_payments)}</Term>
          <Term term={t(planMessages.signedOn)}>{format.date(details.signed_on)}</Term>
          <Term term={t(planMessages.deliveredOn)}>
            {details.delivered_on ? format.date(details.delivered_on) : t(planMessages.notDelivered)}
          </Term>
          <Term term={t(planMessages.zipCode)}>{details.zip_code}</Term>
          <Term term={t(planMessages.stateCode)}>{details.state_code}</Term>
        </dl>
      </section>

      <PayoffNow details={details} />

      <BenefitsPlusPanel details={details} />

      <section>
        <h2 id="plan-schedule-heading" className="text-xl font-bold">
          {t(planMessages.scheduleHeading)}
        </h2>
        {/* Scrolls sideways on phones: a labelled region the keyboard can reach and scroll. */}
        <div
          role="region"
          aria-labelledby="plan-schedule-heading"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="mt-1 overflow-x-auto rounded-card border border-neutral-200 focus-visible:outline-3 focus-visible:outline-primary-700"
        >
          <table className="w-full text-left text-sm whitespace-nowrap">
            <caption className="sr-only">{t(planMessages.scheduleHeading)}</caption>
            <thead className="bg-surface">
              <tr>
                {[
                  planMessages.colPayment,
                  planMessages.colDueDate,
                  planMessages.colRent,
                  planMessages.colFees,
                  planMessages.colTax,
                  planMessages.colTotal,
                  planMessages.colPaid,
                  planMessages.colStatus,
                ].map((message) => (
                  <th key={message.id} scope="col" className="px-1 py-1 font-semibold">
                    {t(message)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {details.schedule.map((payment) => {
                const state = scheduleRowState(payment, details.as_of)
                return (
                  <tr key={payment.seq} className="border-t border-neutral-200">
                    <th scope="row" className="px-1 py-1 font-semibold">
                      {payment.kind === 'initial' ? t(planMessages.initialPayment) : intl.formatNumber(payment.seq)}
                    </th>
                    <td className="px-1 py-1 whitespace-nowrap">{format.date(payment.due_date, 'short')}</td>
                    <td className="px-1 py-1">{format.money(payment.rent)}</td>
                    <td className="px-1 py-1">{format.money(payment.fees)}</td>
                    <td className="px-1 py-1">{format.money(payment.tax)}</td>
                    <td className="px-1 py-1 font-semibold">{format.money(payment.total)}</td>
                    <td className="px-1 py-1">{format.money(payment.paid)}</td>
                    <td className={`px-1 py-1 ${state === 'pastDue' ? 'font-semibold text-danger' : ''}`}>
                      {t(ROW_STATE_MESSAGES[state])}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}
