/** Lease statuses as the API names them, and the words people read for them. */
import type { IntlShape } from 'react-intl'
import { leaseStatusMessages } from '../messages'

export const LEASE_STATUSES = ['Pending', 'Active', 'PastDue', 'PaidOut', 'Returned', 'ChargedOff'] as const
export type LeaseStatus = (typeof LEASE_STATUSES)[number]

export const isLeaseStatus = (status: string): status is LeaseStatus => (LEASE_STATUSES as readonly string[]).includes(status)

/** Closed leases: nothing more to pay, nothing to change (Benefits Plus answers 409). */
export const isClosedStatus = (status: string): boolean => status === 'PaidOut' || status === 'Returned' || status === 'ChargedOff'

/** The status as a word in the page's locale; an unknown status as the API wrote it. */
export function leaseStatusText(intl: IntlShape, status: string): string {
  return isLeaseStatus(status) ? intl.formatMessage(leaseStatusMessages[status]) : status
}
