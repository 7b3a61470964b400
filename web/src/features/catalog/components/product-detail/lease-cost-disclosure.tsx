import { useIntl } from 'react-intl'
import { leaseCost } from '@/lib/lease-cost'
import { useFormatMoney } from '../../hooks/use-format-money'
import { productMessages } from '../../messages/product'

interface Props {
  /** The cash price of what is chosen, in the chosen quantity. */
  cashPriceCents: number
  quantity: number
  currency: string
  /** The price is the lowest of a range (nothing chosen yet): the disclosure says "from". */
  from?: boolean
}

/**
 * What leasing costs, next to the cash price (the demo servicing rules, lib/lease-cost.ts):
 * the number and amount of the weekly payments and the term, the total cost to own, and that
 * leasing costs more than paying the cash price.
 */
export function LeaseCostDisclosure({ cashPriceCents, quantity, currency, from = false }: Props) {
  const intl = useIntl()
  const money = useFormatMoney(currency)
  const lease = leaseCost(cashPriceCents)
  const payments = intl.formatMessage(from ? productMessages.leasePaymentsFrom : productMessages.leasePayments, {
    paymentCount: lease.paymentCount,
    payment: money(lease.paymentCents),
    termMonths: lease.termMonths,
  })
  const lastPayment =
    lease.lastPaymentCents === lease.paymentCents
      ? undefined
      : intl.formatMessage(productMessages.leaseLastPayment, { lastPayment: money(lease.lastPaymentCents) })
  const total = intl.formatMessage(from ? productMessages.leaseTotalFrom : productMessages.leaseTotal, { total: money(lease.totalCents) })
  const costsMore = intl.formatMessage(from ? productMessages.leaseCostsMoreFrom : productMessages.leaseCostsMore, {
    cashPrice: money(lease.cashPriceCents),
    quantity,
  })
  return (
    <section
      aria-label={intl.formatMessage(productMessages.leaseCostLabel)}
      className="mt-2 rounded-card border border-primary-100 bg-primary-50 p-2 text-sm text-ink"
    >
      <p>
        {payments}
        {lastPayment && ` ${lastPayment}`} <strong className="font-bold">{total}</strong> {costsMore}
      </p>
      <p className="mt-1 text-ink-muted">{intl.formatMessage(productMessages.leaseTerms)}</p>
    </section>
  )
}
