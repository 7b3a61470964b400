/**
 * The lead a form sends (docs/features/leads.md): each CRM field the organization's mapping list
 * fills from a field this form has (`SFDC_Field__c` ← `Mapping_Field__c`), trimmed, and then
 * `LeadSource` (the kind's fixed value), `lead_UTM__c` (the campaign parameters) and `Website`
 * (the hidden field, empty from a person). A record naming a field the form lacks is left out:
 * the server refuses a field a kind of lead does not take.
 */
import { HONEYPOT_FIELD, LEAD_SOURCES, UTM_FIELD, type LeadKind } from './lead-options'

/** One record of the mapping list: the CRM field and the form field that fills it. */
export interface FieldMapping {
  SFDC_Field__c: string
  Mapping_Field__c: string
}

export type LeadFields = Record<string, string>

export function buildLeadPayload(
  kind: LeadKind,
  values: Readonly<Record<string, string>>,
  mapping: readonly FieldMapping[],
  { utm, website }: { utm: string; website: string },
): LeadFields {
  const payload: LeadFields = {}
  for (const { SFDC_Field__c: crmField, Mapping_Field__c: formField } of mapping) {
    if (!Object.hasOwn(values, formField) || crmField === HONEYPOT_FIELD || crmField === UTM_FIELD || crmField === 'LeadSource') continue
    payload[crmField] = (values[formField] ?? '').trim()
  }
  payload.LeadSource = LEAD_SOURCES[kind]
  payload[UTM_FIELD] = utm
  payload[HONEYPOT_FIELD] = website
  return payload
}

/** The form field behind a CRM field the server named (a 400's `parameter`), when this form has it. */
export function formFieldOf<F extends string>(
  crmField: string | undefined,
  mapping: readonly FieldMapping[],
  fields: readonly F[],
): F | undefined {
  const formField = mapping.find((record) => record.SFDC_Field__c === crmField)?.Mapping_Field__c
  return fields.find((field) => field === formField)
}
