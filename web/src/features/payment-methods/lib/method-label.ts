/**
 * How a saved method is named in the page's locale (never more than its last 4): on screen
 * `Visa •••• 4242`, `Checking •••• 6789`; in words for assistive technology and dialog titles
 * `Visa ending in 4242`, `Checking account ending in 6789`. Built from the method's type,
 * brand and last 4 rather than the server's English `label`.
 */
import type { IntlShape } from 'react-intl'
import { methodLabelMessages as m } from '../messages'
import type { PaymentMethod } from './types'

type Named = Pick<PaymentMethod, 'type' | 'brand' | 'last4'>

export function methodLabel(intl: IntlShape, { type, brand, last4 }: Named): string {
  return type === 'bank' ? intl.formatMessage(m.bank, { accountType: brand, last4 }) : intl.formatMessage(m.card, { brand, last4 })
}

export function methodSpokenLabel(intl: IntlShape, { type, brand, last4 }: Named): string {
  return type === 'bank'
    ? intl.formatMessage(m.bankSpoken, { accountType: brand, last4 })
    : intl.formatMessage(m.cardSpoken, { brand, last4 })
}

/** A card's expiry as the locale writes a month of a year (12/2030). */
export function expiryText(intl: IntlShape, month: number, year: number): string {
  return intl.formatDate(Date.UTC(year, month - 1, 1), { month: '2-digit', year: 'numeric', timeZone: 'UTC' })
}

/** The method that becomes the default when `removed`, the default, goes: the newest other one. */
export function nextDefault(methods: readonly PaymentMethod[], removed: PaymentMethod): PaymentMethod | null {
  if (!removed.is_default) return null
  return methods.filter((method) => method.guid !== removed.guid).at(-1) ?? null
}
