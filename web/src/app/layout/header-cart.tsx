/**
 * The header's cart link with the shopper's item count (loaded after the page starts: the
 * session and the basket are the browser's).
 */
import { HeaderCartLink } from '@/features/basket/components/header-cart-link'
import { itemCount, useBasket } from '@/features/basket/hooks/use-basket'
import { useShopperCustomerId } from '@/lib/shopper-customer'

export default function HeaderCart() {
  const customerId = useShopperCustomerId()
  const { data } = useBasket(customerId)
  return <HeaderCartLink count={data === undefined ? undefined : itemCount(data)} />
}
