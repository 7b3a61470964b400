/**
 * The lease-customer GUID of a customer: the custom attribute `{shortName}CustomerGuid`, else the `c_`-prefixed
 * `c_{shortName}CustomerGuid`; undefined when neither is a non-empty string. The generated
 * `Customer` carries custom attributes as additional properties.
 */
export function customerGuidOf(customer: Readonly<Record<string, unknown>> | undefined, shortName: string): string | undefined {
  for (const name of [`${shortName}CustomerGuid`, `c_${shortName}CustomerGuid`]) {
    const value = customer?.[name]
    if (typeof value === 'string' && value) return value
  }
  return undefined
}
