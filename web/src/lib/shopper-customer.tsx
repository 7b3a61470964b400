import { createContext, use, type ReactNode } from 'react'

/**
 * The shopper session's customer id (guest or registered), or null while the session starts
 * (and in the server's render). The root layout provides it from the session; pages and
 * features that call shopper APIs for the shopper (the basket) read it here and never read
 * the session themselves.
 */
const ShopperCustomerContext = createContext<string | null>(null)

export function ShopperCustomer({ customerId, children }: { customerId: string | null; children: ReactNode }) {
  return <ShopperCustomerContext value={customerId}>{children}</ShopperCustomerContext>
}

/** The shopper's customer id, or null before the session is known. */
export function useShopperCustomerId(): string | null {
  return use(ShopperCustomerContext)
}
