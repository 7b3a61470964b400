/**
 * The wish list's page: each kept product with its image, name (a link to its page), price and
 * what leasing it costs — the weekly payment with the number of payments and the total cost to
 * own, never one without the others — what the page offers to do with it (`renderActions`: the
 * cart's Add to cart) and Remove ("Item removed from wishlist"; focus goes to the list). 24 items
 * a page, with Previous and Next. A product no longer sold online says so and can be removed.
 * The empty list says how products get here.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import type { LeaseQuote } from '@/api/types'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import { useWishListActions, type WishListShopper } from '../hooks/use-wish-list-actions'
import type { WishListPage } from '../hooks/use-wish-list-page'
import { wishlistPageMessages as messages } from '../messages/wishlist-page'

/** What the page shows of a kept product. */
export interface WishlistProduct {
  name: string
  image?: { url: string; alt: string }
  /** The cash price, the lowest of a product with options. */
  price?: number
  /** The highest price of a product with options. */
  priceMax?: number
  currency: string
  /** A lease can pay for it. */
  leasable: boolean
  /** The lease of its (lowest) price, as the server quotes it. */
  leaseQuote?: LeaseQuote
}

export interface WishlistViewProps {
  shopper: WishListShopper
  page: WishListPage
  /** The app path of a page of the list (`/account/wishlist?page=2`). */
  pageHref: (page: number) => string
  /** A kept product: undefined while it loads, null when it is no longer sold online. */
  productOf: (productId: string) => WishlistProduct | null | undefined
  /** What can be done with a product besides removing it. */
  renderActions?: (productId: string) => ReactNode
}

const IMAGE_SIZE = 120

export function WishlistView({ shopper, page, pageHref, productOf, renderActions }: WishlistViewProps) {
  const intl = useIntl()
  const actions = useWishListActions(shopper)
  const listRef = useRef<HTMLElement>(null)
  const countId = useId()
  useFocusListOnPageChange(listRef, page.page)
  const { list } = page

  if (!list.data) {
    if (!list.isError) return <InlineSpinner />
    return (
      <div>
        <p role="alert">{intl.formatMessage(messages.loadError)}</p>
        <button type="button" disabled={list.isFetching} onClick={() => void list.refetch()} className={`${buttonStyles.secondary} mt-2`}>
          {intl.formatMessage(messages.retry)}
        </button>
      </div>
    )
  }

  if (page.total === 0) {
    return (
      <div>
        <p className="text-lg font-semibold">{intl.formatMessage(messages.empty)}</p>
        <p className="mt-0.5 text-ink-muted">{intl.formatMessage(messages.emptyText)}</p>
        <Link to="/" className={`${buttonStyles.brand} mt-2`}>
          {intl.formatMessage(messages.continueShopping)}
        </Link>
      </div>
    )
  }

  const loading = page.items.some((item) => productOf(item.productId) === undefined)
  return (
    <section ref={listRef} tabIndex={-1} aria-labelledby={countId} aria-busy={loading || undefined} className="outline-none">
      <p id={countId} className="text-ink-muted">
        {intl.formatMessage(messages.itemCount, { count: page.total })}
      </p>
      <ul className="mt-1 divide-y divide-neutral-200 border-y border-neutral-200">
        {page.items.map((item) => (
          <WishlistItem
            key={item.id}
            productId={item.productId}
            product={productOf(item.productId)}
            actions={renderActions?.(item.productId)}
            removing={actions.busy}
            onRemove={() => actions.remove(item.productId, { onRemoved: () => listRef.current?.focus() })}
          />
        ))}
      </ul>
      <p className="mt-1 text-sm text-ink-muted">{intl.formatMessage(messages.leaseNote)}</p>
      {page.pageCount > 1 && <Pages page={page.page} pageCount={page.pageCount} pageHref={pageHref} />}
    </section>
  )
}

