/** Base path of the shopper-customers API (SCAPI shape). */
export const shopperCustomersPath = (organizationId: string, rest: string) =>
  `/mobify/proxy/api/customer/shopper-customers/v1/organizations/${encodeURIComponent(organizationId)}/${rest}`

/** Customer (platform) as the storefront reads it (portal spec §3, storefront spec §3). */
export interface Customer {
  customerId: string
  /** 'guest' or 'registered'. */
  customerType?: string
  authType?: string
  isRegistered?: boolean
  isGuest?: boolean
  firstName?: string
  lastName?: string
  email?: string
  login?: string
  /** The lease-customer GUID (`c_{product}CustomerGuid`; the demo's product is northwind). */
  [attribute: `c_${string}`]: unknown
}

/** The lease-customer GUID: the custom attribute `c_{shortName}CustomerGuid`, if set. */
export function customerGuidOf(customer: Customer | undefined, shortName: string): string | undefined {
  const value = customer?.[`c_${shortName}CustomerGuid`]
  return typeof value === 'string' && value ? value : undefined
}
