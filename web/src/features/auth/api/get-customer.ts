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
import { customerGuidOf, shopperCustomersPath, type Customer } from './shopper-customers'

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

/**
 * The signed-in customer's lease-customer GUID, read from the loaded profile (so a reload
 * restores it). Storefront spec §4.13: a visitor is an authenticated lease customer once this
 * is set; a registered shopper without leases has none.
 */
export function useCustomerGuid(): string | undefined {
  const { brand } = useAppConfig()
  return customerGuidOf(useCustomer().data, brand.shortName)
}
