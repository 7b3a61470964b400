/**
 * An in-memory lease server for tests (msw handlers), following the server contract (tag
 * "lease" of src/api/openapi.json): lease_dashboard (the signed-in customer's leases newest
 * first, 204 without any), lease_details and get_agreement (404 for an unknown lease or another
 * customer's), Benefits Plus enrol and cancel (409 on a closed lease). The customer is the one
 * of the bearer token (testing/auth.ts). Money in cents, dates `YYYY-MM-DD`.
 */
import { http, HttpResponse } from 'msw'
import type { Agreement, DashboardLease, LeaseDetails, LeaseStore, ScheduledPayment } from '@/features/lease/lib/lease-types'
import { grantOf } from './auth'

export const STORES = {
  oakIron: {
    name: 'Oak & Iron Furniture',
    phone: '(210) 555-0143',
    address1: '4100 Broadway St',
    city: 'San Antonio',
    stateCode: 'TX',
    postalCode: '78209',
  },
  brightline: {
    name: 'Brightline Electronics',
    phone: '(512) 555-0190',
    address1: '900 Congress Ave',
    city: 'Austin',
    stateCode: 'TX',
    postalCode: '78701',
  },
  casaBonita: {
    name: 'Casa Bonita Home',
    phone: '(956) 555-0112',
    address1: '1200 E Jackson Ave',
    city: 'McAllen',
    stateCode: 'TX',
    postalCode: '78501',
  },
  tireDepot: {
    name: 'Tire Depot',
    phone: '(210) 555-0177',
    address1: '7300 Bandera Rd',
    city: 'San Antonio',
    stateCode: 'TX',
    postalCode: '78238',
  },
} satisfies Record<string, LeaseStore>

/** The day the fixtures' values are computed for. */
export const AS_OF = '2026-03-06'

const TAX_RATE = 0.0825
const tax = (cents: number) => Math.round(cents * TAX_RATE)

/** Weekly payments of `rent` from `firstDue`; those due before `paidBefore` settled; an initial payment first. */
export function scheduleFixture({
  firstDue = '2026-02-13',
  count = 7,
  rent = 4875,
  paidBefore = AS_OF,
  fees = 0,
}: { firstDue?: string; count?: number; rent?: number; paidBefore?: string; fees?: number } = {}): ScheduledPayment[] {
  const rows: ScheduledPayment[] = [
    {
      seq: 0,
      kind: 'initial',
      due_date: '2025-11-03',
      rent: 4900,
      fees: 0,
      tax: tax(4900),
      total: 4900 + tax(4900),
      paid: 4900 + tax(4900),
      settled: true,
    },
  ]
  const start = new Date(`${firstDue}T00:00:00Z`)
  for (let i = 0; i < count; i++) {
    const due = new Date(start.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10)
    const total = rent + fees + tax(rent + fees)
    const settled = due < paidBefore
    rows.push({ seq: i + 1, kind: 'regular', due_date: due, rent, fees, tax: tax(rent + fees), total, paid: settled ? total : 0, settled })
  }
  return rows
}

/** A lease's details; an Active weekly lease of a sofa unless told otherwise. */
export function leaseDetailsFixture(overrides: Partial<LeaseDetails> & Pick<LeaseDetails, 'guid' | 'lease_number'>): LeaseDetails {
  return {
    status: 'Active',
    debt_buyer: null,
    as_of: AS_OF,
    pay_frequency: 'weekly',
    term_months: 12,
    approved_amount: 400_000,
    cash_price: 129_999,
    zip_code: '78209',
    state_code: 'TX',
    store: STORES.oakIron,
    merchandise: [{ product_id: 'sofa-navy', name: 'Harbor Sofa, Navy', quantity: 1, unit_price: 129_999 }],
    signed_on: '2025-11-03',
    delivered_on: '2025-11-05',
    balance: 211_250,
    past_due: { pretax: 0, tax: 0, total: 0 },
    days_past_due: 0,
    next_payment: { date: '2026-03-13', amount: { pretax: 4875, tax: 402, total: 5277 } },
    payoff: { option: 'early_purchase', window_ends_on: '2026-02-03', amount: { pretax: 126_750, tax: 10_457, total: 137_207 } },
    total_of_payments: 253_500,
    total_cost_to_own: 274_414,
    total_paid: 63_164,
    rent_per_payment: 4875,
    remaining_payments: 40,
    benefits_plus: { enrolled: false, fee_per_payment: 250 },
    schedule: scheduleFixture(),
    ...overrides,
  }
}

