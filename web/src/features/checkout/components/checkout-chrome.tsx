/** The checkout's reduced header (the logo, Back to cart with the item count) and footer. */
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { useAppConfig } from '@/lib/app-config'
import { checkoutMessages as m } from '../messages/checkout'

export function CheckoutHeader({ itemCount, logo }: { itemCount: number; logo: React.ReactNode }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="page-container flex items-center justify-between gap-2 py-1.5">
        <Link
          to="/"
          aria-label={intl.formatMessage(m.homeLink, { brandName: brand.name })}
          className="focus-visible:outline-3 focus-visible:outline-primary-700"
        >
          {logo}
        </Link>
        <Link to="/cart" className="font-semibold text-primary underline">
          {intl.formatMessage(m.backToCart, { count: itemCount })}
        </Link>
      </div>
    </header>
  )
}

export function CheckoutFooter() {
  const intl = useIntl()
  return (
    <footer className="border-t border-neutral-200 bg-neutral-50">
      <p className="page-container py-2 text-sm text-neutral-700">{intl.formatMessage(m.footer)}</p>
    </footer>
  )
}
