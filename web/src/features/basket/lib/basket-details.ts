/**
 * What a read basket should say and does not: the currency of the shopper's locale (a basket
 * is made in the site's default currency, and the shopper may browse in a locale preferring
 * another), and a registered customer's email (a guest has none to give). Pure.
 */
import type { Basket } from '@/api/types'

export interface BasketDetails {
  currency?: string
  email?: string
}

export function basketDetailsToSet(basket: Basket, wanted: { currency: string; email?: string | null }): BasketDetails {
  const details: BasketDetails = {}
  if (wanted.currency && basket.currency !== wanted.currency) details.currency = wanted.currency
  if (wanted.email && basket.customerInfo.email !== wanted.email) details.email = wanted.email
  return details
}
