/**
 * The basket calls (SCAPI `checkout/shopper-baskets/v1`, server/src/basket), each with the
 * shopper's token (guest or registered); siteId and locale come from the API client:
 *
 *   GET  customer/shopper-customers/v1/…/customers/{customerId}/baskets → {baskets, total}
 *   POST …/baskets {}                                → Basket in the site's default currency (a second one: 400 basket_quota_exceeded)
 *   PATCH …/baskets/{basketId} {currency}            → Basket (a currency the site sells in)
 *   PUT  …/baskets/{basketId}/customer {email}       → Basket
 *   POST …/baskets/{basketId}/items [{productId, quantity}] → Basket
 *   PATCH …/baskets/{basketId}/items/{itemId} {quantity}    → Basket (0 removes)
 *   DELETE …/baskets/{basketId}/items/{itemId}              → Basket
 *   POST …/baskets/actions/merge?createDestinationBasket=true → Basket (after sign-in)
 *
 * A refused quantity is a 400 whose message is the storefront's own ("Only 2 left for …!").
 */
import type { Basket } from '@/api/types'
import { api, ApiError, body } from '@/lib/api-client'

const BASKETS = '/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets'
const CUSTOMER_BASKETS = '/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/baskets'

/** The shopper's basket, or null before they first add something. */
export async function getShopperBasket(organizationId: string, customerId: string): Promise<Basket | null> {
  const result = await body(api.GET(CUSTOMER_BASKETS, { params: { path: { organization_id: organizationId, customer_id: customerId } } }))
  return result.baskets[0] ?? null
}

/** The shopper's basket, made when they have none (another tab may have made it meanwhile). */
export async function ensureBasket(organizationId: string, customerId: string): Promise<Basket> {
  const existing = await getShopperBasket(organizationId, customerId)
  if (existing) return existing
  try {
    return await body(api.POST(BASKETS, { params: { path: { organization_id: organizationId } }, body: {} }))
  } catch (error) {
    const made = error instanceof ApiError && error.status === 400 ? await getShopperBasket(organizationId, customerId) : null
    if (made) return made
    throw error
  }
}

export async function addToBasket(organizationId: string, basketId: string, productId: string, quantity: number): Promise<Basket> {
  return body(
    api.POST(`${BASKETS}/{basket_id}/items`, {
      params: { path: { organization_id: organizationId, basket_id: basketId } },
      body: [{ productId, quantity }],
    }),
  )
}

export async function setLineQuantity(organizationId: string, basketId: string, itemId: string, quantity: number): Promise<Basket> {
  return body(
    api.PATCH(`${BASKETS}/{basket_id}/items/{item_id}`, {
      params: { path: { organization_id: organizationId, basket_id: basketId, item_id: itemId } },
      body: { quantity },
    }),
  )
}

export async function removeLine(organizationId: string, basketId: string, itemId: string): Promise<Basket> {
  return body(
    api.DELETE(`${BASKETS}/{basket_id}/items/{item_id}`, {
      params: { path: { organization_id: organizationId, basket_id: basketId, item_id: itemId } },
    }),
  )
}

/** Switches the basket to a currency the site sells in (the shopper's locale's). */
export async function setBasketCurrency(organizationId: string, basketId: string, currency: string): Promise<Basket> {
  return body(
    api.PATCH(`${BASKETS}/{basket_id}`, {
      params: { path: { organization_id: organizationId, basket_id: basketId } },
      body: { currency },
    }),
  )
}

/** Puts the customer's email on the basket (the order's confirmation goes there). */
export async function setBasketEmail(organizationId: string, basketId: string, email: string): Promise<Basket> {
  return body(
    api.PUT(`${BASKETS}/{basket_id}/customer`, {
      params: { path: { organization_id: organizationId, basket_id: basketId } },
      body: { email },
    }),
  )
}

/** After sign-in: the session's guest basket joins the customer's (made when they have none). */
export async function mergeGuestBasket(organizationId: string): Promise<Basket> {
  return body(
    api.POST(`${BASKETS}/actions/merge`, {
      params: { path: { organization_id: organizationId }, query: { createDestinationBasket: true } },
    }),
  )
}
