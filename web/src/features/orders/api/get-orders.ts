/**
 * A customer's orders, newest first, a page at a time (GET shopper-customers …/customers/{id}/orders
 * ?offset=&limit=, server/src/orders): each with its lease's number and status as they are now.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { CustomerOrderResult } from '@/api/types'
import { api, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

export const ORDERS_PAGE_SIZE = 10

export function getCustomerOrders(organizationId: string, customerId: string, offset: number): Promise<CustomerOrderResult> {
  return body(
    api.GET('/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/orders', {
      params: { path: { organization_id: organizationId, customer_id: customerId }, query: { offset, limit: ORDERS_PAGE_SIZE } },
    }),
  )
}

export function useCustomerOrders(customerId: string | null, offset: number) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useQuery({
    queryKey: ['orders', organizationId, site.id, locale.id, customerId ?? '', offset],
    queryFn: () => getCustomerOrders(organizationId, customerId ?? '', offset),
    enabled: Boolean(customerId),
    placeholderData: keepPreviousData,
    ...DEFAULT_QUERY_POLICY,
  })
}
