/**
 * How payment values are written for people, in the page's locale: money from cents in the
 * site locale's currency (Intl through react-intl: `$1,025.50`, `1025,50 US$`), calendar days,
 * moments, and a method masked to its last 4 in the page's words.
 */
import { useMemo } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { fromCents } from '@/lib/money'
import { useSiteLocale } from '@/lib/use-site-locale'
import { methodMessages } from '../messages'

export interface PaymentFormat {
  money: (cents: number) => string
  /** A `YYYY-MM-DD` day: `March 13, 2026` (the value as given when it isn't one). */
  day: (value: string) => string
  /** Epoch milliseconds: `Nov 24, 2026, 3:05 PM`. */
  moment: (ms: number) => string
}

export function paymentFormat(intl: IntlShape, currency: string): PaymentFormat {
  return {
    money: (cents) => intl.formatNumber(fromCents(cents), { style: 'currency', currency }),
    day: (value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
      if (!match) return value
      const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
      return intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    },
    moment: (ms) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' }),
  }
}

export function usePaymentFormat(): PaymentFormat {
  const intl = useIntl()
  const currency = useSiteLocale().locale.preferredCurrency
  return useMemo(() => paymentFormat(intl, currency), [intl, currency])
}

interface Named {
  type: string
  brand: string
  last4: string
}

/** A method's parts from the server's masked label (`Visa •••• 4242`, `Savings •••• 6789`). */
export function parseMethodLabel(label: string): Named | null {
  const match = /^(.+?) •••• (\d{4})$/.exec(label.trim())
  if (!match) return null
  const [, name = '', last4 = ''] = match
  const lower = name.toLowerCase()
  return lower === 'checking' || lower === 'savings' ? { type: 'bank', brand: lower, last4 } : { type: 'card', brand: name, last4 }
}

/** On screen: `Visa •••• 4242`, `Checking •••• 6789` (Spanish words for the account type in es). */
export function methodLabel(intl: IntlShape, method: Named): string {
  return method.type === 'bank'
    ? intl.formatMessage(methodMessages.bank, { accountType: method.brand, last4: method.last4 })
    : intl.formatMessage(methodMessages.card, { brand: method.brand, last4: method.last4 })
}

/** In words for assistive technology: `Visa ending in 4242`. */
export function methodSpokenLabel(intl: IntlShape, method: Named): string {
  return method.type === 'bank'
    ? intl.formatMessage(methodMessages.bankSpoken, { accountType: method.brand, last4: method.last4 })
    : intl.formatMessage(methodMessages.cardSpoken, { brand: method.brand, last4: method.last4 })
}

/** A label from the server (history, session), masked, in the page's words; as given when it can't be read. */
export function labelText(intl: IntlShape, label: string): string {
  const parsed = parseMethodLabel(label)
  return parsed ? methodLabel(intl, parsed) : label
}
