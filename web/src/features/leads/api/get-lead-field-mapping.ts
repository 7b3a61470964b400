/**
 * GET /mobify/proxy/api/custom/salesforce-lead-field-mapping/v1/organizations/{org}/getSalesforceMappingList?siteId=&locale=
 *   (bearer)  →  {mappingObj: {totalSize, records: [{SFDC_Field__c, Mapping_Field__c}]}}
 *
 * Which form field fills each CRM field of a lead. A non-OK answer throws
 * `HTTP error! Status: {status}`; a form that sends a lead then fails with its toast.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FieldMappingRecord } from '@/api/types'
import { api } from '@/lib/api-client'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import type { LeadApiParams } from './leads-api'
import { useLeadApiParams } from './leads-api'

const MAPPING_PATH = '/mobify/proxy/api/custom/salesforce-lead-field-mapping/v1/organizations/{organization_id}/getSalesforceMappingList'

export async function getLeadFieldMapping(
  { organizationId, siteId, locale }: LeadApiParams,
  signal?: AbortSignal,
): Promise<FieldMappingRecord[]> {
  const { data, response } = await api.GET(MAPPING_PATH, {
    params: { path: { organization_id: organizationId }, query: { siteId, locale } },
    signal,
  })
  if (!response.ok || !data) throw new Error(`HTTP error! Status: ${response.status}`)
  return data.mappingObj.records
}

export const leadFieldMappingQueryOptions = (params: LeadApiParams) =>
  queryOptions({
    queryKey: ['leads', 'field-mapping', params.organizationId, params.siteId, params.locale],
    queryFn: ({ signal }) => getLeadFieldMapping(params, signal),
    ...DEFAULT_QUERY_POLICY,
  })

/** The mapping list of the current site (idle until `enabled`). */
export function useLeadFieldMapping({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...leadFieldMappingQueryOptions(useLeadApiParams()), enabled })
}
