/**
 * GET …/shopper-context/v1/organizations/{org}/shopper-context/{usid}?siteId=  (bearer)
 *   → 200 ShopperContext, or 404 when the session has none
 *
 * Fetched once the usid, organization and site are known; a 404 or a
 * 412 means no context (`null`, not an error); other errors are kept (the query's error).
 * Never retried.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isNoContent, ok } from '@/lib/api-client'
import { isNoContextError } from '../lib/errors'
import {
  SHOPPER_CONTEXT_PATH,
  shopperContextRequest,
  shopperContextQueryKey,
  useShopperContextParams,
  type ShopperContext,
  type ShopperContextParams,
} from './shopper-context-api'

export async function getShopperContext(params: ShopperContextParams, signal?: AbortSignal): Promise<ShopperContext | null> {
  try {
    const body = await ok(api.GET(SHOPPER_CONTEXT_PATH, { ...shopperContextRequest(params), signal }))
    return isNoContent(body) ? null : body
  } catch (error) {
    if (isNoContextError(error)) return null
    throw error
  }
}

export const getShopperContextQueryOptions = (params: ShopperContextParams) =>
  queryOptions({
    queryKey: shopperContextQueryKey(params),
    queryFn: ({ signal }) => getShopperContext(params, signal),
    retry: false,
  })

/** The session's shopper context (`null`: none); idle until the usid is known. */
export function useShopperContext(usid: string | null | undefined) {
  const { usid: id = '', organizationId = '', siteId = '' } = useShopperContextParams(usid)
  return useQuery({
    ...getShopperContextQueryOptions({ usid: id, organizationId, siteId }),
    enabled: !!(id && organizationId && siteId),
  })
}
