/** The portal's payment-method pages (portal spec §2), app paths without the site/locale prefix. */
export const PAYMENT_METHODS_PATH = '/payment-methods'
export const ADD_PAYMENT_METHOD_PATH = '/add-payment-method'

/** The router state /add-payment-method leaves for /payment-methods: the method it added (never a number). */
export interface MethodAddedState {
  paymentMethodAdded: string
}

export function isMethodAddedState(state: unknown): state is MethodAddedState {
  return typeof state === 'object' && state !== null && typeof (state as Partial<MethodAddedState>).paymentMethodAdded === 'string'
}
