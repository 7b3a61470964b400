/**
 * PATCH /mobify/proxy/api/customer/shopper-customers/v1/organizations/{org}/customers/{customerId}?siteId=
 *   (registered bearer) body {firstName?, lastName?, phoneMobile?}  →  Customer;
 *   400 {parameter} for a blank name (`firstName`, `lastName`) or a phone that is not 10 digits
 *   (`phoneMobile`); 409 when the phone is another account's (a phone signs in by SMS).
 *
 * The email is the account's login: the call does not change it. Left out, the phone stays as it
 * was (it cannot be removed). The answer becomes the customer query's data, so the header's name
 * changes with it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { components } from '@/api/schema.gen'
import type { Customer } from '@/api/types'
import { api, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import { getCustomerQueryOptions } from './get-customer'

export type CustomerUpdate = components['schemas']['CustomerUpdate']

export function updateCustomer(organizationId: string, siteId: string, customerId: string, update: CustomerUpdate): Promise<Customer> {
  return body(
    api.PATCH('/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}', {
      params: { path: { organization_id: organizationId, customer_id: customerId }, query: { siteId } },
      body: update,
    }),
  )
}

/** Mutation: saves the profile; the answer replaces the customer query's data. */
export function useUpdateCustomer(customerId: string) {
  const { organizationId } = useAppConfig()
  const { site } = useSiteLocale()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: CustomerUpdate) => updateCustomer(organizationId, site.id, customerId, update),
    onSuccess: (customer) =>
      queryClient.setQueryData(getCustomerQueryOptions({ organizationId, siteId: site.id, customerId }).queryKey, customer),
  })
}
