/**
 * DELETE …/shopper-context/{usid}?siteId=  (bearer)  → 204, or 404 when the session has none
 *
 * Removes the context. Touches the shopper-context query of the usid: its data becomes null.
 * (Counting a 404 as already deleted is lib/shopper-context.ts's clearShopperContext.)
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '@/lib/api-client'
import { requireShopperContextParams } from '../lib/qualifiers'
import {
  setCachedShopperContext,
  SHOPPER_CONTEXT_PATH,
  shopperContextRequest,
  useShopperContextParams,
  type ShopperContextParams,
} from './shopper-context-api'

export async function deleteShopperContext(params: ShopperContextParams): Promise<void> {
  await ok(api.DELETE(SHOPPER_CONTEXT_PATH, shopperContextRequest(params)))
}

/** Mutation: delete the context. Updates the shopper-context query. */
export function useDeleteShopperContext(usid: string | null | undefined) {
  const queryClient = useQueryClient()
  const params = useShopperContextParams(usid)
  return useMutation({
    mutationFn: () => deleteShopperContext(requireShopperContextParams(params)),
    onSuccess: () => setCachedShopperContext(queryClient, requireShopperContextParams(params), null),
  })
}
