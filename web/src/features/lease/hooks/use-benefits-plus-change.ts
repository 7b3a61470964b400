import { useState } from 'react'
import { useIntl } from 'react-intl'
import { ApiError } from '@/lib/api-client'
import { useBenefitsPlus, type BenefitsPlusAction } from '../api/benefits-plus'
import type { BenefitsPlusResult, LeaseDetails } from '../lib/lease-types'
import { benefitsPlusMessages } from '../messages'

export interface BenefitsPlusChange {
  /** What there is to do: enrol when not enrolled, else cancel. */
  action: BenefitsPlusAction
  /**
   * Sends the change (the action the customer confirmed); resolves true once it is saved and
   * the lease's details are read again.
   */
  confirm: (action: BenefitsPlusAction) => Promise<boolean>
  pending: boolean
  /** The failure in words (409: the lease is closed), or null. */
  error: string | null
  /** What the last change did, in words (`You're enrolled… 12 upcoming payments were updated.`), or null. */
  done: string | null
  reset: () => void
}

/**
 * Benefits Plus enrolment or cancellation of a lease, the words of its outcome:
 * shared by the plan details' confirmation dialog and the confirmation page for phones.
 */
export function useBenefitsPlusChange(details: LeaseDetails): BenefitsPlusChange {
  const intl = useIntl()
  const mutation = useBenefitsPlus(details.guid)
  const [done, setDone] = useState<string | null>(null)
  const action: BenefitsPlusAction = details.benefits_plus.enrolled ? 'cancel' : 'enroll'

  const doneText = (result: BenefitsPlusResult) =>
    `${intl.formatMessage(result.enrolled ? benefitsPlusMessages.enrolledDone : benefitsPlusMessages.cancelledDone)} ${intl.formatMessage(
      benefitsPlusMessages.paymentsChanged,
      { count: result.payments_changed },
    )}`

  const error = mutation.error
    ? intl.formatMessage(
        mutation.error instanceof ApiError && mutation.error.status === 409
          ? benefitsPlusMessages.errorClosed
          : benefitsPlusMessages.errorGeneric,
      )
    : null

  return {
    action,
    pending: mutation.isPending,
    error,
    done,
    confirm: async (confirmed) => {
      setDone(null)
      try {
        const result = await mutation.mutateAsync(confirmed)
        setDone(doneText(result))
        return true
      } catch {
        return false
      }
    },
    reset: () => {
      mutation.reset()
    },
  }
}
