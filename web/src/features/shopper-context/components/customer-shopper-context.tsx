/**
 * The shopper context of the customer auth, rendered once
 * by the app (src/app gives it the auth feature's session):
 *
 * - The session's context is fetched; its errors are logged as `{shortName}-CP: {message}`
 *   with the customer id (ShopperContextQuery, lazy).
 * - A lease customer who signs in or whose session is restored gets the context
 *   `customQualifiers: { customerGuid }`, once per usid and GUID: announced through
 *   `onLeaseCustomerSignedIn` (the identity-provider sign-in, with create_customer's GUID) or
 *   given here (the loaded profile's GUID, unless logging out).
 * - Before the platform logout (`onBeforeLogout`) the context is cleared: the new guest
 *   session has a new usid.
 *
 * Only the registration is loaded up front (the hook points must be heard from the start);
 * the set/clear code (lib/customer-auth.ts) and the query are lazy chunks. Failures are logged
 * as `Customer auth set/clear shopper context failed: …` and end in the hook point's runner:
 * neither a sign-in nor a logout is blocked by them (lib/customer-auth-events).
 */
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useRef } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { onBeforeLogout, onLeaseCustomerSignedIn, runLeaseCustomerSignedIn } from '@/lib/customer-auth-events'
import { lazyPart } from '@/lib/lazy-part'
import { useSiteLocale } from '@/lib/use-site-locale'

const ShopperContextQuery = lazyPart(() => import('./shopper-context-query'))
const customerAuth = () => import('../lib/customer-auth')

export interface CustomerShopperContextProps {
  /** A registered customer's session (not a guest's, not while the session boots). */
  registered: boolean
  usid: string | null
  customerId: string | null
  /** The lease-customer GUID of the loaded profile. */
  customerGuid: string | undefined
  loggingOut: boolean
}

export function CustomerShopperContext({ registered, usid, customerId, customerGuid, loggingOut }: CustomerShopperContextProps) {
  const queryClient = useQueryClient()
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()

  const latest = useRef({ queryClient, organizationId, siteId: site.id, locale: locale.id })
  useEffect(() => {
    latest.current = { queryClient, organizationId, siteId: site.id, locale: locale.id }
  })

  // usid → the GUIDs set (or being set) for it.
  const started = useRef(new Map<string, Set<string>>())

  useEffect(() => {
    const offSignedIn = onLeaseCustomerSignedIn(async (event) => {
      const guids = started.current.get(event.usid) ?? new Set<string>()
      if (guids.has(event.customerGuid)) return
      started.current.set(event.usid, guids.add(event.customerGuid))
      await (await customerAuth()).setCustomerShopperContext(latest.current, event)
    })
    const offBeforeLogout = onBeforeLogout(async (event) => {
      // Should the logout fail after this, the restored session sets the context again.
      started.current.delete(event.usid)
      await (await customerAuth()).clearCustomerShopperContext(latest.current, event)
    })
    return () => {
      offSignedIn()
      offBeforeLogout()
    }
  }, [])

  // A signed-in or restored lease customer (the profile's GUID).
  useEffect(() => {
    if (registered && usid && customerId && customerGuid && !loggingOut) {
      void runLeaseCustomerSignedIn({ usid, customerId, customerGuid })
    }
  }, [registered, usid, customerId, customerGuid, loggingOut])

  // Only with a session (never on the server, nor while hydrating): its query needs the usid,
  // and its code loads lazily.
  return usid ? (
    <Suspense fallback={null}>
      <ShopperContextQuery usid={usid} customerId={customerId} />
    </Suspense>
  ) : null
}
