import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePortalApiParams } from '@/lib/portal'
import { leaseDashboardQueryKey } from '../api/get-lease-dashboard'

/**
 * Whether the portal page shown before this one was one of the profile pages, per query client
 * (the cache it refetches in). Not component state: every portal page mounts its own layout, so
 * nothing of the page before survives a navigation but this. Written only in effects (never
 * during a render).
 */
const lastInProfile = new WeakMap<QueryClient, boolean>()

/**
 * The lease list is refetched when returning from /profile (the
 * changes made there may concern a lease). `inProfile`: the current
 * page is one of them (/profile and the pages its navigation item is also active for).
 */
export function useRefetchLeasesAfterProfile(inProfile: boolean): void {
  const params = usePortalApiParams()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (lastInProfile.get(queryClient) && !inProfile && params) {
      void queryClient.invalidateQueries({ queryKey: leaseDashboardQueryKey(params) })
    }
    lastInProfile.set(queryClient, inProfile)
  }, [inProfile, params, queryClient])
}
