/**
 * A retailer of the marketplace: its picture, name and, when the shopper's location is known,
 * how far it is; the name is the link to the retailer's how-to-shop window (the marketplace page
 * with `retailer=` in its URL), stretched over the whole tile. Retailers that take applications
 * in the mobile app only say so.
 */
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import type { Retailer } from '../api/get-retailers'
import { marketplaceMessages as messages } from '../messages/marketplace'

export function RetailerTile({
  retailer,
  href,
  onOpen,
  eager = false,
}: {
  retailer: Retailer
  href: string
  onOpen?: (link: HTMLElement) => void
  /** A tile of the first row: its picture loads at once and first (the largest thing in view). */
  eager?: boolean
}) {
  const intl = useIntl()
  return (
    <li className="relative flex flex-col overflow-hidden rounded-card border border-neutral-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-700">
      {retailer.banner_image && (
        <img
          src={retailer.banner_image}
          alt=""
          width={640}
          height={400}
          loading={eager ? undefined : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="aspect-[8/5] w-full object-cover"
        />
      )}
      <div className="flex flex-1 items-center gap-1 p-1.5">
        {retailer.image && <img src={retailer.image} alt="" width={40} height={40} loading="lazy" className="size-5 rounded-lg" />}
        <div className="min-w-0 flex-1">
          <h2 className="leading-snug font-semibold">
            <Link
              to={href}
              onClick={(event) => onOpen?.(event.currentTarget)}
              className="text-ink after:absolute after:inset-0 hover:text-primary focus-visible:outline-none"
            >
              {retailer.name}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">
            {retailer.distance != null
              ? intl.formatMessage(messages.distance, { miles: intl.formatNumber(retailer.distance, { maximumFractionDigits: 1 }) })
              : intl.formatMessage(messages.howToShop)}
          </p>
        </div>
        {!retailer.integrated && (
          <span className="rounded-full bg-neutral-100 px-1 py-0.5 text-xs font-semibold text-ink-muted">
            {intl.formatMessage(messages.appOnly)}
          </span>
        )}
      </div>
    </li>
  )
}
