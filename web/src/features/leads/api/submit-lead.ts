/**
 * POST /mobify/proxy/api/custom/salesforce-lead/v1/organizations/{org}/getleadresponse?siteId=&locale=
 *   (bearer) body: the lead (lib/lead-payload.ts)  →  200 {id, success: true, errors: []};
 *   400 {message, parameter} naming the CRM field it refused; 429 when one address sent too many.
 */
import { useMutation } from '@tanstack/react-query'
import type { LeadPayload, LeadResponse } from '@/api/types'
import { api, body } from '@/lib/api-client'
import type { LeadFields } from '../lib/lead-payload'
import type { LeadApiParams } from './leads-api'
import { useLeadApiParams } from './leads-api'

const LEAD_PATH = '/mobify/proxy/api/custom/salesforce-lead/v1/organizations/{organization_id}/getleadresponse'

export async function submitLead({ organizationId, siteId, locale }: LeadApiParams, lead: LeadFields): Promise<LeadResponse> {
  return body(
    api.POST(LEAD_PATH, {
      params: { path: { organization_id: organizationId }, query: { siteId, locale } },
      // The lead holds exactly the fields of its kind, built through the mapping list (the
      // document's type lists both kinds' fields at once, and the brand's offering field by none).
      body: lead as LeadPayload,
    }),
  )
}

/** Mutation: send a lead. Invalidates nothing (no query reads leads). */
export function useSubmitLead() {
  const params = useLeadApiParams()
  return useMutation({ mutationFn: (lead: LeadFields) => submitLead(params, lead) })
}
