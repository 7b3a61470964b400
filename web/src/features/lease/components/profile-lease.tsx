/** The profile page's summary of the selected lease: number, status, store, Benefits Plus, and where to read more. */
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { LEASE_AGREEMENT_PATH, PLAN_DETAILS_PATH } from '@/lib/portal'
import { useLeaseDetails } from '../api/get-lease-details'
import type { LeaseOption } from '../hooks/use-selected-lease'
import { benefitsPlusMessages, dashboardMessages, leaseMessages, profileMessages } from '../messages'
import { LeaseLoadError } from './lease-list-notice'
import { StoreContact } from './lease-overview'
import { LeaseStatusBadge } from './lease-status-badge'

export function ProfileLease({ lease }: { lease: LeaseOption }) {
  const intl = useIntl()
  const details = useLeaseDetails(lease.guid)
  return (
    <section aria-labelledby="profile-lease-heading" className="rounded-card border border-neutral-200 bg-white p-2">
      <h2 id="profile-lease-heading" className="text-xl font-bold">
        {intl.formatMessage(profileMessages.leaseHeading)}
      </h2>
      <p className="mt-1 font-semibold">{intl.formatMessage(dashboardMessages.selectedLease, { number: lease.leaseNumber })}</p>
      <dl className="mt-1 flex flex-col gap-1">
        <div>
          <dt className="text-sm text-ink-muted">{intl.formatMessage(profileMessages.status)}</dt>
          <dd>
            <LeaseStatusBadge status={lease.status} />
          </dd>
        </div>
        {details.data ? (
          <>
            <div>
              <dt className="text-sm text-ink-muted">{intl.formatMessage(profileMessages.store)}</dt>
              <dd>
                <StoreContact store={details.data.store} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">{intl.formatMessage(profileMessages.benefitsPlus)}</dt>
              <dd className="font-semibold">
                {intl.formatMessage(details.data.benefits_plus.enrolled ? benefitsPlusMessages.enrolled : benefitsPlusMessages.notEnrolled)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {details.isError ? (
        <div className="mt-1">
          <LeaseLoadError
            message={intl.formatMessage(leaseMessages.detailsError)}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        </div>
      ) : details.data ? null : (
        <InlineSpinner />
      )}
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <Link to={PLAN_DETAILS_PATH} className="font-semibold text-primary underline">
            {intl.formatMessage(profileMessages.planDetails)}
          </Link>
        </li>
        <li>
          <Link to={LEASE_AGREEMENT_PATH} className="font-semibold text-primary underline">
            {intl.formatMessage(profileMessages.agreement)}
          </Link>
        </li>
      </ul>
    </section>
  )
}
