/**
 * The dashboard's view of the selected lease on /dashboard: its status in
 * words fit for each state, the next payment (date and amount), the past-due amount with a way to
 * catch up, the payoff quote, the merchandise and the store.
 */
import type { ReactNode } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { CATCHUP_PLANS_PATH, PLAN_DETAILS_PATH } from '@/lib/portal'
import { useLeaseDetails } from '../api/get-lease-details'
import { useLeaseFormat } from '../hooks/use-lease-format'
import type { LeaseOption } from '../hooks/use-selected-lease'
import { isClosedStatus } from '../lib/lease-status'
import type { LeaseDetails, LeaseStore } from '../lib/lease-types'
import { dashboardMessages, leaseMessages } from '../messages'
import { LeaseLoadError } from './lease-list-notice'
import { LeaseStatusBadge } from './lease-status-badge'

/** The status in a sentence; null when it needs the details (days past due) that are not there yet. */
function statusSentence(intl: IntlShape, lease: LeaseOption, details: LeaseDetails | undefined): string | null {
  switch (lease.status) {
    case 'Pending':
      return intl.formatMessage(dashboardMessages.pending, { storeName: lease.storeName })
    case 'Active':
      return intl.formatMessage(dashboardMessages.active)
    case 'PastDue':
      return details ? intl.formatMessage(dashboardMessages.pastDue, { days: details.days_past_due }) : null
    case 'PaidOut':
      return intl.formatMessage(dashboardMessages.paidOut)
    case 'Returned':
      return intl.formatMessage(dashboardMessages.returned)
    case 'ChargedOff':
      return lease.debtBuyer
        ? intl.formatMessage(dashboardMessages.chargedOffDebtBuyer, { debtBuyer: lease.debtBuyer })
        : intl.formatMessage(dashboardMessages.chargedOff, { storeName: lease.storeName })
    default:
      return null
  }
}

function Card({ title, tone = 'plain', children }: { title: string; tone?: 'plain' | 'alert'; children: ReactNode }) {
  const border = tone === 'alert' ? 'border-danger/40 bg-red-50' : 'border-neutral-200 bg-white'
  return (
    <section className={`rounded-card border p-2 ${border}`}>
      <h3 className="text-base font-semibold text-ink-muted">{title}</h3>
      <div className="mt-1">{children}</div>
    </section>
  )
}

/** The store of a lease: name, address and phone (a tel: link). */
export function StoreContact({ store }: { store: LeaseStore }) {
  const intl = useIntl()
  return (
    <div>
      <p className="font-semibold">{store.name}</p>
      <p>{intl.formatMessage(leaseMessages.storeAddress, { ...store })}</p>
      {store.phone ? (
        <p>
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="font-semibold text-primary underline">
            {store.phone}
          </a>
        </p>
      ) : null}
    </div>
  )
}

