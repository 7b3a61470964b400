import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { fromCents } from '@/lib/money'

/** Formats integer cents as money in the page's locale (`54799` → `$547.99`). */
export function useFormatMoney(currency: string): (cents: number) => string {
  const intl = useIntl()
  return useCallback((cents: number) => intl.formatNumber(fromCents(cents), { style: 'currency', currency }), [intl, currency])
}
