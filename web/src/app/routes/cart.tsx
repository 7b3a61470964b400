/**
 * /cart: the shopper's cart (the basket feature) for the shopper's session. Not rendered by the
 * server: the cart is the visitor's.
 */
import { useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { CartView } from '@/features/basket/components/cart-view'
import { basketMessages as messages } from '@/features/basket/messages/basket'
import { useAppConfig } from '@/lib/app-config'
import '@/styles/later.css'
import { useShopperCustomerId } from '@/lib/shopper-customer'

export default function CartPage() {
  const intl = useIntl()
  const config = useAppConfig()
  const customerId = useShopperCustomerId()
  return (
    <section className="page-container py-3 md:py-5">
      <DocumentHead title={intl.formatMessage(messages.documentTitle, { brandName: config.brand.name })} />
      <h1 className="mb-2 text-3xl font-bold">{intl.formatMessage(messages.cartTitle)}</h1>
      {customerId ? <CartView customerId={customerId} /> : <InlineSpinner />}
    </section>
  )
}
