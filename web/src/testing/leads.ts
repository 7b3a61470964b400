/**
 * An in-memory lead API for tests (msw handlers), following the server's contract: the
 * organization's CRM field mapping list (the demo's) and `getleadresponse`, which takes a lead
 * sent with a bearer token and answers `{id, success, errors}`. A test makes a call answer
 * otherwise (`failMapping`, `answer`) or holds it at a gate. Each `fakeLeadApi()` starts empty;
 * its handlers go in with `server.use(...)`, which every test's end resets.
 */
import { http, HttpResponse } from 'msw'
import type { gate } from './gate'

/** The demo organization's mapping list (demo/northwind.json): CRM field ← form field. */
const DEMO_LEAD_FIELD_MAPPING_PAIRS: [string, string][] = [
  ['FirstName', 'firstName'],
  ['LastName', 'lastName'],
  ['Company', 'company'],
  ['Title', 'title'],
  ['Email', 'email'],
  ['contactMethod__c', 'contactMethod'],
  ['Phone', 'phone'],
  ['Annual_GMV__c', 'annualRevenue'],
  ['Annual_GMV_Financed__c', 'annualRevenueFinanced'],
  ['Years_In_Business__c', 'yearsInBusiness'],
  ['Where_would_you_like_to_offer_northwind__c', 'offering'],
  ['PostalCode', 'postalCode'],
]
export const DEMO_LEAD_FIELD_MAPPING = DEMO_LEAD_FIELD_MAPPING_PAIRS.map(([SFDC_Field__c, Mapping_Field__c]) => ({
  SFDC_Field__c,
  Mapping_Field__c,
}))

const API = '*/mobify/proxy/api/custom'

export function fakeLeadApi() {
  const state = {
    /** Every lead sent, as its body, with the query and whether it carried a token. */
    leads: [] as { body: Record<string, unknown>; query: Record<string, string>; bearer: boolean }[],
    mappingCalls: 0,
    /** An HTTP status for the mapping list instead of the list. */
    failMapping: null as number | null,
    /** The next answers to a lead, in order (a status and a body); then 200. */
    answers: [] as { status: number; body: unknown }[],
    /** When set, a lead waits here before it is answered. */
    hold: null as ReturnType<typeof gate> | null,
  }
  const handlers = [
    http.get(`${API}/salesforce-lead-field-mapping/v1/organizations/:org/getSalesforceMappingList`, () => {
      state.mappingCalls += 1
      if (state.failMapping) return HttpResponse.json({ message: 'Unavailable' }, { status: state.failMapping })
      return HttpResponse.json({ mappingObj: { totalSize: DEMO_LEAD_FIELD_MAPPING.length, records: DEMO_LEAD_FIELD_MAPPING } })
    }),
    http.post(`${API}/salesforce-lead/v1/organizations/:org/getleadresponse`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      const query = Object.fromEntries(new URL(request.url).searchParams)
      state.leads.push({ body, query, bearer: request.headers.get('authorization')?.startsWith('Bearer ') ?? false })
      if (state.hold) await state.hold.passed()
      const answer = state.answers.shift()
      if (answer) return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status })
      return HttpResponse.json({ id: `lead-${state.leads.length}`, success: true, errors: [] })
    }),
  ]
  return { state, handlers }
}
