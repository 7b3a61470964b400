/**
 * The shopper's basket as a query (one per organization, site, locale and shopper: the lines'
 * names are the locale's), and the changes to it, each answering the whole basket, which
 * becomes the query's data. The shopper's id comes from the page (the app reads the session):
 * without one there is nothing to read yet.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Basket } from '@/api/types'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'
import { addToBasket, ensureBasket, getShopperBasket, removeLine, setLineQuantity } from '../api/basket'
import { BASKET_QUERY } from '../lib/query-key'

function useBasketKey(customerId: string | null) {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return { organizationId, key: [BASKET_QUERY, organizationId, site.id, locale.id, customerId ?? ''] as const }
}

/** The shopper's basket: `null` before they first add something, `undefined` while loading. */
export function useBasket(customerId: string | null) {
  const { organizationId, key } = useBasketKey(customerId)
  return useQuery({
    queryKey: key,
    queryFn: () => getShopperBasket(organizationId, customerId ?? ''),
    enabled: Boolean(customerId),
    ...DEFAULT_QUERY_POLICY,
  })
}

/** How many items the basket holds (the header's count). */
export const itemCount = (basket: Basket | null | undefined) =>
  (basket?.productItems ?? []).filter((item) => item.c_available).reduce((sum, item) => sum + item.quantity, 0)

/** Adds a product (the basket is made on the first add). */
export function useAddToBasket(customerId: string | null) {
  const queryClient = useQueryClient()
  const { organizationId, key } = useBasketKey(customerId)
  return useMutation({
    mutationFn: async ({ productId, quantity }: { productId: string; quantity: number }) => {
      if (!customerId) throw new Error('No shopper session yet')
      const basket = queryClient.getQueryData<Basket | null>(key) ?? (await ensureBasket(organizationId, customerId))
      return addToBasket(organizationId, basket.basketId, productId, quantity)
    },
    onSuccess: (basket) => queryClient.setQueryData(key, basket),
  })
}

/** Changes a line's quantity, or removes it (quantity 0 or `remove`). */
export function useChangeLine(customerId: string | null) {
  const queryClient = useQueryClient()
  const { organizationId, key } = useBasketKey(customerId)
  return useMutation({
    mutationFn: ({ basketId, itemId, quantity }: { basketId: string; itemId: string; quantity: number }) =>
      quantity === 0 ? removeLine(organizationId, basketId, itemId) : setLineQuantity(organizationId, basketId, itemId, quantity),
    onSuccess: (basket) => queryClient.setQueryData(key, basket),
  })
}

/**
 * Takes a product's line out of the shopper's basket as the server has it now — read again,
 * since after a sign-in the guest's lines are the merged basket's, with other ids (the cart's Move
 * to wishlist, asked by a guest, runs once they have signed in). Nothing to do when the product is
 * not in the basket.
 */
export function useRemoveProduct(customerId: string | null) {
  const queryClient = useQueryClient()
  const { organizationId, key } = useBasketKey(customerId)
  return useMutation({
    mutationFn: async (productId: string) => {
      if (!customerId) throw new Error('No shopper session yet')
      const basket = await getShopperBasket(organizationId, customerId)
      const line = basket?.productItems.find((item) => item.productId === productId)
      return basket && line ? removeLine(organizationId, basket.basketId, line.itemId) : basket
    },
    onSuccess: (basket) => queryClient.setQueryData(key, basket),
  })
}
