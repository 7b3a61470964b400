/**
 * The checkout's steps, worked out from the basket and its lease checkout (never kept apart
 * from them): each is done once the basket carries what it asks for, and the first one not done
 * is open. A done step shows as a summary the shopper can edit.
 */
import type { Basket, LeaseCheckout } from '@/api/types'

export const CHECKOUT_STEPS = ['contact', 'address', 'shipping', 'lease', 'review'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

export interface StepState {
  registered: boolean
  basket: Basket
  lease: LeaseCheckout | undefined
}

/** Whether a step holds what it asks for. */
export function isStepDone(step: CheckoutStep, { registered, basket, lease }: StepState): boolean {
  const shipment = basket.shipments[0]
  switch (step) {
    case 'contact':
      return registered
    case 'address':
      return Boolean(shipment?.shippingAddress)
    case 'shipping':
      return Boolean(shipment?.shippingMethod)
    case 'lease':
      return Boolean(lease?.eligible) && basket.paymentInstruments.length > 0
    case 'review':
      return Boolean(lease?.signature)
  }
}

/** The step to work on: the first not done (the review once everything is). */
export function openStep(state: StepState): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => !isStepDone(step, state)) ?? 'review'
}
