/**
 * Keeps the shopper's basket in the currency of the locale they browse in and, once they have
 * signed in, with their account's email (the basket feature's rule; the email is the identity
 * feature's signed-in customer). Loaded after the page starts (shell-after-start.tsx); the basket
 * is the one the header's count reads, so no extra read.
 */
import { useKeepBasketDetails } from '@/features/basket/hooks/use-basket'
import { useCustomer } from '@/features/identity/api/get-customer'
import { useShopperCustomerId, useShopperIsRegistered } from '@/lib/shopper-customer'

export function BasketDetails() {
  const customerId = useShopperCustomerId()
  const registered = useShopperIsRegistered()
  const customer = useCustomer()
  useKeepBasketDetails(customerId, registered ? customer.data?.email : null)
  return null
}
