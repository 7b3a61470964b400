/**
 * The cart: each line with its price, quantity (changing it asks the server, which may refuse in
 * the shopper's words) and Remove; under each, what leasing it costs — the weekly payment with
 * the number of payments and the total cost to own, never one without the others; the subtotal.
 * Lines of products no longer sold online are removed, saying so. What else can be done with a
 * line is the page's (`renderLineAction`: Move to wishlist).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { Basket, BasketItem } from '@/api/types'
import { LeaseQuoteSentence } from '@/components/lease-quote/lease-quote-figures'
import { Link } from '@/components/link'
import { useToast } from '@/components/toast/toast-context'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { moneyFormat } from '@/lib/money-format'
import { useBasket, useChangeLine } from '../hooks/use-basket'
import { basketErrorText } from '../lib/basket-errors'
import { basketMessages as messages } from '../messages/basket'

/** The quantities a line's select offers: 1 to 10, and the line's own when it is more. */
const quantityChoices = (current: number) => {
  const choices = Array.from({ length: 10 }, (_, i) => i + 1)
  return current > 10 ? [...choices, current] : choices
}

/** What the page adds to each line (Move to wishlist), for the line's product. */
export type CartLineAction = (line: { productId: string; productName: string }) => ReactNode

function CartLine({ basket, item, customerId, action }: { basket: Basket; item: BasketItem; customerId: string; action?: ReactNode }) {
  const intl = useIntl()
  const { toast } = useToast()
  const change = useChangeLine(customerId)
  const [error, setError] = useState<string | null>(null)
  const money = moneyFormat(intl.locale, basket.currency)
  const productPath = `/product/${encodeURIComponent(item.productId)}`

  const setQuantity = (quantity: number) => {
    setError(null)
    change.mutate(
      { basketId: basket.basketId, itemId: item.itemId, quantity },
      {
        onSuccess: () => {
          if (quantity === 0) toast({ title: intl.formatMessage(messages.removed), status: 'success' })
        },
        onError: (failure) => {
          if (quantity === 0) toast({ title: intl.formatMessage(messages.changeError), status: 'error' })
          else setError(basketErrorText(intl, failure, { productName: item.productName }))
        },
      },
    )
  }

  return (
    <li className="grid gap-1 py-2 sm:grid-cols-[1fr_auto] sm:gap-3">
      <div>
        <Link to={productPath} className="font-semibold text-ink hover:text-primary hover:underline">
          {item.productName}
        </Link>
        {item.quantity > 1 && (
          <p className="text-sm text-ink-muted">{intl.formatMessage(messages.each, { price: money(item.basePrice) })}</p>
        )}
        {item.c_leaseQuote ? (
          <p className="mt-0.5 text-sm">
            <LeaseQuoteSentence quote={item.c_leaseQuote} />
          </p>
        ) : (
          item.c_available && (
            <p className="mt-0.5 text-sm text-ink-muted">
              {intl.formatMessage(item.c_leasable ? messages.lineNotQuoted : messages.lineNotLeasable)}
            </p>
          )
        )}
        {error && (
          <p role="alert" className="mt-0.5 text-sm font-semibold text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="flex items-center gap-1.5 sm:flex-col sm:items-end">
        <p className="text-lg font-bold">{money(item.price)}</p>
        <div className="flex flex-wrap items-center gap-1">
          <select
            aria-label={intl.formatMessage(messages.quantity, { productName: item.productName })}
            value={item.quantity}
            disabled={change.isPending}
            onChange={(event) => setQuantity(Number(event.target.value))}
            className="rounded-lg border border-neutral-300 bg-white px-1 py-0.5"
          >
            {quantityChoices(item.quantity).map((n) => (
              <option key={n} value={n}>
                {intl.formatNumber(n)}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => setQuantity(0)}
            className="rounded-lg px-1 py-0.5 text-sm font-semibold text-primary underline underline-offset-2 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700"
          >
            {intl.formatMessage(messages.remove, { productName: item.productName })}
          </button>
          {action}
        </div>
      </div>
    </li>
  )
}

/** Removes the lines of products no longer sold online, once, and says so. */
function useRemoveStaleLines(basket: Basket | null | undefined, customerId: string) {
  const change = useChangeLine(customerId)
  const removing = useRef(new Set<string>())
  const stale = (basket?.productItems ?? []).filter((item) => !item.c_available)
  useEffect(() => {
    if (!basket) return
    for (const item of stale) {
      if (removing.current.has(item.itemId)) continue
      removing.current.add(item.itemId)
      change.mutate({ basketId: basket.basketId, itemId: item.itemId, quantity: 0 })
    }
  })
  return stale.length > 0 || change.isPending
}

export function CartView({ customerId, renderLineAction }: { customerId: string; renderLineAction?: CartLineAction }) {
  const intl = useIntl()
  const { data: basket, isError, refetch, isFetching } = useBasket(customerId)
  const removingStale = useRemoveStaleLines(basket, customerId)
  const [announcedStale, setAnnouncedStale] = useState(false)
  const hasStale = (basket?.productItems ?? []).some((item) => !item.c_available)
  if (hasStale && !announcedStale) setAnnouncedStale(true)

  if (basket === undefined) {
    if (!isError) return <InlineSpinner />
    return (
      <div>
        <p role="alert">{intl.formatMessage(messages.loadError)}</p>
        <button type="button" disabled={isFetching} onClick={() => void refetch()} className={`${buttonStyles.secondary} mt-2`}>
          {intl.formatMessage(messages.retry)}
        </button>
      </div>
    )
  }
  const lines = (basket?.productItems ?? []).filter((item) => item.c_available)
  const count = lines.reduce((sum, item) => sum + item.quantity, 0)
  const money = moneyFormat(intl.locale, basket?.currency ?? 'USD')

  return (
    <div>
      {announcedStale && (
        <p role="status" className="mb-2 rounded-card bg-accent/20 p-1.5 font-semibold">
          {intl.formatMessage(messages.stale)}
        </p>
      )}
      {!basket || lines.length === 0 ? (
        !removingStale && (
          <div>
            <p className="text-lg">{intl.formatMessage(messages.empty)}</p>
            <Link to="/" className={`${buttonStyles.brand} mt-2`}>
              {intl.formatMessage(messages.continueShopping)}
            </Link>
          </div>
        )
      ) : (
        <div className="grid gap-3 lg:grid-cols-[1fr_320px]">
          <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
            {lines.map((item) => (
              <CartLine
                key={item.itemId}
                basket={basket}
                item={item}
                customerId={customerId}
                action={renderLineAction?.({ productId: item.productId, productName: item.productName })}
              />
            ))}
          </ul>
          <aside className="h-fit rounded-card border border-neutral-200 bg-surface p-2">
            <p className="flex justify-between text-lg font-bold">
              <span>{intl.formatMessage(messages.subtotal)}</span>
              <span>{money(basket.productSubTotal)}</span>
            </p>
            <p className="text-sm text-ink-muted">{intl.formatMessage(messages.itemCount, { count })}</p>
            <p className="mt-1 text-sm text-ink-muted">{intl.formatMessage(messages.leaseNote)}</p>
            <Link to="/checkout" className={`${buttonStyles.primary} mt-2 w-full`}>
              {intl.formatMessage(messages.checkout)}
            </Link>
          </aside>
        </div>
      )}
    </div>
  )
}
