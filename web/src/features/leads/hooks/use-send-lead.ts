/**
 * Sends a form's values as a lead: the organization's mapping list (fetched, or the one kept),
 * the payload built through it (lib/lead-payload.ts) with the campaign parameters of the visit
 * and the hidden field's value, then the lead itself. Answers what the form shows: sent; the
 * form field a 400 named, with why; or a failure for the toast (any other answer, a mapping
 * list that could not be read, no connection).
 */
import { useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { leadFieldMappingQueryOptions } from '../api/get-lead-field-mapping'
import { useLeadApiParams } from '../api/leads-api'
import { useSubmitLead } from '../api/submit-lead'
import type { LeadKind } from '../lib/lead-options'
import { buildLeadPayload, formFieldOf, type FieldMapping } from '../lib/lead-payload'
import { errorOfServerMessage, type LeadFieldError } from '../lib/lead-rules'
import { leadUtm } from '../lib/lead-utm'

export type SendOutcome =
  { sent: true } | { sent: false; field: string; error: LeadFieldError | undefined; message: string } | { sent: false; field?: undefined }

export function useSendLead(kind: LeadKind, fields: readonly string[]) {
  const params = useLeadApiParams()
  const queryClient = useQueryClient()
  const { mutateAsync } = useSubmitLead()

  return async function send(values: Readonly<Record<string, string>>, website: string): Promise<SendOutcome> {
    let mapping: readonly FieldMapping[] = []
    try {
      mapping = await queryClient.fetchQuery(leadFieldMappingQueryOptions(params))
      const utm = leadUtm(document.cookie, window.location.search)
      await mutateAsync(buildLeadPayload(kind, values, mapping, { utm, website }))
      return { sent: true }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.data && typeof error.data === 'object') {
        const field = formFieldOf(error.data.parameter ?? undefined, mapping, fields)
        if (field) return { sent: false, field, error: errorOfServerMessage(error.message), message: error.message }
      }
      return { sent: false }
    }
  }
}
