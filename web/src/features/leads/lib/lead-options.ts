/**
 * What the lead forms offer and send (docs/features/leads.md): the canonical values the CRM
 * takes, never translated (the forms show localized labels for them, messages/options.ts), and
 * the fixed `LeadSource` of each kind of lead.
 */

/** Annual revenue, and the part of it financed: the bands a partner picks from. */
export const REVENUE_BANDS = ['Under $1M', '$1-10M', '$10-50M', '$50-100M', 'Over $100M'] as const
export type RevenueBand = (typeof REVENUE_BANDS)[number]

/** Years in business, in bands of five: 0-5, 6-10, … 46-50. */
export const YEARS_IN_BUSINESS_BANDS = ['0-5', '6-10', '11-15', '16-20', '21-25', '26-30', '31-35', '36-40', '41-45', '46-50'] as const

/** Where a partner would offer leases. */
export const OFFERING_OPTIONS = ['In-Store', 'Online', 'In-Store & Online'] as const
export type OfferingOption = (typeof OFFERING_OPTIONS)[number]

/** How the person would like to be contacted. */
export const CONTACT_METHODS = ['Phone', 'Email'] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

export type LeadKind = 'partner' | 'report'

/** The `LeadSource` of each kind of lead (the eComm site's forms). */
export const LEAD_SOURCES: Record<LeadKind, string> = {
  partner: 'eComm Partner Page',
  report: 'eComm Report Download',
}

/** The hidden field people leave empty (sent as `Website`): whatever fills it is a robot. */
export const HONEYPOT_FIELD = 'Website'

/** The field of the campaign parameters, visitor id and source. */
export const UTM_FIELD = 'lead_UTM__c'

/** Where the downloadable library lives (web/public/library), and the report the report form opens. */
export const LIBRARY_URL = '/library'
export const REPORT_URL = `${LIBRARY_URL}/report.pdf`
