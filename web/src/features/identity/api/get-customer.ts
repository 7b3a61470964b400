/**
 * GET /mobify/proxy/api/customer/shopper-customers/v1/organizations/{org}/customers/{customerId}?siteId=
 *   (bearer)  →  Customer
 *
 * Loaded only for registered customers, for the names in the
 * header and the lease-customer GUID. Default query policy (stale 10 s, no retry).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { body } from '@/lib/api-context'
import { loadApi } from '@/lib/api-load'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import { useAuth } from '../hooks/use-auth'

export interface GetCustomerParams {
  organizationId: string
  siteId: string
  customerId: string
}

export const CUSTOMER_QUERY_KEY = 'customer'

export async function getCustomer({ organizationId, siteId, customerId }: GetCustomerParams, signal?: AbortSignal) {
  const { api } = await loadApi()
  return body(
    api.GET('/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}', {
      params: { path: { organization_id: organizationId, customer_id: customerId }, query: { siteId } },
      signal,
    }),
  )
}

export const getCustomerQueryOptions = (params: GetCustomerParams) =>
  queryOptions({
    queryKey: [CUSTOMER_QUERY_KEY, params.organizationId, params.siteId, params.customerId],
    queryFn: ({ signal }) => getCustomer(params, signal),
  })

/** The signed-in customer; idle (no data) for guests. */
export function useCustomer() {
  const { organizationId } = useAppConfig()
  const { site } = useSiteLocale()
  const { status, customerId } = useAuth()
  const enabled = status === 'registered' && !!customerId
  return useQuery({
    ...getCustomerQueryOptions({ organizationId, siteId: site.id, customerId: customerId ?? '' }),
    enabled,
  })
}
