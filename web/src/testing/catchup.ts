/**
 * An in-memory catch-up server for tests (msw handlers), following the server contract (tag
 * "catchup" of src/api/openapi.json, apiName `northwind-catcup`): fetch_catch_up_plans and
 * submit_catch_up_plan on the signed-in customer's leases (testing/lease.ts; another
 * customer's lease is a 404). A PastDue lease is offered plans of 2, 3 and 4 payments spreading
 * its past-due amount over its next weekly payments (the remainder on the first), with ids of
 * the fixtures' day (`2026-03-06:3`); nothing is offered when nothing is past due or a plan is
 * kept. Submitting one keeps it (`active_plan`) and makes the lease Active with nothing past
 * due. Every submit needs an `Idempotency-Key`: the same key and body answer the first answer
 * again without running twice, the same key with another body is a 422, a 5xx releases the key.
 * `failNext` makes the next call of a kind answer a given failure; each request is recorded.
 */
import { http, HttpResponse } from 'msw'
import type { ActiveCatchUpPlan, CatchUpPlan } from '@/features/catchup/lib/types'
import type { LeaseDetails } from '@/features/lease/lib/lease-types'
import { grantOf } from './auth'
import { AS_OF, fakeLease } from './lease'

type Call = 'fetch_catch_up_plans' | 'submit_catch_up_plan'

export interface CatchUpRequest {
  call: Call
  api: string
  idempotencyKey: string | null
  leaseGuid: string | null
  correlationId: string | null
  locale: string | null
  body: unknown
}

interface Failure {
  status: number
  reason?: string
  /** Answer nothing: the network failed. */
  network?: boolean
}

const TAX_RATE = 0.0825
const tax = (cents: number) => Math.round(cents * TAX_RATE)
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The plans offered for a past-due lease on AS_OF: its past-due amount over its next 2, 3 or 4 weekly payments. */
export function catchUpPlansFixture(
  lease: Pick<LeaseDetails, 'past_due' | 'rent_per_payment' | 'pay_frequency'>,
  counts = [2, 3, 4],
): CatchUpPlan[] {
  const first = addDays(AS_OF, 7)
  return counts.map((count) => {
    const share = Math.floor(lease.past_due.pretax / count)
    const remainder = lease.past_due.pretax - share * count
    const payments = Array.from({ length: count }, (_, index) => {
      const rent = share + (index === 0 ? remainder : 0)
      const total = lease.rent_per_payment + rent
      return { date: addDays(first, index * 7), rent_amount: rent, total_rent_amount: total, total_rent_tax_amount: tax(total) }
    })
    return {
      id: `${AS_OF}:${count}`,
      installments: count,
      past_due: lease.past_due,
      start_date: first,
      frequency: lease.pay_frequency,
      payments,
    }
  })
}

export const fakeCatchUp = {
  /** The plan kept on each lease, by lease guid. */
  kept: new Map<string, ActiveCatchUpPlan>(),
  requests: [] as CatchUpRequest[],
  failures: new Map<Call, Failure[]>(),
  keys: new Map<string, { body: string; status: number; answer: unknown }>(),
  reset() {
    this.kept = new Map()
    this.requests = []
    this.failures = new Map()
    this.keys = new Map()
  },
  failNext(call: Call, failure: Failure) {
    this.failures.set(call, [...(this.failures.get(call) ?? []), failure])
  },
  calls(call: Call) {
    return this.requests.filter((r) => r.call === call)
  },
}

const BASE = '*/mobify/proxy/api/custom/:api/v1/organizations/:org'

const problem = (status: number, message: string, extra: { reason?: string; parameter?: string } = {}) =>
  HttpResponse.json({ type: 'error', title: 'Error', detail: message, message, ...extra }, { status })

