/**
 * The checkout's queries and changes. A change of the basket answers the whole basket, which the
 * page puts where the basket is read (`onBasket`); every change also reads the lease checkout
 * again (eligibility, quote and agreement follow the basket).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Basket, OrderAddress } from '@/api/types'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'
import {
  addLeaseTender,
  getLeaseCheckout,
  getOrder,
  getShippingMethods,
  placeOrder,
  setShippingAddress,
  setShippingMethod,
  signAgreement,
  type CardInput,
} from '../api/checkout'

const LEASE_CHECKOUT_QUERY = 'lease-checkout'

function useKeys(basketId: string | undefined) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return {
    organizationId,
    lease: [LEASE_CHECKOUT_QUERY, organizationId, site.id, locale.id, basketId ?? ''] as const,
    methods: ['shipping-methods', organizationId, site.id, locale.id, basketId ?? ''] as const,
  }
}

/** Whether the basket can be leased, its quote, agreement and signature. */
export function useLeaseCheckout(basketId: string | undefined) {
  const { organizationId, lease } = useKeys(basketId)
  return useQuery({
    queryKey: lease,
    queryFn: () => getLeaseCheckout(organizationId, basketId ?? ''),
    enabled: Boolean(basketId),
    ...DEFAULT_QUERY_POLICY,
  })
}

export function useShippingMethods(basketId: string | undefined) {
  const { organizationId, methods } = useKeys(basketId)
  return useQuery({
    queryKey: methods,
    queryFn: () => getShippingMethods(organizationId, basketId ?? ''),
    enabled: Boolean(basketId),
    ...DEFAULT_QUERY_POLICY,
  })
}

export type BasketChange = { kind: 'address'; address: OrderAddress } | { kind: 'method'; id: string } | { kind: 'card'; card: CardInput }

/** Changes the basket's shipment or tender; `onBasket` gets the basket as it now is. */
export function useChangeCheckout(basketId: string | undefined, onBasket: (basket: Basket) => void) {
  const queryClient = useQueryClient()
  const { organizationId, lease } = useKeys(basketId)
  return useMutation({
    mutationFn: (change: BasketChange) => {
      const id = basketId ?? ''
      switch (change.kind) {
        case 'address':
          return setShippingAddress(organizationId, id, change.address)
        case 'method':
          return setShippingMethod(organizationId, id, change.id)
        case 'card':
          return addLeaseTender(organizationId, id, change.card)
      }
    },
    onSuccess: async (basket) => {
      onBasket(basket)
      await queryClient.invalidateQueries({ queryKey: lease })
    },
  })
}

/** Reads the lease checkout again (after an approval in the lease window). */
export function useRefreshLeaseCheckout(basketId: string | undefined) {
  const queryClient = useQueryClient()
  const { lease } = useKeys(basketId)
  return () => queryClient.invalidateQueries({ queryKey: lease })
}

export function useSignAgreement(basketId: string | undefined) {
  const queryClient = useQueryClient()
  const { organizationId, lease } = useKeys(basketId)
  return useMutation({
    mutationFn: (signature: { fullName: string; consent: boolean; agreementVersion: string | null }) =>
      signAgreement(organizationId, basketId ?? '', signature),
    onSuccess: (answer) => queryClient.setQueryData(lease, answer),
  })
}

export function usePlaceOrder(basketId: string | undefined) {
  const { organizationId } = useKeys(basketId)
  return useMutation({ mutationFn: () => placeOrder(organizationId, basketId ?? '') })
}

export function useOrder(orderNo: string) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useQuery({
    queryKey: ['order', organizationId, site.id, locale.id, orderNo],
    queryFn: () => getOrder(organizationId, orderNo),
    ...DEFAULT_QUERY_POLICY,
  })
}
