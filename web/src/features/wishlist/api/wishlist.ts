/**
 * The wish list calls (SCAPI shopper-customers product lists, server/src/wishlist), a
 * registered customer's token:
 *
 *   GET  …/customers/{customerId}/product-lists                 → {data: [list], total}
 *   POST …/customers/{customerId}/product-lists {type: wish_list} → the list (made when missing)
 *   POST …/product-lists/{listId}/items {productId, quantity 1, public false, priority 1, type product} → the item
 *   DELETE …/product-lists/{listId}/items/{itemId}               → 204
 */
import type { components } from '@/api/schema.gen'
import { api, body, ok } from '@/lib/api-client'

export type WishList = components['schemas']['ProductList']

const LISTS = '/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/product-lists'

/** The customer's wish list, made when they have none. */
export async function ensureWishList(organizationId: string, customerId: string): Promise<WishList> {
  const path = { organization_id: organizationId, customer_id: customerId }
  const lists = await body(api.GET(LISTS, { params: { path } }))
  const existing = lists.data.find((list) => list.type === 'wish_list')
  if (existing) return existing
  return body(api.POST(LISTS, { params: { path }, body: { type: 'wish_list' } }))
}

export async function addToWishList(organizationId: string, customerId: string, listId: string, productId: string) {
  return body(
    api.POST(`${LISTS}/{list_id}/items`, {
      params: { path: { organization_id: organizationId, customer_id: customerId, list_id: listId } },
      body: { productId, quantity: 1, public: false, priority: 1, type: 'product' },
    }),
  )
}

export async function removeFromWishList(organizationId: string, customerId: string, listId: string, itemId: string) {
  await ok(
    api.DELETE(`${LISTS}/{list_id}/items/{item_id}`, {
      params: { path: { organization_id: organizationId, customer_id: customerId, list_id: listId, item_id: itemId } },
    }),
  )
}