/** The lease named by the request if it is the signed-in customer's, else the error answer. */
function ownLease(request: Request, guid: string | null): LeaseDetails | Response {
  const grant = grantOf(request)
  if (!grant || grant.type !== 'registered') return problem(401, 'Unauthorized')
  const lease = (fakeLease.leases.get(grant.customerId) ?? []).find((l) => l.guid === guid)
  return lease ?? problem(404, 'Lease not found.')
}

const offered = (lease: LeaseDetails): CatchUpPlan[] =>
  lease.status === 'PastDue' && lease.past_due.total > 0 && !fakeCatchUp.kept.has(lease.guid) ? catchUpPlansFixture(lease) : []

function record(request: Request, call: Call, api: string, leaseGuid: string | null, body: unknown) {
  fakeCatchUp.requests.push({
    call,
    api,
    idempotencyKey: request.headers.get('idempotency-key'),
    leaseGuid,
    correlationId: request.headers.get('correlation-id'),
    locale: new URL(request.url).searchParams.get('locale'),
    body,
  })
}

export const catchUpHandlers = [
  http.get(`${BASE}/fetch_catch_up_plans`, ({ request, params }) => {
    const guid = new URL(request.url).searchParams.get('c_lease_guid')
    record(request, 'fetch_catch_up_plans', String(params.api), guid, null)
    if (params.api !== 'northwind-catcup') return problem(404, 'Not found.')
    const failure = fakeCatchUp.failures.get('fetch_catch_up_plans')?.shift()
    if (failure) return problem(failure.status, 'Injected failure.', { reason: failure.reason })
    const lease = ownLease(request, guid)
    if (lease instanceof Response) return lease
    return HttpResponse.json({
      statusCode: 200,
      message: 'OK',
      standardized: { plans: offered(lease), active_plan: fakeCatchUp.kept.get(lease.guid) ?? null },
    })
  }),

  http.post(`${BASE}/submit_catch_up_plan`, async ({ request, params }) => {
    const body = (await request.clone().json()) as { c_lease_guid: string; c_plan_id: string }
    record(request, 'submit_catch_up_plan', String(params.api), body.c_lease_guid, body)
    if (params.api !== 'northwind-catcup') return problem(404, 'Not found.')
    const key = request.headers.get('idempotency-key')
    if (!key) return problem(400, 'Send an Idempotency-Key header.', { parameter: 'Idempotency-Key' })
    const text = JSON.stringify(body)
    const kept = fakeCatchUp.keys.get(key)
    if (kept) {
      if (kept.body !== text)
        return problem(422, 'This Idempotency-Key was used for a different request.', { reason: 'idempotency_key_reused' })
      return HttpResponse.json(kept.answer as Record<string, unknown>, { status: kept.status })
    }
    const failure = fakeCatchUp.failures.get('submit_catch_up_plan')?.shift()
    if (failure?.network) return HttpResponse.error()
    let response: Response
    if (failure) {
      response = problem(failure.status, 'Injected failure.', { reason: failure.reason })
    } else {
      const lease = ownLease(request, body.c_lease_guid)
      if (lease instanceof Response) return lease
      const plan = offered(lease).find((p) => p.id === body.c_plan_id)
      if (!plan) {
        response = problem(409, "This plan is no longer offered. Choose one of today's plans.", { reason: 'plan_not_offered' })
      } else {
        const active: ActiveCatchUpPlan = {
          id: plan.id,
          installments: plan.installments,
          submitted_on: AS_OF,
          past_due: plan.past_due,
          status: 'active',
          payments: plan.payments,
        }
        fakeCatchUp.kept.set(lease.guid, active)
        lease.status = 'Active'
        lease.past_due = { pretax: 0, tax: 0, total: 0 }
        lease.days_past_due = 0
        response = HttpResponse.json({ statusCode: 200, message: 'OK', standardized: { plan: active, lease_status: 'Active' } })
      }
    }
    if (response.status < 500) fakeCatchUp.keys.set(key, { body: text, status: response.status, answer: await response.clone().json() })
    return response
  }),
]
