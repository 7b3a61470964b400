import { createContext, use } from 'react'

/**
 * The signed-in lease customer's id (part of every catch-up cache key, so one customer never
 * sees another's cache), or null. src/app provides it on the catch-up pages and the dashboard:
 * the feature does not read the shopper session itself (the API client sends the token and the
 * `correlation-id`).
 */
export const CatchUpCustomerContext = createContext<string | null>(null)

export function useCatchUpCustomerId(): string | null {
  return use(CatchUpCustomerContext)
}
