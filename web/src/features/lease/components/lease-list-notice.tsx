import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { PageSpinner } from '@/components/ui/spinner'
import { useAppConfig } from '@/lib/app-config'
import type { SelectedLeaseState } from '../hooks/use-selected-lease'
import { leaseMessages } from '../messages'

/** A failed lease call: what happened and a way to try again. */
export function LeaseLoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const intl = useIntl()
  return (
    <div className="rounded-card border border-neutral-200 bg-white p-3">
      <p role="alert" className="text-ink">
        {message}
      </p>
      <button type="button" disabled={retrying} onClick={onRetry} className={`${buttonStyles.secondary} mt-2`}>
        {intl.formatMessage(leaseMessages.retry)}
      </button>
    </div>
  )
}

/**
 * What a portal page shows instead of a lease while the list is not ready: a spinner while it
 * loads, the failure with a retry, or — 204, no content — that the customer has no leases yet.
 */
export function LeaseListNotice({ state }: { state: Exclude<SelectedLeaseState, { status: 'ready' }> }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  switch (state.status) {
    case 'loading':
      return <PageSpinner />
    case 'error':
      return <LeaseLoadError message={intl.formatMessage(leaseMessages.loadError)} onRetry={state.retry} retrying={state.retrying} />
    case 'noContent':
      return (
        <section aria-labelledby="no-leases-heading" className="rounded-card border border-neutral-200 bg-surface p-3">
          <h2 id="no-leases-heading" className="text-xl font-bold">
            {intl.formatMessage(leaseMessages.noLeasesHeading)}
          </h2>
          <p className="mt-1 text-ink-muted">{intl.formatMessage(leaseMessages.noLeasesText, { brandName: brand.name })}</p>
          <Link to="/" className={`${buttonStyles.primary} mt-2`}>
            {intl.formatMessage(leaseMessages.startShopping)}
          </Link>
        </section>
      )
  }
}
