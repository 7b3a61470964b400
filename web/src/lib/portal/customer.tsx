import { createContext, use, type ReactNode } from 'react'

/**
 * The signed-in lease customer's id, or null. It is the correlation id of every portal call and
 * part of every portal cache key, so one customer never sees another's cache. The portal layout
 * (src/app) provides it once for every portal page, and the header's lease selector for itself;
 * the portal features read it here and never read the shopper session themselves.
 */
const PortalCustomerContext = createContext<string | null>(null)

/** Makes `customerId` the portal customer of everything inside. */
export function PortalCustomer({ customerId, children }: { customerId: string | null; children: ReactNode }) {
  return <PortalCustomerContext value={customerId}>{children}</PortalCustomerContext>
}

/** The portal customer's id, or null outside a portal customer. */
export function usePortalCustomerId(): string | null {
  return use(PortalCustomerContext)
}
