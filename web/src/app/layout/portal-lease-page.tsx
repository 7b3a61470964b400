import type { ReactNode, Ref } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { LeaseListNotice } from '@/features/lease/components/lease-list-notice'
import { useSelectedLease, type LeaseOption } from '@/features/lease/hooks/use-selected-lease'
import { leaseMessages } from '@/features/lease/messages'
import { DASHBOARD_PATH } from '@/lib/portal'

/**
 * A portal page about the selected lease, inside the dashboard layout: its title (and the
 * document's), then the page for the selected lease — or, instead, what the lease list says
 * (loading, failed, no leases), or who to contact for a lease with a debt buyer (such a lease
 * has the dashboard only). `subtitle` says something of the lease under the title;
 * `header` goes between the title and the page (the profile pages' own navigation);
 * `headingRef`, given, lets the page move the focus to its title (a step of a flow).
 */
export function PortalLeasePage({
  title,
  documentTitle,
  subtitle,
  header,
  headingRef,
  children,
}: {
  title: string
  documentTitle: string
  subtitle?: (lease: LeaseOption) => string
  header?: ReactNode
  headingRef?: Ref<HTMLHeadingElement>
  children: (lease: LeaseOption) => ReactNode
}) {
  const intl = useIntl()
  const lease = useSelectedLease()

  let content: ReactNode
  if (lease.status !== 'ready') {
    content = <LeaseListNotice state={lease} />
  } else if (lease.selected.debtBuyer) {
    content = (
      <div className="rounded-card border border-danger/40 bg-red-50 p-3">
        <p role="alert">{intl.formatMessage(leaseMessages.debtBuyerNotice, { debtBuyer: lease.selected.debtBuyer })}</p>
        <Link to={DASHBOARD_PATH} className="mt-2 inline-block font-semibold text-primary underline">
          {intl.formatMessage(leaseMessages.backToDashboard)}
        </Link>
      </div>
    )
  } else {
    content = (
      <>
        {subtitle ? <p className="mt-0.5 mb-2 text-ink-muted">{subtitle(lease.selected)}</p> : null}
        {header}
        {children(lease.selected)}
      </>
    )
  }
  const withSubtitle = subtitle && lease.status === 'ready' && !lease.selected.debtBuyer

  return (
    <>
      <title>{documentTitle}</title>
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={`text-2xl font-bold outline-none md:text-3xl ${withSubtitle ? '' : 'mb-2'}`}
      >
        {title}
      </h1>
      {content}
    </>
  )
}
