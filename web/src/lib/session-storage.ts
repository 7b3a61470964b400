/**
 * sessionStorage keys shared by features (the sign-in flag, the payment in progress), defined in one place, and a React view of a key
 * (useSessionValue) that follows writes made through this module.
 */
import { useSyncExternalStore } from 'react'

/** Set when a customer signs in; removed 2 s after logout. */
export const CUSTOMER_LOGGED_IN_KEY = 'is_customer_logged_in'

/**
 * Payment-session data the portal's payment flow keeps for the tab. Logout clears these
 * ("stored data cleared (one-time payment, submitted data, tab location)").
 */
export const PAYMENT_SESSION_KEYS = {
  /** The catch-up plan chosen and, once submitted, its Idempotency-Key (features/catchup lib/choice.ts). */
  catchUpPlanChoice: 'catchUpPlanChoice',
  /** The one-time payment being made (amount kind, amount, method, lease). */
  oneTimePayment: 'oneTimePayment',
  /** The payment data submitted last (shown on the confirmation). */
  submittedPaymentData: 'submittedPaymentData',
  /** Which tab of the payments screen was open. */
  tabLocation: 'tabLocation',
  // The payment being made (features/payments), by
  // these exact names. Never a card or account number: the method by its guid and masked label.
  /** The chosen saved method's guid. */
  payMethodGUID: 'payMethodGUID',
  /** The chosen method's label, masked to the last 4 (`Visa •••• 4242`). */
  selectedLabel: 'selected_label',
  /** The chosen method's type (`card`, `bank`). */
  selectedType: 'selected_Type',
  /** The amount kind (`next_payment`, `past_due`, `payoff`, `custom`). */
  payPaymentType: 'payPaymentType',
  /** The amount before tax in dollars, as typed for a custom amount. */
  payCustomAmount: 'payCustomAmount',
  /** `true`: a one-time payment. */
  payOneTime: 'payOneTime',
  /** `true` once the payment was sent and not answered for good (it may still go through). */
  isPaymentSubmitted: 'isPaymentSubmitted',
  /** The lease the payment is for. */
  leaseGuid: 'leaseGuid',
} as const

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // Storage may be unavailable (private mode, quota): nothing else depends on it.
  }
  notify()
}

export function removeSession(...keys: string[]): void {
  try {
    for (const key of keys) window.sessionStorage.removeItem(key)
  } catch {
    // see writeSession
  }
  notify()
}

/**
 * The value of a sessionStorage key, re-rendering when it is written or removed through
 * writeSession/removeSession. `null` on the server and while hydrating (the page's storage is
 * the visitor's, never part of the server's HTML).
 */
export function useSessionValue(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readSession(key),
    () => null,
  )
}

/** Clears the payment-session data (on logout). */
export function clearPaymentSession(): void {
  removeSession(...Object.values(PAYMENT_SESSION_KEYS))
}
