/**
 * The header's cart link: a cart icon, with the number of items once it is known (the count
 * comes after the page starts: app/layout/header-cart.tsx). The link's name says the count.
 */
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { headerCartMessages as messages } from '../messages/header-cart'

export function HeaderCartLink({ count }: { count?: number }) {
  const intl = useIntl()
  return (
    <Link
      to="/cart"
      aria-label={count === undefined ? intl.formatMessage(messages.cart) : intl.formatMessage(messages.cartCount, { count })}
      className="relative flex items-center rounded-lg p-1 text-ink hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count !== undefined && count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 rounded-full bg-accent px-0.5 text-xs leading-4 font-bold text-ink"
        >
          {intl.formatNumber(count)}
        </span>
      )}
    </Link>
  )
}