function LeaseFigures({ details }: { details: LeaseDetails }) {
  const intl = useIntl()
  const format = useLeaseFormat()
  const open = !isClosedStatus(details.status)
  const pastDue = open && details.past_due.total > 0
  const cards: ReactNode[] = []

  if (pastDue) {
    cards.push(
      <Card key="past-due" title={intl.formatMessage(dashboardMessages.pastDueHeading)} tone="alert">
        <p className="text-2xl font-bold text-danger">{format.money(details.past_due.total)}</p>
        <p className="text-sm">{intl.formatMessage(dashboardMessages.pastDueDays, { days: details.days_past_due })}</p>
        <Link to={CATCHUP_PLANS_PATH} className={`${buttonStyles.primary} mt-1.5 w-full`}>
          {intl.formatMessage(dashboardMessages.catchUp)}
        </Link>
      </Card>,
    )
  }
  if (open) {
    const next = details.next_payment
    cards.push(
      <Card key="next" title={intl.formatMessage(dashboardMessages.nextPaymentHeading)}>
        {next ? (
          <>
            <p className="text-2xl font-bold">{format.money(next.amount.total)}</p>
            <p className="font-semibold">{intl.formatMessage(dashboardMessages.nextPaymentDue, { date: format.date(next.date) })}</p>
            <p className="text-sm text-ink-muted">
              {intl.formatMessage(dashboardMessages.taxIncluded, { tax: format.money(next.amount.tax) })}
            </p>
            {/* A payment is never stated without how many remain and the total cost to own. */}
            <p className="text-sm">
              {intl.formatMessage(dashboardMessages.nextPaymentTerms, {
                count: details.remaining_payments,
                total: format.money(details.total_cost_to_own),
              })}
            </p>
          </>
        ) : (
          <p>{intl.formatMessage(dashboardMessages.noNextPayment)}</p>
        )}
      </Card>,
    )
    if (details.payoff) {
      const { payoff } = details
      cards.push(
        <Card key="payoff" title={intl.formatMessage(dashboardMessages.payoffHeading)}>
          <p className="text-2xl font-bold">{format.money(payoff.amount.total)}</p>
          <p className="text-sm">
            {payoff.option === 'same_as_cash'
              ? intl.formatMessage(dashboardMessages.payoffSameAsCash, { date: format.date(payoff.window_ends_on) })
              : intl.formatMessage(dashboardMessages.payoffEarlyPurchase)}
          </p>
          <p className="text-sm text-ink-muted">{intl.formatMessage(dashboardMessages.payoffAsOf, { date: format.date(details.as_of) })}</p>
        </Card>,
      )
    }
  }

  return (
    <>
      {cards.length > 0 ? <div className="mt-2 grid gap-2 md:grid-cols-2 xl:grid-cols-3">{cards}</div> : null}
      <p className="mt-2 text-sm text-ink-muted">
        {open
          ? intl.formatMessage(dashboardMessages.balance, { amount: format.money(details.balance) })
          : intl.formatMessage(dashboardMessages.totalPaid, { amount: format.money(details.total_paid) })}
      </p>
      <div className="mt-2 grid gap-2 md:grid-cols-2">
        <Card title={intl.formatMessage(dashboardMessages.merchandiseHeading)}>
          <ul className="flex flex-col gap-1">
            {details.merchandise.map((line) => (
              <li key={line.product_id}>
                <span className="font-semibold">{line.name}</span>
                <span className="block text-sm text-ink-muted">
                  {intl.formatMessage(dashboardMessages.merchandiseQuantity, { quantity: line.quantity })}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={intl.formatMessage(dashboardMessages.storeHeading)}>
          <StoreContact store={details.store} />
        </Card>
      </div>
    </>
  )
}

/**
 * The selected lease on the dashboard. `catchUp` (composed in src/app) shows the lease's
 * catch-up plan under its status, once its details are in.
 */
export function LeaseOverview({ lease, catchUp }: { lease: LeaseOption; catchUp?: ReactNode }) {
  const intl = useIntl()
  const details = useLeaseDetails(lease.guid)
  // Details of another lease are never shown for this one (a switch shows the spinner first).
  const data = details.data?.guid === lease.guid ? details.data : undefined
  const sentence = statusSentence(intl, lease, data)
  const alert = lease.status === 'PastDue' || lease.status === 'ChargedOff'

  return (
    <section aria-labelledby="selected-lease-heading" className="mt-3">
      <div className="flex flex-wrap items-center gap-1">
        <h2 id="selected-lease-heading" className="text-xl font-bold">
          {intl.formatMessage(dashboardMessages.selectedLease, { number: lease.leaseNumber })}
        </h2>
        <LeaseStatusBadge status={lease.status} />
      </div>
      <p className="text-ink-muted">{lease.storeName}</p>
      {sentence ? (
        <p className={`mt-1.5 rounded-card p-1.5 ${alert ? 'border border-danger/40 bg-red-50 text-ink' : 'bg-primary-50 text-ink'}`}>
          {sentence}
        </p>
      ) : null}
      {data ? (
        <>
          {catchUp ? <div className="mt-2">{catchUp}</div> : null}
          <LeaseFigures details={data} />
          {lease.debtBuyer ? null : (
            <p className="mt-2">
              <Link to={PLAN_DETAILS_PATH} className="font-semibold text-primary underline">
                {intl.formatMessage(dashboardMessages.planDetailsLink)}
              </Link>
            </p>
          )}
        </>
      ) : details.isError ? (
        <div className="mt-2">
          <LeaseLoadError
            message={intl.formatMessage(leaseMessages.detailsError)}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        </div>
      ) : (
        <InlineSpinner />
      )}
    </section>
  )
}
