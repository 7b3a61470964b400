/**
 * Money on the product page: the API's prices are decimal numbers of the currency (`547.99`),
 * whose cents are exact (schema `Price`). Every sum, product and comparison is done in integer
 * cents (money is integer cents, never floats); a number of the currency is made
 * again only to be printed.
 */

/** `547.99` → `54799`. */
export const toCents = (price: number): number => Math.round(price * 100)

/** `54799` → `547.99`, the number `Intl.NumberFormat` prints (never added to anything). */
export const fromCents = (cents: number): number => cents / 100

/** `54799` → `"547.99"`: a price as schema.org writes it (a string with two decimals, a dot). */
export function decimalString(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
