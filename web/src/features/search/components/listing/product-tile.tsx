/**
 * A product of a listing, as an item of its list: image, brand, name (the link to the product page, stretched over the
 * whole tile), colours, price (a range, or the sale price with the struck-through list price),
 * badges, the first promotion, the lease of its price (or that it cannot be leased) and whether it
 * can be ordered; and what the page puts on it (`action`: the wish list's heart, over the image).
 */
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { NewBadge, SaleBadge } from '@/components/ui/badge'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import type { ListingHit } from '../../api/product-search'
import { listingMessages as messages } from '../../messages/listing'
import './product-tile.css'

/** Swatches shown on a tile; the rest are counted ("+N"). */
export const MAX_TILE_SWATCHES = 5
/** Tile images are square; the first row (up to four tiles) loads eagerly and first (the
 * largest thing the shopper sees at once), the rest lazily. */
export const TILE_IMAGE_SIZE = 400

export function productPath(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`
}

export function ProductTile({ hit, eager = false, action }: { hit: ListingHit; eager?: boolean; action?: ReactNode }) {
  const intl = useIntl()
  const money = moneyFormat(intl.locale, hit.currency || 'USD')
  const price = hit.price ?? undefined
  const priceMax = hit.priceMax ?? undefined
  const listPrice = hit.listPrice ?? undefined
  const isRange = price !== undefined && priceMax !== undefined && priceMax > price
  const onSale = price !== undefined && listPrice !== undefined && listPrice > price
  const swatches = hit.swatches
  const shownSwatches = swatches.slice(0, MAX_TILE_SWATCHES)
  const moreSwatches = swatches.length - shownSwatches.length
  const promotion = hit.promotion
  // The lease of its (lowest) price, as the server's servicing rules originate it: a payment is
  // never stated without the initial payment, the number of payments and the total cost to own.
  const lease = hit.lease
  const imageAlt = hit.image?.alt || hit.productName

  const priceText =
    price === undefined ? '' : isRange ? intl.formatMessage(messages.priceRange, { min: money(price), max: money(priceMax) }) : money(price)

  // Named classes, and no attribute it can do without (product-tile.css): the tile is repeated
  // up to a hundred times a page.
  return (
    <li className={hit.orderable ? 'tile' : 'tile tile-unavailable'}>
      <div className="tile-media">
        {hit.image?.link && (
          <img
            src={hit.image.link}
            alt={imageAlt}
            width={TILE_IMAGE_SIZE}
            height={TILE_IMAGE_SIZE}
            loading={eager ? undefined : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
          />
        )}
        {(hit.c_isNew || hit.c_isSale) && (
          <div>
            {hit.c_isNew && <NewBadge />}
            {hit.c_isSale && <SaleBadge />}
          </div>
        )}
        {action}
      </div>
      {hit.brand && <p className="tile-brand">{hit.brand}</p>}
      <h3>
        <Link to={productPath(hit.productId)}>{hit.productName}</Link>
      </h3>

      {shownSwatches.length > 0 && (
        <ul aria-label={intl.formatMessage(messages.colors)}>
          {/* A colour's name is read out, not shown: the dot is its colour (product-tile.css). A
              visually hidden text, not one pushed out of the dot: a dot in a row that scrolls
              sideways would show it to the contrast check. */}
          {shownSwatches.map((swatch) => (
            <li
              key={swatch.value}
              title={swatch.name}
              style={
                swatch.color ? { backgroundColor: swatch.color } : swatch.image ? { backgroundImage: `url("${swatch.image}")` } : undefined
              }
            >
              <span className="sr-only">{swatch.name}</span>
            </li>
          ))}
          {moreSwatches > 0 && (
            <li className="tile-more">
              <span aria-hidden="true">{intl.formatMessage(messages.moreColorsShort, { count: moreSwatches })}</span>
              <span className="sr-only">{intl.formatMessage(messages.moreColors, { count: moreSwatches })}</span>
            </li>
          )}
        </ul>
      )}

      {price !== undefined && (
        <p className="tile-price">
          {onSale ? (
            <>
              <span className="tile-sale">
                <span className="sr-only">{`${intl.formatMessage(messages.salePrice)} `}</span>
                {priceText}
              </span>
              <s>
                <span className="sr-only">{`${intl.formatMessage(messages.originalPrice)} `}</span>
                {money(listPrice)}
              </s>
            </>
          ) : (
            <span>{priceText}</span>
          )}
        </p>
      )}
      {lease ? (
        <p className="tile-lease">
          {intl.formatMessage(messages.leaseFrom, {
            initial: money(fromCents(lease.initialPayment)),
            count: lease.numberOfPayments,
            frequency: lease.payFrequency,
            amount: money(fromCents(lease.paymentAmount)),
            total: money(fromCents(lease.totalCostToOwn)),
          })}
        </p>
      ) : (
        !hit.leasable && <p className="tile-unavailable-note">{intl.formatMessage(messages.notLeasable)}</p>
      )}
      {promotion && <p className="tile-promotion">{promotion}</p>}
      {!hit.orderable && <p className="tile-unavailable-note">{intl.formatMessage(messages.outOfStock)}</p>}
    </li>
  )
}

/** A tile's shape while the products load. */
export function ProductTileSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-card border border-neutral-200 bg-white p-1 sm:p-1.5">
      <div className="aspect-square animate-pulse rounded-[8px] bg-surface" />
      <div className="mt-1.5 h-1.5 w-1/3 animate-pulse rounded bg-neutral-200" />
      <div className="mt-1 h-2 w-4/5 animate-pulse rounded bg-neutral-200" />
      <div className="mt-1 h-2.5 w-1/2 animate-pulse rounded bg-neutral-200" />
      <div className="mt-1 h-1.5 w-2/3 animate-pulse rounded bg-neutral-200" />
    </div>
  )
}