function WishlistItem({
  productId,
  product,
  actions,
  removing,
  onRemove,
}: {
  productId: string
  product: WishlistProduct | null | undefined
  actions: ReactNode
  removing: boolean
  onRemove: () => void
}) {
  const intl = useIntl()
  const name = product?.name ?? intl.formatMessage(messages.unavailableName)
  return (
    <li className="grid grid-cols-[72px_minmax(0,1fr)] gap-x-2 gap-y-1 py-2 sm:grid-cols-[120px_minmax(0,1fr)_auto]">
      <div className="aspect-square overflow-hidden rounded-lg bg-surface sm:row-span-2">
        {product?.image && (
          <img src={product.image.url} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" className="size-full object-contain" />
        )}
      </div>
      <div className="min-w-0">
        {product === undefined ? (
          <div aria-hidden="true">
            <div className="h-2 w-3/5 animate-pulse rounded bg-neutral-200" />
            <div className="mt-1 h-2 w-1/4 animate-pulse rounded bg-neutral-200" />
          </div>
        ) : product === null ? (
          <>
            <h2 className="font-semibold">{name}</h2>
            <p className="text-sm text-ink-muted">{intl.formatMessage(messages.unavailable)}</p>
          </>
        ) : (
          <>
            <h2 className="font-semibold">
              <Link to={`/product/${encodeURIComponent(productId)}`} className="text-ink hover:text-primary hover:underline">
                {product.name}
              </Link>
            </h2>
            <Price product={product} />
          </>
        )}
      </div>
      <div className="col-start-2 flex flex-wrap items-center gap-1 sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end">
        {product && actions}
        <button
          type="button"
          disabled={removing}
          onClick={onRemove}
          className="rounded-lg px-1 py-0.5 text-sm font-semibold text-primary underline underline-offset-2 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700 disabled:opacity-60"
        >
          {intl.formatMessage(messages.remove, { productName: name })}
        </button>
      </div>
    </li>
  )
}

/** The price, and the lease: the initial payment, the payments with their number, and the total cost to own, together. */
function Price({ product }: { product: WishlistProduct }) {
  const intl = useIntl()
  const { price, priceMax, leaseQuote: lease } = product
  if (price === undefined) return null
  const money = moneyFormat(intl.locale, product.currency || 'USD')
  const cents = (value: number) => money(fromCents(value))
  const isRange = priceMax !== undefined && priceMax > price
  return (
    <>
      <p className="mt-0.5 text-lg font-bold">
        {isRange ? intl.formatMessage(messages.priceRange, { min: money(price), max: money(priceMax) }) : money(price)}
      </p>
      {lease ? (
        <p className="text-sm font-semibold text-primary">
          {intl.formatMessage(isRange ? messages.leaseFrom : messages.leaseFor, {
            initial: cents(lease.initialPayment),
            count: lease.numberOfPayments,
            frequency: lease.payFrequency,
            payment: cents(lease.paymentAmount),
            total: cents(lease.totalCostToOwn),
          })}
        </p>
      ) : (
        !product.leasable && <p className="text-sm text-ink-muted">{intl.formatMessage(messages.notLeasable)}</p>
      )}
    </>
  )
}

function Pages({ page, pageCount, pageHref }: { page: number; pageCount: number; pageHref: (page: number) => string }) {
  const intl = useIntl()
  const link = `${buttonStyles.secondary} min-w-[120px]`
  return (
    <nav aria-label={intl.formatMessage(messages.pages)} className="mt-3 flex flex-wrap items-center justify-between gap-1">
      {page > 1 ? (
        <Link to={pageHref(page - 1)} rel="prev" className={link}>
          {intl.formatMessage(messages.previous)}
        </Link>
      ) : (
        <span />
      )}
      <p className="font-semibold">{intl.formatMessage(messages.pageOf, { page, pageCount })}</p>
      {page < pageCount ? (
        <Link to={pageHref(page + 1)} rel="next" className={link}>
          {intl.formatMessage(messages.next)}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** After another page is shown (not on the first render): back to the top, focus on the list. */
function useFocusListOnPageChange(listRef: RefObject<HTMLElement | null>, page: number) {
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    window.scrollTo({ top: 0 })
    listRef.current?.focus({ preventScroll: true })
  }, [page, listRef])
}
