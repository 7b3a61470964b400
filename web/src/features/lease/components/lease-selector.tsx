/**
 * The header's lease selector: a labelled native select of the customer's leases, each labelled
 * `Lease #{number} {store…} ({status})`, the selected one chosen. Choosing a lease keeps it as
 * the selected lease and fetches its details; every portal page follows. Disabled on the pages
 * of a flow about one lease (`disabled`), with a note saying where to
 * switch. Nothing is shown without leases or when the list failed (the page says so).
 * The header loads it lazily, on portal routes only (its default export), for the lease
 * customer `customerId`.
 */
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { PortalCustomer } from '@/lib/portal'
import { useSelectedLease } from '../hooks/use-selected-lease'
import { leaseSelectorMessages } from '../messages'

const selectClass =
  'mt-0.5 block w-full rounded-lg border border-neutral-300 bg-white px-1 py-1 text-sm text-ink ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:opacity-60'

export default function LeaseSelector({ customerId, disabled = false }: { customerId: string; disabled?: boolean }) {
  return (
    <PortalCustomer customerId={customerId}>
      <LeaseSelect disabled={disabled} />
    </PortalCustomer>
  )
}

function LeaseSelect({ disabled }: { disabled: boolean }) {
  const intl = useIntl()
  const id = useId()
  const hintId = useId()
  const lease = useSelectedLease()
  if (lease.status === 'noContent' || lease.status === 'error') return null

  const label = (
    <label htmlFor={id} className="px-0.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
      {intl.formatMessage(leaseSelectorMessages.label)}
    </label>
  )
  const hint =
    disabled && lease.status === 'ready' ? (
      <p id={hintId} className="mt-0.5 px-0.5 text-xs text-ink-muted">
        {intl.formatMessage(leaseSelectorMessages.disabledHint)}
      </p>
    ) : null

  return (
    <div className="px-1 pb-1" data-testid="lease-selector">
      {label}
      {lease.status === 'loading' ? (
        <select id={id} disabled className={selectClass} value="">
          <option value="">{intl.formatMessage(leaseSelectorMessages.loading)}</option>
        </select>
      ) : (
        <select
          id={id}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          className={selectClass}
          value={lease.selected.leaseNumber}
          onChange={(event) => lease.select(event.target.value)}
        >
          {lease.leases.map((option) => (
            <option key={option.guid} value={option.leaseNumber}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {hint}
    </div>
  )
}
