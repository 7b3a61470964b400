import { useIntl } from 'react-intl'
import { PAY_FREQUENCIES } from '@/lib/lease-estimate'
import { leaseQuoteMessages as m } from './lease-quote-messages'

/** The pay frequencies a lease follows, as the options of a select (the estimate form, the product page). */
export function PayFrequencyOptions() {
  const intl = useIntl()
  return PAY_FREQUENCIES.map((frequency) => (
    <option key={frequency} value={frequency}>
      {intl.formatMessage(m.payFrequencyOption, { frequency })}
    </option>
  ))
}
