import { useAuth } from '@/features/identity/hooks/use-auth'
import { useCustomerGuid } from '@/features/identity/hooks/use-customer-auth'
import { CustomerShopperContext } from '@/features/shopper-context/components/customer-shopper-context'

/**
 * Joins the shopper session (features/identity) and the shopper context
 * (features/shopper-context): the context is fetched for the session, set for a signed-in or
 * restored lease customer (the customer auth's GUID) and cleared before the platform
 * logout. Renders nothing visible.
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
