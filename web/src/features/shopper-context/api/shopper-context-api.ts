/**
 * The shopper-context API (SCAPI shape), one session's qualifiers:
 *   /mobify/proxy/api/shopper/shopper-context/v1/organizations/{org}/shopper-context/{usid}?siteId=
 * Bearer token (the API client requires it on platform calls); only the session's own usid
 * (403 otherwise). The API client adds the locale. Endpoint files: get-, put-, patch-,
 * delete-shopper-context.ts.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ShopperContext } from '@/api/types'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'

/**
 * The context as the API sends and takes it (the generated schema): customQualifiers,
 * assignmentQualifiers, storeContextData (string values, merged by PATCH
 * like the qualifiers), clientIp.
 */
export type { ShopperContext }

export interface ShopperContextParams {
  usid: string
  organizationId: string
  siteId: string
}

/** The path of the API (as the schema writes it) … */
export const SHOPPER_CONTEXT_PATH = '/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}'

/** … and the parameters of a session's context. */
export const shopperContextRequest = ({ organizationId, siteId, usid }: ShopperContextParams) => ({
  params: { path: { organization_id: organizationId, usid }, query: { siteId } },
})

export const SHOPPER_CONTEXT_QUERY_KEY = 'shopper-context'

/** The key of the one query the shopper-context mutations touch. */
export const shopperContextQueryKey = ({ organizationId, siteId, usid }: ShopperContextParams) =>
  [SHOPPER_CONTEXT_QUERY_KEY, organizationId, siteId, usid] as const

/** After a mutation: the context the server now holds (null: none). */
export function setCachedShopperContext(queryClient: QueryClient, params: ShopperContextParams, context: ShopperContext | null): void {
  queryClient.setQueryData<ShopperContext | null>(shopperContextQueryKey(params), context)
}

/** The organization and site of the current page, with the session's usid (if known). */
export function useShopperContextParams(usid: string | null | undefined): Partial<ShopperContextParams> {
  const { organizationId } = useAppConfig()
  const { site } = useSiteLocale()
  return { usid: usid ?? undefined, organizationId, siteId: site.id }
}
