/**
 * PATCH …/shopper-context/{usid}?siteId=  body ShopperContext  (bearer)
 *   → 200 ShopperContext (the merged context), or 404 when the session has none
 *
 * Merges qualifiers into the context. Touches the shopper-context query of the usid: its data
 * becomes the merged context.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { requireShopperContextParams } from '../lib/qualifiers'
import {
  setCachedShopperContext,
  SHOPPER_CONTEXT_PATH,
  shopperContextRequest,
  useShopperContextParams,
  type ShopperContext,
  type ShopperContextParams,
} from './shopper-context-api'

export function patchShopperContext(params: ShopperContextParams, update: ShopperContext): Promise<ShopperContext> {
  return body(api.PATCH(SHOPPER_CONTEXT_PATH, { ...shopperContextRequest(params), body: update }))
}

/** Mutation: merge qualifiers. Updates the shopper-context query. */
export function usePatchShopperContext(usid: string | null | undefined) {
  const queryClient = useQueryClient()
  const params = useShopperContextParams(usid)
  return useMutation({
    mutationFn: (update: ShopperContext) => patchShopperContext(requireShopperContextParams(params), update),
    onSuccess: (context) => setCachedShopperContext(queryClient, requireShopperContextParams(params), context),
  })
}
