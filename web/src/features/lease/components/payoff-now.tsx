import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { MAKE_A_PAYMENT_PATH } from '@/lib/portal'
import { useLeaseFormat } from '../hooks/use-lease-format'
import { isClosedStatus } from '../lib/lease-status'
import type { LeaseDetails } from '../lib/lease-types'
import { payoffMessages } from '../messages'

/** What /make-a-payment is asked to preselect. */
const PAYOFF_STATE = { paymentType: 'payoff' }

/**
 * The payoff quote of an open lease and "Pay off now": /make-a-payment with the payoff chosen,
 * then the same review and submit as any payment.
 */
export function PayoffNow({ details }: { details: LeaseDetails }) {
  const intl = useIntl()
  const format = useLeaseFormat()
  if (!details.payoff || isClosedStatus(details.status)) return null
  const { amount } = details.payoff
  return (
    <section
      aria-labelledby="plan-payoff-heading"
      className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-primary bg-primary-50 p-2"
    >
      <div>
        <h2 id="plan-payoff-heading" className="text-xl font-bold">
          {intl.formatMessage(payoffMessages.heading)}
        </h2>
        <p className="mt-0.5">
          {intl.formatMessage(payoffMessages.quote, { amount: format.money(amount.total), date: format.date(details.as_of) })}
        </p>
        <p className="text-sm text-ink-muted">{intl.formatMessage(payoffMessages.taxIncluded, { tax: format.money(amount.tax) })}</p>
      </div>
      <Link to={MAKE_A_PAYMENT_PATH} state={PAYOFF_STATE} className={buttonStyles.primary}>
        {intl.formatMessage(payoffMessages.payOffNow)}
      </Link>
    </section>
  )
}
