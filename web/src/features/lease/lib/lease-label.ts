/**
 * The lease list label: `Lease #{number} {store name cut to 10 characters
 * plus an ellipsis} ({status})`, the status as a word of the page's locale. The cut counts
 * characters (code points), so a name is never cut inside a character; the ellipsis is always
 * added, as the rule writes it.
 */
import type { IntlShape } from 'react-intl'
import { leaseMessages } from '../messages'
import { leaseStatusText } from './lease-status'
import type { DashboardLease } from './lease-types'

/** The label's store name is cut at 10 characters. */
export const LABEL_STORE_NAME_LENGTH = 10
export const ELLIPSIS = '…'

/** `Oak & Iron Furniture` → `Oak & Iron…`. */
export function labelStoreName(storeName: string): string {
  return `${Array.from(storeName).slice(0, LABEL_STORE_NAME_LENGTH).join('')}${ELLIPSIS}`
}

/** `Lease #100245 Oak & Iron… (Active)`. */
export function leaseLabel(intl: IntlShape, lease: Pick<DashboardLease, 'lease_number' | 'store_name' | 'status'>): string {
  return intl.formatMessage(leaseMessages.label, {
    number: lease.lease_number,
    storeName: labelStoreName(lease.store_name),
    status: leaseStatusText(intl, lease.status),
  })
}
