import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import type { LeaseQuote } from '@/api/types'
import { LeaseQuoteFigures } from '@/components/lease-quote/lease-quote-figures'
import { leaseQuoteMessages } from '@/components/lease-quote/lease-quote-messages'
import { PayFrequencyOptions } from '@/components/lease-quote/pay-frequency-options'
import { ApiError } from '@/lib/api-client'
import { quoteAnswers, useLeaseQuote, type PayFrequency } from '@/lib/lease-estimate'
import { productMessages } from '../../messages/product'

interface Props {
  /** The product's quote as the server rendered it (its lowest price, weekly, before tax). */
  quote: LeaseQuote | undefined
  /** A lease can pay for the product. */
  leasable: boolean
  /** The cash price of what is chosen, in the chosen quantity. */
  cashPriceCents: number
  quantity: number
  /** The price is the lowest of a range (nothing chosen yet). */
  from?: boolean
  /** The shopper's state (two letters), when known: the payments then include its sales tax. */
  state?: string | undefined
}

const selectClass =
  'ml-1 rounded-card border border-neutral-500 bg-white px-1 py-0.5 text-base text-ink ' +
  'focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-primary-100'

/**
 * What leasing costs, next to the cash price, in full (rental-purchase law: every figure
 * together, open): the lease the servicing rules would originate for the chosen price and
 * quantity, at the pay frequency the shopper chooses, with their state's tax once it is known.
 * The server renders the product's own quote (weekly, before tax); another price, quantity,
 * frequency or a known state asks the server's estimate (lib/lease-estimate.ts), and until it
 * answers the box says it is working the lease out (never another choice's figures). A product a
 * lease cannot pay for, or a price above what a lease can be for, says so.
 */
export function LeaseCostDisclosure({ quote: rendered, leasable, cashPriceCents, quantity, from = false, state }: Props) {
  const intl = useIntl()
  const frequencyId = useId()
  const [frequency, setFrequency] = useState<PayFrequency>('weekly')
  // No quote from the server for a leasable product: its lowest price is above what a lease
  // can be for, and so is every choice.
  const quotable = leasable && rendered !== undefined
  const request = quotable ? { cashPriceCents, payFrequency: frequency, ...(state ? { state } : {}) } : null
  const { quote: latest, loading, error } = useLeaseQuote(rendered, request)
  // Figures are shown only for what is chosen: another price's (the last ones, while the new
  // ones load, or the server's for a choice made in the URL) would state the wrong lease.
  const quote = latest && request && quoteAnswers(latest, request) ? latest : undefined
  const refusal = error instanceof ApiError && typeof error.data === 'object' ? error.data?.reason : undefined

  let body
  if (!leasable) body = <p>{intl.formatMessage(productMessages.leaseNotLeasable)}</p>
  else if (!quotable) body = <p>{intl.formatMessage(productMessages.leaseOverCap)}</p>
  else if (error) {
    body = (
      <p role="alert" className="font-semibold text-danger">
        {refusal === 'excluded_state'
          ? intl.formatMessage(productMessages.leaseExcludedState, { state: state ?? '' })
          : refusal === 'above_maximum'
            ? intl.formatMessage(productMessages.leaseOverCap)
            : intl.formatMessage(productMessages.leaseQuoteError)}
      </p>
    )
  } else if (!quote) {
    body = <p className="text-ink-muted">{intl.formatMessage(productMessages.leaseUpdating)}</p>
  } else {
    body = (
      <>
        {from && <p className="mb-1 text-ink-muted">{intl.formatMessage(productMessages.leaseFrom)}</p>}
        {quantity > 1 && <p className="mb-1 text-ink-muted">{intl.formatMessage(productMessages.leaseQuantity, { quantity })}</p>}
        <LeaseQuoteFigures quote={quote} />
      </>
    )
  }
  return (
    <section
      aria-label={intl.formatMessage(productMessages.leaseCostLabel)}
      aria-busy={loading}
      className="mt-2 rounded-card border border-primary-100 bg-primary-50 p-2 text-sm text-ink"
    >
      {quotable && (
        <p className="mb-1">
          <label htmlFor={frequencyId} className="font-semibold">
            {intl.formatMessage(leaseQuoteMessages.payFrequency)}
          </label>
          <select
            id={frequencyId}
            className={selectClass}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as PayFrequency)}
          >
            <PayFrequencyOptions />
          </select>
        </p>
      )}
      {body}
    </section>
  )
}
