/**
 * The selected lease: the lease list's state, and for a loaded list the selected lease — the stored one,
 * else the newest — with its guid and label, and `select` to choose another.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { isNoContent } from '@/lib/api-client'
import { usePortalApiParams } from '@/lib/portal'
import { useLeaseDashboard } from '../api/get-lease-dashboard'
import { getLeaseDetailsQueryOptions } from '../api/get-lease-details'
import { leaseLabel } from '../lib/lease-label'
import type { DashboardLease } from '../lib/lease-types'
import { readSelectedLease, resolveSelectedLease, storeSelectedLease, subscribeSelectedLease } from '../lib/selected-lease'

export interface LeaseOption {
  leaseNumber: string
  guid: string
  /** `Lease #{number} {store…} ({status})`. */
  label: string
  status: string
  storeName: string
  /** Set when the lease's debt was sold: the portal then shows only Home. */
  debtBuyer: string | null
}

export type SelectedLeaseState =
  /** The list is loading (or there is no lease customer yet). */
  | { status: 'loading' }
  /** The lease call failed. */
  | { status: 'error'; error: Error; retry: () => void; retrying: boolean }
  /** 204: the customer has no leases. */
  | { status: 'noContent' }
  | {
      status: 'ready'
      /** Newest first. */
      leases: LeaseOption[]
      selected: LeaseOption
      /** Keeps another lease (by number) as the selected one and fetches its details. */
      select: (leaseNumber: string) => void
    }

/** Storage is the visitor's: nothing is read on the server or while hydrating. */
const noStoredLease = () => null

function toOption(lease: DashboardLease, label: string): LeaseOption {
  return {
    leaseNumber: lease.lease_number,
    guid: lease.guid,
    label,
    status: lease.status,
    storeName: lease.store_name,
    debtBuyer: lease.debt_buyer ?? null,
  }
}

export function useSelectedLease(): SelectedLeaseState {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const params = usePortalApiParams()
  const dashboard = useLeaseDashboard()
  const stored = useSyncExternalStore(subscribeSelectedLease, readSelectedLease, noStoredLease)

  const leases = useMemo(() => {
    const data = dashboard.data
    if (!data || isNoContent(data)) return null
    return data.leases.map((lease) => toOption(lease, leaseLabel(intl, lease)))
  }, [dashboard.data, intl])

  const select = useCallback(
    (leaseNumber: string) => {
      storeSelectedLease(leaseNumber)
      const lease = leases?.find((option) => option.leaseNumber === leaseNumber)
      if (params && lease) void queryClient.prefetchQuery(getLeaseDetailsQueryOptions(params, lease.guid))
    },
    [leases, params, queryClient],
  )

  const { data, error, refetch, isFetching } = dashboard
  if (leases) {
    const selected = resolveSelectedLease(leases, stored)
    // An empty list answered 200 is no leases all the same.
    return selected ? { status: 'ready', leases, selected, select } : { status: 'noContent' }
  }
  if (data && isNoContent(data)) return { status: 'noContent' }
  if (error) return { status: 'error', error, retry: () => void refetch(), retrying: isFetching }
  return { status: 'loading' }
}
