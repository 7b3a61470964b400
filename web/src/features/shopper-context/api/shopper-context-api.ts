/**
 * The shopper-context API (SCAPI shape), one session's qualifiers:
 *   /mobify/proxy/api/shopper/shopper-context/v1/organizations/{org}/shopper-context/{usid}?siteId=
 * Bearer token (`authorize: true`); only the session's own usid (403 otherwise). The API client
 * adds the locale. Endpoint files: get-, put-, patch-, delete-shopper-context.ts.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ShopperContext } from '@/api/types'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'

export type { ShopperContext }

export interface ShopperContextParams {
  usid: string
  organizationId: string
  siteId: string
}

export const shopperContextPath = ({ organizationId, usid }: ShopperContextParams) =>
  `/mobify/proxy/api/shopper/shopper-context/v1/organizations/${encodeURIComponent(organizationId)}/shopper-context/${encodeURIComponent(usid)}`

export const SHOPPER_CONTEXT_QUERY_KEY = 'shopper-context'

/** The key of the one query the shopper-context mutations touch. */
export const shopperContextQueryKey = ({ organizationId, siteId, usid }: ShopperContextParams) =>
  [SHOPPER_CONTEXT_QUERY_KEY, organizationId, siteId, usid] as const

/** After a mutation: the context the server now holds (null: none). */
export function setCachedShopperContext(
  queryClient: QueryClient,
  params: ShopperContextParams,
  context: ShopperContext | null,
): void {
  queryClient.setQueryData<ShopperContext | null>(shopperContextQueryKey(params), context)
}

/** The organization and site of the current page, with the session's usid (if known). */
export function useShopperContextParams(usid: string | null | undefined): Partial<ShopperContextParams> {
  const { organizationId } = useAppConfig()
  const { site } = useSiteLocale()
  return { usid: usid ?? undefined, organizationId, siteId: site.id }
}
