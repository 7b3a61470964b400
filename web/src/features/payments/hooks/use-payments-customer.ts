import { createContext, use } from 'react'

/**
 * The signed-in lease customer's id (part of every payments cache key, so one customer never
 * sees another's cache), or null. src/app provides it on the portal's payment pages: the feature
 * does not read the shopper session itself (the API client sends the token and `correlation-id`).
 */
export const PaymentsCustomerContext = createContext<string | null>(null)

export function usePaymentsCustomerId(): string | null {
  return use(PaymentsCustomerContext)
}