/** The demo lease customer's leases, newest first: an Active one, a PastDue one, a PaidOut one. */
export const MARIA_LEASES = {
  active: leaseDetailsFixture({ guid: '3f1c2a4e-9b7d-4c1e-8a55-100245000001', lease_number: '100245' }),
  pastDue: leaseDetailsFixture({
    guid: '3f1c2a4e-9b7d-4c1e-8a55-100198000002',
    lease_number: '100198',
    status: 'PastDue',
    store: STORES.brightline,
    merchandise: [
      { product_id: 'tv-65', name: '65" 4K Smart TV', quantity: 1, unit_price: 89_999 },
      { product_id: 'soundbar', name: 'Soundbar with Subwoofer', quantity: 1, unit_price: 24_999 },
    ],
    past_due: { pretax: 9750, tax: 804, total: 10_554 },
    days_past_due: 12,
    next_payment: { date: '2026-03-09', amount: { pretax: 4875, tax: 402, total: 5277 } },
    schedule: scheduleFixture({ paidBefore: '2026-02-20' }),
  }),
  paidOut: leaseDetailsFixture({
    guid: '3f1c2a4e-9b7d-4c1e-8a55-100102000003',
    lease_number: '100102',
    status: 'PaidOut',
    store: STORES.casaBonita,
    merchandise: [{ product_id: 'bed-queen', name: 'Queen Bed Set', quantity: 1, unit_price: 99_999 }],
    balance: 0,
    next_payment: null,
    payoff: null,
    remaining_payments: 0,
    total_paid: 211_094,
    schedule: scheduleFixture({ paidBefore: '2027-01-01' }),
  }),
}

/** A lease in `status` (for the states of the dashboard). */
export function leaseInStatus(status: string, overrides: Partial<LeaseDetails> = {}): LeaseDetails {
  const closed = status === 'PaidOut' || status === 'Returned' || status === 'ChargedOff'
  return leaseDetailsFixture({
    guid: `lease-guid-${status.toLowerCase()}`,
    lease_number: '200300',
    status,
    store: STORES.tireDepot,
    ...(closed ? { next_payment: null, payoff: null } : {}),
    ...(status === 'Pending'
      ? { delivered_on: null, payoff: null, next_payment: { date: '2026-03-20', amount: { pretax: 4875, tax: 402, total: 5277 } } }
      : {}),
    ...overrides,
  })
}

/** `get_agreement` of a lease, in `locale`. */
export function agreementFixture(details: LeaseDetails, locale: string): Agreement {
  return {
    guid: details.guid,
    lease_number: details.lease_number,
    locale,
    signed_on: details.signed_on,
    state_code: details.state_code,
    store: details.store,
    merchandise: details.merchandise,
    cash_price: details.cash_price,
    pay_frequency: details.pay_frequency,
    term_months: details.term_months,
    number_of_payments: 53,
    initial_payment: { pretax: 4900, tax: 404, total: 5304 },
    regular_payment: { pretax: 4875, tax: 402, total: 5277 },
    total_of_payments: details.total_of_payments,
    total_cost_to_own: details.total_cost_to_own,
    late_fee: 500,
    late_fee_grace_days: 5,
    benefits_plus_fee: details.benefits_plus.fee_per_payment,
    early_purchase_fee: 1000,
    early_purchase_window_days: 90,
    early_purchase_percent: 60,
    tax_rate_percent: 8.25,
  }
}

export interface LeaseRequest {
  call: 'lease_dashboard' | 'lease_details' | 'get_agreement' | 'enroll' | 'cancel'
  guid: string | null
  correlationId: string | null
  locale: string | null
}

const closed = (status: string) => status === 'PaidOut' || status === 'Returned' || status === 'ChargedOff'

export const fakeLease = {
  /** Each customer's leases (newest first), by customer id. */
  leases: new Map<string, LeaseDetails[]>(),
  requests: [] as LeaseRequest[],
  /** Make lease_dashboard fail with this status and message. */
  dashboardFailure: null as { status: number; message: string } | null,
  reset() {
    this.leases = new Map([
      ['cust-maria', [MARIA_LEASES.active, MARIA_LEASES.pastDue, MARIA_LEASES.paidOut].map((l) => structuredClone(l))],
    ])
    this.requests = []
    this.dashboardFailure = null
  },
  /** Gives `customerId` these leases (newest first); none: the dashboard answers 204. */
  set(customerId: string, leases: LeaseDetails[]) {
    this.leases.set(
      customerId,
      leases.map((l) => structuredClone(l)),
    )
  },
  count(call: LeaseRequest['call']) {
    return this.requests.filter((r) => r.call === call).length
  },
}
fakeLease.reset()

