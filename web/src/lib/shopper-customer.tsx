import { createContext, use, type ReactNode } from 'react'

/**
 * The shopper session's customer id (guest or registered), or null while the session starts
 * (and in the server's render). The root layout provides it from the session; pages and
 * features that call shopper APIs for the shopper (the basket) read it here and never read
 * the session themselves.
 */
interface ShopperCustomerValue {
  customerId: string | null
  registered: boolean
  /** Asks a guest to sign in, then runs `then` (a registered customer runs it at once). */
  requireSignIn: (then: () => void) => void
}

const ShopperCustomerContext = createContext<ShopperCustomerValue>({ customerId: null, registered: false, requireSignIn: () => {} })

export function ShopperCustomer({ children, ...value }: ShopperCustomerValue & { children: ReactNode }) {
  return <ShopperCustomerContext value={value}>{children}</ShopperCustomerContext>
}

/** The shopper's customer id, or null before the session is known. */
export function useShopperCustomerId(): string | null {
  return use(ShopperCustomerContext).customerId
}

/** Whether the shopper has signed in (a registered customer, not a guest). */
export function useShopperIsRegistered(): boolean {
  return use(ShopperCustomerContext).registered
}

/** What asks a guest to sign in before an action that needs an account (a wish list). */
export function useRequireSignIn(): (then: () => void) => void {
  return use(ShopperCustomerContext).requireSignIn
}
