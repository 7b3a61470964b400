/**
 * A customer's saved addresses (shopper-customers …/customers/{customerId}/addresses, server/src/addresses):
 *
 *   GET    …/addresses                 → {data, total} (the preferred first)
 *   POST   …/addresses                 CustomerAddress → CustomerAddress (a name taken: 409)
 *   PATCH  …/addresses/{addressName}   {…address, preferred} → CustomerAddress
 *   DELETE …/addresses/{addressName}   → 204 (the earliest left becomes preferred)
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CustomerAddress, OrderAddress } from '@/api/types'
import { api, body, ok } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'

const ADDRESSES = '/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/addresses'

function useKey(customerId: string | null) {
  const { organizationId } = useAppConfig()
  const { site } = useSiteLocale()
  return { organizationId, key: ['addresses', organizationId, site.id, customerId ?? ''] as const }
}

export function useAddresses(customerId: string | null) {
  const { organizationId, key } = useKey(customerId)
  return useQuery({
    queryKey: key,
    queryFn: () => body(api.GET(ADDRESSES, { params: { path: { organization_id: organizationId, customer_id: customerId ?? '' } } })),
    enabled: Boolean(customerId),
    ...DEFAULT_QUERY_POLICY,
  })
}

/** A saved address's name: where it is (the customer never has to name one). */
export const addressName = (address: OrderAddress) => `${address.address1}, ${address.postalCode}`.slice(0, 50)

export type AddressChange =
  | { kind: 'add'; address: OrderAddress }
  | { kind: 'edit'; addressId: string; address: OrderAddress; preferred: boolean }
  | { kind: 'prefer'; current: CustomerAddress }
  | { kind: 'remove'; addressId: string }

export function useChangeAddresses(customerId: string | null) {
  const queryClient = useQueryClient()
  const { organizationId, key } = useKey(customerId)
  const path = { organization_id: organizationId, customer_id: customerId ?? '' }
  return useMutation({
    mutationFn: async (change: AddressChange): Promise<unknown> => {
      switch (change.kind) {
        case 'add':
          return body(
            api.POST(ADDRESSES, {
              params: { path },
              body: { ...change.address, addressId: addressName(change.address), preferred: false },
            }),
          )
        case 'edit':
          return body(
            api.PATCH(`${ADDRESSES}/{address_name}`, {
              params: { path: { ...path, address_name: change.addressId } },
              body: { ...change.address, preferred: change.preferred },
            }),
          )
        case 'prefer': {
          const { addressId, ...address } = change.current
          return body(
            api.PATCH(`${ADDRESSES}/{address_name}`, {
              params: { path: { ...path, address_name: addressId } },
              body: { ...address, preferred: true },
            }),
          )
        }
        case 'remove':
          return ok(api.DELETE(`${ADDRESSES}/{address_name}`, { params: { path: { ...path, address_name: change.addressId } } }))
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
