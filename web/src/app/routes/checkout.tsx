/**
 * The checkout's page module: /checkout (checkout-pages/checkout-page.tsx) and
 * /checkout/confirmation/{orderNo} (checkout-pages/confirmation-page.tsx), and the reduced header
 * (the logo, Back to cart with the basket's item count) and footer the shell shows on them in
 * place of the site's (one chunk: the first load names no other). Not rendered by the server: the
 * basket and the order are the visitor's.
 */
import { useParams } from 'react-router'
import { itemCount, useBasket } from '@/features/basket/hooks/use-basket'
import { CheckoutFooter, CheckoutHeader } from '@/features/checkout/components/checkout-chrome'
import { useShopperCustomerId } from '@/lib/shopper-customer'
import { LogoMark } from '../layout/logo'
import { CheckoutPage } from './checkout-pages/checkout-page'
import { CheckoutConfirmationPage } from './checkout-pages/confirmation-page'
import { TrackActivity } from './recommendations'

export default function CheckoutModule() {
  const { orderNo } = useParams()
  return orderNo ? (
    <CheckoutConfirmationPage />
  ) : (
    <>
      <BeginCheckout />
      <CheckoutPage />
    </>
  )
}

/** Reports the checkout's start with the basket's lines (for the recommendations), once a basket. */
function BeginCheckout() {
  const { data: basket } = useBasket(useShopperCustomerId())
  if (!basket || basket.productItems.length === 0) return null
  return (
    <TrackActivity
      activity="beginCheckout"
      fields={{
        products: basket.productItems.slice(0, 50).map((item) => ({ id: item.productId, quantity: item.quantity, price: item.basePrice })),
        amount: basket.productSubTotal,
      }}
      trackKey={basket.basketId}
    />
  )
}

export function Header() {
  const { data } = useBasket(useShopperCustomerId())
  return <CheckoutHeader itemCount={itemCount(data)} logo={<LogoMark className="size-5" />} />
}

export const Footer = CheckoutFooter
