import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { useLeaseDetails } from '../api/get-lease-details'
import type { LeaseOption } from '../hooks/use-selected-lease'
import type { LeaseDetails } from '../lib/lease-types'
import { leaseMessages } from '../messages'
import { LeaseLoadError } from './lease-list-notice'

/** The selected lease's details for a profile page: a spinner while they load, the failure with a retry. */
export function WithLeaseDetails({ lease, children }: { lease: LeaseOption; children: (details: LeaseDetails) => ReactNode }) {
  const intl = useIntl()
  const details = useLeaseDetails(lease.guid)
  if (details.data) return <>{children(details.data)}</>
  if (details.isError) {
    return (
      <LeaseLoadError
        message={intl.formatMessage(leaseMessages.detailsError)}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    )
  }
  return <InlineSpinner />
}
