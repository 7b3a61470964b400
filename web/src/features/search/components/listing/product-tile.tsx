/**
 * A product of a listing: image, brand, name (the link to the product page, stretched over the
 * whole tile), colours, price (a range, or the sale price with the struck-through list price),
 * badges, the first promotion, the weekly lease estimate and whether it can be ordered.
 */
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { NewBadge, SaleBadge } from '@/components/ui/badge'
import { leaseCost } from '@/lib/lease-cost'
import { fromCents, toCents } from '@/lib/money'
import type { ListingHit } from '../../api/product-search'
import { listingMessages as messages } from '../../messages/listing'

/** Swatches shown on a tile; the rest are counted ("+N"). */
export const MAX_TILE_SWATCHES = 5
/** Tile images are square; the first row (up to four tiles) loads eagerly, the rest lazily. */
export const TILE_IMAGE_SIZE = 400

export function productPath(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`
}

export function ProductTile({ hit, eager = false }: { hit: ListingHit; eager?: boolean }) {
  const intl = useIntl()
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: hit.currency || 'USD' })
  const price = hit.price ?? undefined
  const priceMax = hit.priceMax ?? undefined
  const listPrice = hit.listPrice ?? undefined
  const isRange = price !== undefined && priceMax !== undefined && priceMax > price
  const onSale = price !== undefined && listPrice !== undefined && listPrice > price
  const swatches = hit.swatches
  const shownSwatches = swatches.slice(0, MAX_TILE_SWATCHES)
  const moreSwatches = swatches.length - shownSwatches.length
  const promotion = hit.promotion
  const imageAlt = hit.image?.alt || hit.productName

  return (
    <article
      className={
        'relative flex h-full flex-col rounded-card border border-neutral-200 bg-white p-1 shadow-sm transition ' +
        'hover:border-primary/40 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 ' +
        'has-[a:focus-visible]:outline-primary-700 sm:p-1.5'
      }
    >
      <div className="relative aspect-square overflow-hidden rounded-[8px] bg-surface">
        {hit.image?.link && (
          <img
            src={hit.image.link}
            alt={imageAlt}
            width={TILE_IMAGE_SIZE}
            height={TILE_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={`size-full object-contain ${hit.orderable ? '' : 'opacity-60'}`}
          />
        )}
        {(hit.c_isNew || hit.c_isSale) && (
          <div className="absolute top-1 left-1 flex flex-wrap gap-0.5">
            {hit.c_isNew && <NewBadge />}
            {hit.c_isSale && <SaleBadge />}
          </div>
        )}
      </div>

      <div className="mt-1.5 flex flex-1 flex-col gap-0.5">
        {hit.brand && <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{hit.brand}</p>}
        <h3 className="leading-snug font-semibold">
          <Link
            to={productPath(hit.productId)}
            className="text-ink after:absolute after:inset-0 after:rounded-card hover:text-primary focus-visible:outline-none"
          >
            {hit.productName}
          </Link>
        </h3>

        {shownSwatches.length > 0 && (
          <ul aria-label={intl.formatMessage(messages.colors)} className="flex flex-wrap items-center gap-0.5 py-0.5">
            {shownSwatches.map((swatch) => (
              <li
                key={swatch.value}
                title={swatch.name}
                className="block size-2 rounded-full bg-cover ring-1 ring-black/20 ring-inset"
                style={
                  swatch.color
                    ? { backgroundColor: swatch.color }
                    : swatch.image
                      ? { backgroundImage: `url("${swatch.image}")` }
                      : undefined
                }
              >
                <span className="sr-only">{swatch.name}</span>
              </li>
            ))}
            {moreSwatches > 0 && (
              <li className="text-xs font-semibold text-ink-muted">
                <span aria-hidden="true">{intl.formatMessage(messages.moreColorsShort, { count: moreSwatches })}</span>
                <span className="sr-only">{intl.formatMessage(messages.moreColors, { count: moreSwatches })}</span>
              </li>
            )}
          </ul>
        )}

        {price !== undefined && (
          <p className="mt-auto flex flex-wrap items-baseline gap-x-1 pt-0.5">
            {onSale ? (
              <>
                <span className="text-lg font-bold text-danger">
                  <span className="sr-only">{intl.formatMessage(messages.salePrice)} </span>
                  {isRange ? intl.formatMessage(messages.priceRange, { min: money(price), max: money(priceMax) }) : money(price)}
                </span>
                <s className="text-sm text-ink-muted">
                  <span className="sr-only">{intl.formatMessage(messages.originalPrice)} </span>
                  {money(listPrice)}
                </s>
              </>
            ) : (
              <span className="text-lg font-bold">
                {isRange ? intl.formatMessage(messages.priceRange, { min: money(price), max: money(priceMax) }) : money(price)}
              </span>
            )}
          </p>
        )}
        {price !== undefined && price > 0 && (
          <p className="text-sm font-semibold text-primary">
            {intl.formatMessage(messages.leaseFrom, { amount: money(fromCents(leaseCost(toCents(price)).paymentCents)) })}
          </p>
        )}
        {promotion && <p className="text-sm text-sale-900">{promotion}</p>}
        {!hit.orderable && <p className="text-sm font-semibold text-danger">{intl.formatMessage(messages.outOfStock)}</p>}
      </div>
    </article>
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
