/**
 * The shopper's basket as a query (one per organization, site, locale and shopper: the lines'
 * names are the locale's), and the changes to it, each answering the whole basket, which
 * becomes the query's data. The shopper's id comes from the page (the app reads the session):
 * without one there is nothing to read yet.
 *
 * A read basket is kept in the shopper's currency and, for a registered customer, with their
 * email (`useKeepBasketDetails`, which the shell runs with the customer's email).
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Basket } from '@/api/types'
import { useAppConfig } from '@/lib/app-config'
import { logPost, messageOf } from '@/lib/client-log'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { useSiteLocale } from '@/lib/use-site-locale'
import { addToBasket, ensureBasket, getShopperBasket, removeLine, setBasketCurrency, setBasketEmail, setLineQuantity } from '../api/basket'
import { basketDetailsToSet } from '../lib/basket-details'
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

/**
 * Each change asked once for the app's query cache (a page load): the basket, its field and the
 * value. Several components read the basket at once (the header, the cart), and a refused change
 * must not be asked again on every read.
 */
const askedBy = new WeakMap<QueryClient, Set<string>>()
function askedOf(queryClient: QueryClient): Set<string> {
  let asked = askedBy.get(queryClient)
  if (!asked) askedBy.set(queryClient, (asked = new Set()))
  return asked
}

/**
 * Switches the shopper's basket, once read, to the locale's preferred currency when it is in
 * another, and gives it a registered customer's email (`email`; none for a guest) when it has
 * another or none; one change after the other (each answers the whole basket), then the basket
 * is read again. A failure is logged and leaves the basket as it was.
 */
export function useKeepBasketDetails(customerId: string | null, email: string | null | undefined) {
  const queryClient = useQueryClient()
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const { data: basket } = useBasket(customerId)
  const currency = locale.preferredCurrency

  useEffect(() => {
    if (!basket || !customerId) return
    const wanted = basketDetailsToSet(basket, { currency, email })
    const asked = askedOf(queryClient)
    const changes = (['currency', 'email'] as const).flatMap((field) => {
      const value = wanted[field]
      const once = `${basket.basketId}|${field}|${value}`
      if (value === undefined || asked.has(once)) return []
      asked.add(once)
      return [{ field, value }]
    })
    if (changes.length === 0) return
    const log = { organizationId, siteId: site.id, locale: locale.id, customerId }
    void (async () => {
      let changed = false
      for (const { field, value } of changes) {
        try {
          await (field === 'currency'
            ? setBasketCurrency(organizationId, basket.basketId, value)
            : setBasketEmail(organizationId, basket.basketId, value))
          changed = true
        } catch (error) {
          void logPost(log, 'error', `Basket ${field} change failed: ${messageOf(error) ?? 'unknown error'}`)
        }
      }
      // Read again rather than keep an answer: a line added meanwhile may be newer than it.
      if (changed) await queryClient.invalidateQueries({ queryKey: [BASKET_QUERY, organizationId, site.id] })
    })()
  }, [basket, customerId, currency, email, organizationId, site.id, locale.id, queryClient])
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
