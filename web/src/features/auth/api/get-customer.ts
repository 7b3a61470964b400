/**
 * GET /mobify/proxy/api/customer/shopper-customers/v1/organizations/{org}/customers/{customerId}?siteId=
 *   (bearer)  →  Customer
 *
 * Loaded only for registered customers (storefront spec §4.2, §6), for the names in the
 * header and the lease-customer GUID. Default query policy (stale 10 s, no retry).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiClient, isNoContent } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import { useAuth } from '../hooks/use-auth'
import { shopperCustomersPath, type Customer } from './shopper-customers'

export interface GetCustomerParams {
  organizationId: string
  siteId: string
  customerId: string
}

export const CUSTOMER_QUERY_KEY = 'customer'

export async function getCustomer({ organizationId, siteId, customerId }: GetCustomerParams, signal?: AbortSignal) {
  const body = await apiClient.get<Customer>(
    shopperCustomersPath(organizationId, `customers/${encodeURIComponent(customerId)}`),
    { query: { siteId }, signal, authorize: true },
  )
  if (isNoContent(body)) throw new ApiError(body.message, 204, undefined)
  return body
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
