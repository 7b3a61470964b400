import { createContext, use } from 'react'

/**
 * The signed-in lease customer's id (part of every payment-methods cache key, so one customer
 * never sees another's cache), or null. src/app provides it on the portal's payment-method
 * pages: the feature does not read the shopper session itself (the API client sends the token
 * and the `correlation-id`).
 */
export const PaymentMethodsCustomerContext = createContext<string | null>(null)

export function usePaymentMethodsCustomerId(): string | null {
  return use(PaymentMethodsCustomerContext)
}
