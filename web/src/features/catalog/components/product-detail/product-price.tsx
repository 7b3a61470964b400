import { useIntl } from 'react-intl'
import { useFormatMoney } from '../../hooks/use-format-money'
import type { ProductPricing } from '../../lib/pricing'
import { productMessages } from '../../messages/product'

/**
 * The price to pay ("From $137.99" for a range), the list price struck through when on sale,
 * the promotions' callouts and the quantity discounts.
 */
export function ProductPrice({ pricing }: { pricing: ProductPricing }) {
  const intl = useIntl()
  const money = useFormatMoney(pricing.currency)
  const isRange = pricing.maxPriceCents !== undefined
  const price = money(pricing.priceCents)
  return (
    <div className="mt-2">
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-3xl font-bold text-ink">
          <span className="sr-only">{intl.formatMessage(productMessages.currentPrice)} </span>
          <span>{isRange ? intl.formatMessage(productMessages.priceFrom, { price }) : price}</span>
        </span>
        {pricing.listPriceCents !== undefined && (
          <s className="text-lg text-ink-muted">
            <span className="sr-only">{intl.formatMessage(productMessages.listPrice)} </span>
            {money(pricing.listPriceCents)}
          </s>
        )}
      </p>
      {pricing.promotions.length > 0 && (
        <ul aria-label={intl.formatMessage(productMessages.promotionsLabel)} className="mt-1 flex flex-wrap gap-1">
          {pricing.promotions.map((promotion) => (
            <li key={promotion.promotionId} className="rounded-full bg-sale-100 px-1.5 py-0.5 text-sm font-semibold text-sale-900">
              {promotion.calloutMsg}
            </li>
          ))}
        </ul>
      )}
      {pricing.tiers.length > 0 && (
        <ul aria-label={intl.formatMessage(productMessages.tiersLabel)} className="mt-1 space-y-0.5 text-sm font-semibold text-primary-700">
          {pricing.tiers.map((tier) => (
            <li key={tier.quantity}>
              {intl.formatMessage(productMessages.tier, { quantity: tier.quantity, price: money(tier.priceCents) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
