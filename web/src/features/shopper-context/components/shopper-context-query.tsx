import { useEffect, useRef } from 'react'
import { useShopperContext } from '../api/get-shopper-context'
import { useLogShopperContextError } from '../hooks/use-log-shopper-context-error'

/**
 * Fetches the session's shopper context and logs its errors as
 * `{shortName}-CP: {message}` with the customer id. Renders nothing; loaded lazily.
 */
export default function ShopperContextQuery({ usid, customerId }: { usid: string | null; customerId: string | null }) {
  const log = useLogShopperContextError()
  const latest = useRef({ log, customerId })
  useEffect(() => {
    latest.current = { log, customerId }
  })
  const { error } = useShopperContext(usid)
  useEffect(() => {
    if (error) void latest.current.log(error, latest.current.customerId)
  }, [error])
  return null
}
