import { createContext, use } from 'react'

/**
 * The signed-in lease customer's id (the correlation id of the lease calls and part of their
 * cache keys), or null. src/app provides it where the customer is known to be an authenticated
 * lease customer (the portal's dashboard layout, the header's lease selector): the lease
 * feature does not read the shopper session itself.
 */
export const LeaseCustomerContext = createContext<string | null>(null)

export function useLeaseCustomerId(): string | null {
  return use(LeaseCustomerContext)
}
