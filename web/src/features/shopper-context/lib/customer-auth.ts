/**
 * The customer-auth steps of the shopper context, loaded on first
 * use: set `customQualifiers.customerGuid` for a signed-in lease customer, clear the context
 * before the platform logout. A failure is logged as `Customer auth set shopper context
 * failed: {message}` / `Customer auth clear shopper context failed: {message}` with the
 * customer id, then rethrown (to the hook point's runner, which ends it there).
 */
import type { QueryClient } from '@tanstack/react-query'
import { logCustomerAuthFailure } from '@/lib/client-log'
import type { CustomerSessionIds, LeaseCustomerSignedInEvent } from '@/lib/customer-auth-events'
import { getShopperContextQueryOptions } from '../api/get-shopper-context'
import { clearShopperContext, setShopperContext } from './shopper-context'

/** Steps named in auth failure logs. */
export const SET_SHOPPER_CONTEXT_STEP = 'set shopper context'
export const CLEAR_SHOPPER_CONTEXT_STEP = 'clear shopper context'

export interface CustomerAuthContext {
  queryClient: QueryClient
  organizationId: string
  siteId: string
  locale: string
}

async function step(
  name: string,
  { queryClient, organizationId, siteId, locale }: CustomerAuthContext,
  { usid, customerId }: CustomerSessionIds,
  action: (params: { usid: string; organizationId: string; siteId: string }, deps: { queryClient: QueryClient }) => Promise<unknown>,
): Promise<void> {
  try {
    await action({ usid, organizationId, siteId }, { queryClient })
  } catch (error) {
    await logCustomerAuthFailure({ organizationId, siteId, locale, customerId }, name, error)
    throw error
  }
}

/** Nothing is written when the context already holds this GUID (a reload of the same session). */
export const setCustomerShopperContext = (context: CustomerAuthContext, event: LeaseCustomerSignedInEvent) =>
  step(SET_SHOPPER_CONTEXT_STEP, context, event, async (params, deps) => {
    const current = await deps.queryClient.fetchQuery(getShopperContextQueryOptions(params))
    if (current?.customQualifiers?.customerGuid === event.customerGuid) return
    await setShopperContext(params, { customQualifiers: { customerGuid: event.customerGuid } }, deps)
  })

export const clearCustomerShopperContext = (context: CustomerAuthContext, event: CustomerSessionIds) =>
  step(CLEAR_SHOPPER_CONTEXT_STEP, context, event, (params, deps) => clearShopperContext(params, deps))
