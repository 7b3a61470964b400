/** The portal's payment pages (portal spec §2), app paths without the site/locale prefix. */
export const PAYMENTS_PATH = '/payments'
export const MAKE_A_PAYMENT_PATH = '/make-a-payment'
export const REVIEW_PAYMENT_PATH = '/review-payment'
/** Where a customer without a saved method adds one (the payment-methods feature's page). */
export const ADD_PAYMENT_METHOD_PATH = '/add-payment-method'

/**
 * The router state another page leaves for /make-a-payment to preselect an amount kind ("Pay
 * off now" on the plan details: `{ paymentType: 'payoff' }`).
 */
export interface PreselectState {
  paymentType: string
}

export function preselectedType(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null
  const { paymentType } = state as Partial<PreselectState>
  return typeof paymentType === 'string' ? paymentType : null
}
