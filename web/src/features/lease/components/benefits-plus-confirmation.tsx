/**
 * /profile/benefits-plus-confirmation-mobile: the Benefits Plus confirmation as a page of its
 * own, for phones (the plan details confirm in a dialog on wide screens). It asks to enrol, or
 * to cancel when enrolled; once saved it says what changed and leads back to the plan details.
 */
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { PLAN_DETAILS_PATH } from '@/lib/portal'
import { useBenefitsPlusChange } from '../hooks/use-benefits-plus-change'
import { useLeaseFormat } from '../hooks/use-lease-format'
import { isClosedStatus } from '../lib/lease-status'
import type { LeaseDetails } from '../lib/lease-types'
import { benefitsPlusMessages } from '../messages'
import { BenefitsPlusStatus } from './benefits-plus-panel'

export function BenefitsPlusConfirmation({ details }: { details: LeaseDetails }) {
  const intl = useIntl()
  const format = useLeaseFormat()
  const change = useBenefitsPlusChange(details)
  const [saved, setSaved] = useState(false)
  // What the page asks for, fixed when it opens (the details change once it is saved).
  const [asked] = useState(change.action)
  const enroll = asked === 'enroll'
  const fee = format.money(details.benefits_plus.fee_per_payment)
  const back = (
    <Link to={PLAN_DETAILS_PATH} className={buttonStyles.secondary}>
      {intl.formatMessage(benefitsPlusMessages.backToPlan)}
    </Link>
  )

  return (
    <div className="flex flex-col gap-2">
      <div className="rounded-card border border-neutral-200 bg-white p-2">
        <BenefitsPlusStatus details={details} />
      </div>
      <p role="status" className="font-semibold text-primary">
        {change.done}
      </p>
      {saved ? (
        <div>{back}</div>
      ) : isClosedStatus(details.status) ? (
        <>
          <p className="text-ink-muted">{intl.formatMessage(benefitsPlusMessages.closedLease)}</p>
          <div>{back}</div>
        </>
      ) : (
        <section aria-labelledby="benefits-plus-question" className="rounded-card border border-neutral-200 bg-surface p-2">
          <h2 id="benefits-plus-question" className="text-xl font-bold">
            {intl.formatMessage(enroll ? benefitsPlusMessages.enrollTitle : benefitsPlusMessages.cancelTitle)}
          </h2>
          <p className="mt-1">{intl.formatMessage(enroll ? benefitsPlusMessages.enrollText : benefitsPlusMessages.cancelText, { fee })}</p>
          {change.error ? (
            <p role="alert" className="mt-1.5 rounded-card border border-danger/40 bg-red-50 p-1.5 text-sm text-danger">
              {change.error}
            </p>
          ) : null}
          <div className="mt-2 flex flex-col gap-1 sm:flex-row">
            <button
              type="button"
              disabled={change.pending}
              className={buttonStyles.primary}
              onClick={() => void change.confirm(asked).then(setSaved)}
            >
              {change.pending
                ? intl.formatMessage(benefitsPlusMessages.saving)
                : intl.formatMessage(enroll ? benefitsPlusMessages.confirmEnroll : benefitsPlusMessages.confirmCancel)}
            </button>
            <Link to={PLAN_DETAILS_PATH} className={buttonStyles.secondary}>
              {intl.formatMessage(benefitsPlusMessages.goBack)}
            </Link>
          </div>
        </section>
      )}
    </div>
  )
}
