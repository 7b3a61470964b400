/**
 * The decision on an application, as the lease window shows it: approved — "Your Approved
 * Amount" in dollars with two decimals, the lease number reserved for the lease and until when
 * the approval is good; denied — why, in the shopper's words. Focus moves to it when it appears.
 */
import { useEffect, useRef } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import type { ApplicationResponse } from '@/api/types'
import { useAppConfig } from '@/lib/app-config'
import { leaseWindowMessages as m } from '../messages/lease-window'
import { ApprovedAmount } from './approved-amount'

const DENIALS: Record<string, MessageDescriptor> = {
  excluded_state: m.denied_excluded_state,
  under_age: m.denied_under_age,
  income_too_low: m.denied_income_too_low,
  recent_application: m.denied_recent_application,
}

export function Decision({ decision }: { decision: ApplicationResponse }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [decision.applicationId])

  if (decision.appStatus !== 'Approved') {
    const reason: MessageDescriptor = DENIALS[decision.denialReason ?? ''] ?? m.deniedOther
    return (
      <section className="flex flex-col gap-1 rounded-card border border-neutral-200 p-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {intl.formatMessage(m.deniedHeading)}
        </h2>
        <p>{intl.formatMessage(reason, { brandName: brand.name })}</p>
      </section>
    )
  }
  const expires = decision.expiresAt ? new Date(decision.expiresAt) : null
  return (
    <section className="flex flex-col gap-1 rounded-card border border-primary-100 bg-primary-50 p-2">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
        {intl.formatMessage(m.approvedHeading)}
      </h2>
      <ApprovedAmount cents={decision.approvalAmount} />
      <p>{intl.formatMessage(m.leaseNumber, { leaseNumber: decision.leaseNumber })}</p>
      {expires && !Number.isNaN(expires.getTime()) && (
        <p>{intl.formatMessage(m.goodThrough, { date: intl.formatDate(expires, { dateStyle: 'long' }) })}</p>
      )}
    </section>
  )
}
