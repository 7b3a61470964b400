import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'

/** Formats integer cents as money in the page's locale (`54799` → `$547.99`). */
export function useFormatMoney(currency: string): (cents: number) => string {
  const format = moneyFormat(useIntl().locale, currency)
  return useCallback((cents: number) => format(fromCents(cents)), [format])
}
