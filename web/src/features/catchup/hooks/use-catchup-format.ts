import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { useSiteLocale } from '@/lib/use-site-locale'
import { catchUpFormatters, type CatchUpFormatters } from '../lib/format'

/** Money (from cents) in the locale's currency and calendar dates, in the page's locale. */
export function useCatchUpFormat(): CatchUpFormatters {
  const intl = useIntl()
  const currency = useSiteLocale().locale.preferredCurrency
  return useMemo(() => catchUpFormatters(intl, currency), [intl, currency])
}
