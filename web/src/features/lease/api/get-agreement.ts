/**
 * GET /mobify/proxy/api/custom/lease/v1/organizations/{org}/get_agreement?c_lease_guid=&siteId=&locale=
 *   (bearer + correlation-id)  →  {statusCode, message, standardized: Agreement}
 *
 * The agreement's values (the rental-purchase disclosures) for the page's
 * locale; the web app writes the agreement's text around them (lib/agreement-document.ts). A
 * non-OK answer throws (the page shows the error). Default policy: stale 10 s, no retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import { NO_PORTAL_PARAMS, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { Agreement } from '../lib/lease-types'
import { leaseKeyBase } from './lease-api'

const AGREEMENT_PATH = '/mobify/proxy/api/custom/lease/v1/organizations/{organization_id}/get_agreement'

export async function getAgreement(
  { organizationId, siteId, locale }: PortalApiParams,
  leaseGuid: string,
  signal?: AbortSignal,
): Promise<Agreement> {
  const answer = await body(
    api.GET(AGREEMENT_PATH, {
      params: { path: { organization_id: organizationId }, query: { siteId, locale, c_lease_guid: leaseGuid } },
      signal,
    }),
  )
  return answer.standardized
}

export const getAgreementQueryOptions = (params: PortalApiParams, leaseGuid: string) =>
  queryOptions({
    queryKey: [...leaseKeyBase(params), 'agreement', params.locale, leaseGuid] as const,
    queryFn: ({ signal }) => getAgreement(params, leaseGuid, signal),
    ...DEFAULT_QUERY_POLICY,
  })

/** The agreement of a lease in the page's locale (idle without a lease customer or a guid). */
export function useAgreement(leaseGuid: string | undefined) {
  const params = usePortalApiParams()
  return useQuery({
    ...getAgreementQueryOptions(params ?? NO_PORTAL_PARAMS, leaseGuid ?? ''),
    enabled: params !== null && !!leaseGuid,
  })
}
