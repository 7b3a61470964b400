import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { useSiteLocale } from '@/lib/use-site-locale'
import { leaseFormatters, type LeaseFormatters } from '../lib/formatters'

/** Money (from cents) in the locale's currency and calendar dates, in the page's locale. */
export function useLeaseFormat(): LeaseFormatters {
  const intl = useIntl()
  const currency = useSiteLocale().locale.preferredCurrency
  return useMemo(() => leaseFormatters(intl, currency), [intl, currency])
}
