/**
 * PATCH …/shopper-context/{usid}?siteId=  body ShopperContext  (bearer)
 *   → 200 ShopperContext (the merged context), or 404 when the session has none
 *
 * Merges qualifiers into the context. Touches the shopper-context query of the usid: its data
 * becomes the merged context.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiClient, isNoContent } from '@/lib/api-client'
import {
  setCachedShopperContext,
  shopperContextPath,
  useShopperContextParams,
  type ShopperContext,
  type ShopperContextParams,
} from './shopper-context-api'
import { requireShopperContextParams } from '../lib/qualifiers'

export async function patchShopperContext(params: ShopperContextParams, update: ShopperContext): Promise<ShopperContext> {
  const body = await apiClient.patch<ShopperContext>(shopperContextPath(params), update, {
    query: { siteId: params.siteId },
    authorize: true,
  })
  if (isNoContent(body)) throw new ApiError(body.message, 204, undefined)
  return body
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
