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