const LEASE = '*/mobify/proxy/api/custom/lease/v1/organizations/:org'
const BENEFITS = '*/mobify/proxy/api/custom/benefits-plus/v1/organizations/:org'

const unauthorized = () =>
  HttpResponse.json({ type: 'unauthorized', title: 'Unauthorized', detail: 'Unauthorized', message: 'Unauthorized' }, { status: 401 })
const notFound = () =>
  HttpResponse.json({ type: 'not-found', title: 'Not Found', detail: 'Lease not found.', message: 'Lease not found.' }, { status: 404 })

function record(request: Request, call: LeaseRequest['call'], guid: string | null) {
  fakeLease.requests.push({
    call,
    guid,
    correlationId: request.headers.get('correlation-id'),
    locale: new URL(request.url).searchParams.get('locale'),
  })
}

/** The signed-in customer's lease named by the request, or the error answer. */
function ownLease(request: Request, guid: string | null): LeaseDetails | Response {
  const grant = grantOf(request)
  if (!grant || grant.type !== 'registered') return unauthorized()
  const lease = (fakeLease.leases.get(grant.customerId) ?? []).find((l) => l.guid === guid)
  return lease ?? notFound()
}

function changeBenefitsPlus(lease: LeaseDetails, enrol: boolean) {
  const { fee_per_payment: fee } = lease.benefits_plus
  let changed = 0
  if (lease.benefits_plus.enrolled !== enrol) {
    for (const row of lease.schedule) {
      if (row.settled || row.due_date < lease.as_of) continue
      row.fees += enrol ? fee : -fee
      row.tax = tax(row.rent + row.fees)
      row.total = row.rent + row.fees + row.tax
      changed++
    }
    lease.benefits_plus = { ...lease.benefits_plus, enrolled: enrol }
  }
  return { enrolled: enrol, fee_per_payment: fee, payments_changed: changed }
}

export const leaseHandlers = [
  http.get(`${LEASE}/lease_dashboard`, ({ request }) => {
    record(request, 'lease_dashboard', null)
    const grant = grantOf(request)
    if (!grant || grant.type !== 'registered') return unauthorized()
    const failure = fakeLease.dashboardFailure
    if (failure)
      return HttpResponse.json(
        { type: 'error', title: 'Error', detail: failure.message, message: failure.message },
        { status: failure.status },
      )
    const leases = fakeLease.leases.get(grant.customerId) ?? []
    const newest = leases[0]
    if (!newest) return new HttpResponse(null, { status: 204 })
    const summaries: DashboardLease[] = leases.map((l) => ({
      guid: l.guid,
      lease_number: l.lease_number,
      status: l.status,
      store_name: l.store.name,
      debt_buyer: l.debt_buyer ?? null,
    }))
    return HttpResponse.json({
      statusCode: 200,
      message: 'OK',
      standardized: { lease_number: newest.lease_number, leases: summaries, store: newest.store, debt_buyer: newest.debt_buyer ?? null },
    })
  }),

  http.get(`${LEASE}/lease_details`, ({ request }) => {
    const guid = new URL(request.url).searchParams.get('c_lease_guid')
    record(request, 'lease_details', guid)
    const lease = ownLease(request, guid)
    if (lease instanceof Response) return lease
    return HttpResponse.json({ statusCode: 200, message: 'OK', standardized: lease })
  }),

  http.get(`${LEASE}/get_agreement`, ({ request }) => {
    const url = new URL(request.url)
    const guid = url.searchParams.get('c_lease_guid')
    record(request, 'get_agreement', guid)
    const lease = ownLease(request, guid)
    if (lease instanceof Response) return lease
    return HttpResponse.json({
      statusCode: 200,
      message: 'OK',
      standardized: agreementFixture(lease, url.searchParams.get('locale') ?? 'en-US'),
    })
  }),

  ...(['enroll', 'cancel'] as const).map((call) =>
    http.post(`${BENEFITS}/${call}`, async ({ request }) => {
      const { c_lease_guid: guid } = (await request.clone().json()) as { c_lease_guid: string }
      record(request, call, guid)
      const lease = ownLease(request, guid)
      if (lease instanceof Response) return lease
      if (closed(lease.status)) {
        const message = "This lease can't be changed in its current status."
        return HttpResponse.json({ type: 'conflict', title: 'Conflict', detail: message, message }, { status: 409 })
      }
      return HttpResponse.json({ statusCode: 200, message: 'OK', standardized: changeBenefitsPlus(lease, call === 'enroll') })
    }),
  ),
]
