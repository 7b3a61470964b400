/**
 * The checkout calls, each with the shopper's token (siteId and locale come from the API client):
 *
 *   PUT  shopper-baskets …/baskets/{basketId}/shipments/me/shipping-address  OrderAddress → Basket
 *   GET  shopper-baskets …/baskets/{basketId}/shipments/me/shipping-methods → ShippingMethodResult
 *   PUT  shopper-baskets …/baskets/{basketId}/shipments/me/shipping-method {id} → Basket
 *   POST shopper-baskets …/baskets/{basketId}/payment-instruments {paymentMethodId, paymentCard} → Basket
 *   GET  lease-checkout …/baskets/{basketId}/lease → LeaseCheckout (eligibility, quote, agreement, signature)
 *   PUT  lease-checkout …/baskets/{basketId}/signature {fullName, consent, agreementVersion} → LeaseCheckout
 *   POST shopper-orders …/orders {basketId} → Order (once a basket: a retry answers the same order)
 *   GET  shopper-orders …/orders/{orderNo} → Order
 *
 * Refusals carry a `reason` (server/src/basket, checkout and orders) the page words.
 */
import type { Basket, LeaseCheckout, Order, OrderAddress, ShippingMethodResult } from '@/api/types'
import { api, body } from '@/lib/api-client'

const BASKETS = '/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}'
const LEASE_CHECKOUT = '/mobify/proxy/api/custom/lease-checkout/v1/organizations/{organization_id}/baskets/{basket_id}'
const ORDERS = '/mobify/proxy/api/checkout/shopper-orders/v1/organizations/{organization_id}/orders'

const basketPath = (organizationId: string, basketId: string) => ({
  path: { organization_id: organizationId, basket_id: basketId },
})
const shipmentPath = (organizationId: string, basketId: string) => ({
  path: { organization_id: organizationId, basket_id: basketId, shipment_id: 'me' },
})

export const LEASE_PAYMENT_METHOD = 'NORTHWIND_LEASE'

export function setShippingAddress(organizationId: string, basketId: string, address: OrderAddress): Promise<Basket> {
  return body(
    api.PUT(`${BASKETS}/shipments/{shipment_id}/shipping-address`, { params: shipmentPath(organizationId, basketId), body: address }),
  )
}

export function getShippingMethods(organizationId: string, basketId: string): Promise<ShippingMethodResult> {
  return body(api.GET(`${BASKETS}/shipments/{shipment_id}/shipping-methods`, { params: shipmentPath(organizationId, basketId) }))
}

export function setShippingMethod(organizationId: string, basketId: string, id: string): Promise<Basket> {
  return body(
    api.PUT(`${BASKETS}/shipments/{shipment_id}/shipping-method`, { params: shipmentPath(organizationId, basketId), body: { id } }),
  )
}

export interface CardInput {
  number: string
  securityCode: string
  expirationMonth: number
  expirationYear: number
  holder: string
}

/** The card the lease's initial payment is charged to; the server keeps only its token and last 4. */
export function addLeaseTender(organizationId: string, basketId: string, card: CardInput): Promise<Basket> {
  return body(
    api.POST(`${BASKETS}/payment-instruments`, {
      params: basketPath(organizationId, basketId),
      body: { paymentMethodId: LEASE_PAYMENT_METHOD, paymentCard: card },
    }),
  )
}

export function getLeaseCheckout(organizationId: string, basketId: string): Promise<LeaseCheckout> {
  return body(api.GET(`${LEASE_CHECKOUT}/lease`, { params: basketPath(organizationId, basketId) }))
}

export function signAgreement(
  organizationId: string,
  basketId: string,
  signature: { fullName: string; consent: boolean; agreementVersion: string | null },
): Promise<LeaseCheckout> {
  return body(api.PUT(`${LEASE_CHECKOUT}/signature`, { params: basketPath(organizationId, basketId), body: signature }))
}

export function placeOrder(organizationId: string, basketId: string): Promise<Order> {
  return body(api.POST(ORDERS, { params: { path: { organization_id: organizationId } }, body: { basketId } }))
}

export function getOrder(organizationId: string, orderNo: string): Promise<Order> {
  return body(api.GET(`${ORDERS}/{order_no}`, { params: { path: { organization_id: organizationId, order_no: orderNo } } }))
}
