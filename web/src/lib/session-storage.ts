/**
 * sessionStorage keys shared by features (storefront spec §3 "Browser storage", §4.13;
 * portal spec §3 "Payment-session state"), defined in one place.
 */

/** Set when a customer signs in; removed 2 s after logout (storefront spec §4.13). */
export const CUSTOMER_LOGGED_IN_KEY = 'is_customer_logged_in'

/**
 * The identity provider's id token of a customer who signed in through it (portal spec §4
 * "Identity-provider logout": its presence makes logout end the provider session too).
 */
export const IDP_ID_TOKEN_KEY = 'idp_id_token'

/**
 * Payment-session data the portal's payment flow keeps for the tab. Logout clears these
 * (storefront spec §4.13: "stored data cleared (one-time payment, submitted data, tab location)").
 */
export const PAYMENT_SESSION_KEYS = {
  /** The one-time payment being made (amount kind, amount, method, lease). */
  oneTimePayment: 'oneTimePayment',
  /** The payment data submitted last (shown on the confirmation). */
  submittedPaymentData: 'submittedPaymentData',
  /** Which tab of the payments screen was open. */
  tabLocation: 'tabLocation',
} as const

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // Storage may be unavailable (private mode, quota): nothing else depends on it.
  }
}

export function removeSession(...keys: string[]): void {
  try {
    for (const key of keys) window.sessionStorage.removeItem(key)
  } catch {
    // see writeSession
  }
}

/** Clears the payment-session data (on logout). */
export function clearPaymentSession(): void {
  removeSession(...Object.values(PAYMENT_SESSION_KEYS))
}
