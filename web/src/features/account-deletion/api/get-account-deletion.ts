/**
 * GET /mobify/proxy/api/custom/customer-profile/v1/organizations/{org}/account_deletion?siteId=&locale=
 *   (bearer + correlation-id)  →  {requested, reference?, requestedAt?}
 *
 * Whether the signed-in customer asked to delete their online account (server/src/account_deletion),
 * and the reference they quote to customer care. A registered customer's only: a guest's token
 * answers 403. Default policy (stale after 10 s, no retry).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { components } from '@/api/schema.gen'
import { api, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

export type AccountDeletionStatus = components['schemas']['AccountDeletionStatus']

export const ACCOUNT_DELETION_PATH = '/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/account_deletion'

export interface AccountDeletionParams {
  organizationId: string
  siteId: string
  /** The request's language: the acknowledgment email is written in it. */
  locale: string
  /** The signed-in customer: part of the key, so one customer never sees another's answer. */
  customerId: string
}

/** The parameters of the current site and locale for `customerId`; null without a registered customer. */
export function useAccountDeletionParams(customerId: string | null): AccountDeletionParams | null {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useMemo(
    () => (customerId ? { organizationId, siteId: site.id, locale: locale.id, customerId } : null),
    [organizationId, site.id, locale.id, customerId],
  )
}

/** The path and query of both calls. */
export const accountDeletionParams = ({ organizationId, siteId, locale }: AccountDeletionParams) => ({
  path: { organization_id: organizationId },
  query: { siteId, locale },
})

export const accountDeletionQueryKey = ({ organizationId, siteId, customerId }: AccountDeletionParams) =>
  ['account-deletion', organizationId, siteId, customerId] as const

export function getAccountDeletion(params: AccountDeletionParams, signal?: AbortSignal): Promise<AccountDeletionStatus> {
  return body(api.GET(ACCOUNT_DELETION_PATH, { params: accountDeletionParams(params), signal }))
}

export const accountDeletionQueryOptions = (params: AccountDeletionParams) =>
  queryOptions({
    queryKey: accountDeletionQueryKey(params),
    queryFn: ({ signal }) => getAccountDeletion(params, signal),
    ...DEFAULT_QUERY_POLICY,
  })

const NO_PARAMS: AccountDeletionParams = { organizationId: '', siteId: '', locale: '', customerId: '' }

/** The customer's request, once there is a registered customer (`params` null: not fetched). */
export function useAccountDeletion(params: AccountDeletionParams | null) {
  return useQuery({ ...accountDeletionQueryOptions(params ?? NO_PARAMS), enabled: params !== null })
}
