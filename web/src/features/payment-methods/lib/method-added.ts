/** The router state /add-payment-method leaves for /payment-methods: the method it added (never a number). */
export interface MethodAddedState {
  paymentMethodAdded: string
}

export function isMethodAddedState(state: unknown): state is MethodAddedState {
  return typeof state === 'object' && state !== null && typeof (state as Partial<MethodAddedState>).paymentMethodAdded === 'string'
}
