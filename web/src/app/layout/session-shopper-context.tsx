import { useCustomerGuid } from '@/features/auth/api/get-customer'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { CustomerShopperContext } from '@/features/shopper-context/components/customer-shopper-context'

/**
 * Joins the shopper session (features/auth) and the shopper context (features/shopper-context):
 * the context is fetched for the session, set for a signed-in or restored lease customer and
 * cleared before the platform logout (storefront spec §4.13, §4.14). Renders nothing visible.
 */
export function SessionShopperContext() {
  const { status, usid, customerId, loggingOut } = useAuth()
  const customerGuid = useCustomerGuid()
  return (
    <CustomerShopperContext
      registered={status === 'registered'}
      usid={usid}
      customerId={customerId}
      customerGuid={customerGuid}
      loggingOut={loggingOut}
    />
  )
}
