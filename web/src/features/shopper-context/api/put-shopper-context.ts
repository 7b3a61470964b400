/**
 * PUT …/shopper-context/{usid}?siteId=  body ShopperContext  (bearer)  → 201, no body
 *
 * Creates (or replaces) the session's context. Touches the shopper-context query of the
 * usid: its data becomes the body sent.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '@/lib/api-client'
import { requireShopperContextParams } from '../lib/qualifiers'
import {
  setCachedShopperContext,
  SHOPPER_CONTEXT_PATH,
  shopperContextRequest,
  useShopperContextParams,
  type ShopperContext,
  type ShopperContextParams,
} from './shopper-context-api'

export async function putShopperContext(params: ShopperContextParams, context: ShopperContext): Promise<void> {
  await ok(api.PUT(SHOPPER_CONTEXT_PATH, { ...shopperContextRequest(params), body: context }))
}

/** Mutation: create the context. Updates the shopper-context query. */
export function usePutShopperContext(usid: string | null | undefined) {
  const queryClient = useQueryClient()
  const params = useShopperContextParams(usid)
  return useMutation({
    mutationFn: (context: ShopperContext) => putShopperContext(requireShopperContextParams(params), context),
    onSuccess: (_, context) => setCachedShopperContext(queryClient, requireShopperContextParams(params), context),
  })
}
