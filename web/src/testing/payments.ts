/**
 * An in-memory payments server for tests (msw handlers), following the server contract (tag
 * "payments" of src/api/openapi.json) under `custom/northwind-payments/v1`: new_payment (the
 * lease's next payment, past due and payoff from testing/lease.ts, custom from $1.00 to the
 * payoff, the lease's methods from testing/payment-methods.ts), review-payment (the server's
 * amount rules, each bad amount a 400 naming `c_pretax_total_amount` with its reason; tax at
 * 8.25% half-up; `authorization` text for a bank account), submit_payment (Idempotency-Key: the
 * same key and body answer the first answer again and never charge twice, another body is a 422,
 * a 5xx releases the key; a bank account needs `authorization_accepted`) and view_payments (ten a
 * page, newest first). `failNext` makes the next call of a kind answer a failure (a 402 decline,
 * a 503). Each request is recorded for the tests.
 */
import { http, HttpResponse } from 'msw'
import { customAmountProblem, parseAmount } from '@/features/payments/lib/amount'
import type { Payment } from '@/features/payments/lib/types'
import { grantOf } from './auth'
import { fakeLease } from './lease'
import { fakePaymentMethods } from './payment-methods'

type Call = 'new_payment' | 'review-payment' | 'submit_payment' | 'view_payments'

export interface PaymentsRequest {
  call: Call
  idempotencyKey: string | null
  query: Record<string, string>
  correlationId: string | null
  body: unknown
}

interface Failure {
  status: number
  reason?: string
  parameter?: string
  network?: boolean
}

const CUSTOM_MIN = 100
const tax = (cents: number) => Math.round(cents * 0.0825)

export const fakePayments = {
  /** Each lease's payments, oldest first. */
  payments: new Map<string, Payment[]>(),
  requests: [] as PaymentsRequest[],
  failures: new Map<Call, Failure[]>(),
  keys: new Map<string, { body: string; status: number; answer: unknown }>(),
  /** Charges made (one per payment that settled). */
  charges: 0,
  reset() {
    this.payments = new Map()
    this.requests = []
    this.failures = new Map()
    this.keys = new Map()
    this.charges = 0
  },
  of(leaseGuid: string): Payment[] {
    return this.payments.get(leaseGuid) ?? []
  },
  failNext(call: Call, failure: Failure) {
    this.failures.set(call, [...(this.failures.get(call) ?? []), failure])
  },
  calls(call: Call) {
    return this.requests.filter((r) => r.call === call)
  },
}
fakePayments.reset()

/** A payment as the server shows it. */
export function paymentFixture(n: number, overrides: Partial<Payment> = {}): Payment {
  return {
    guid: `pay-${n}`,
    created_at_ms: Date.UTC(2026, 1, 1, 15, 0) + n * 86_400_000,
    type: 'next_payment',
    amount: { pretax: 4875, tax: 402, total: 5277 },
    status: 'settled',
    payment_method: 'Visa •••• 4242',
    receipt_number: `R-2026-${String(n).padStart(6, '0')}`,
    ...overrides,
  }
}

const BASE = '*/mobify/proxy/api/custom/northwind-payments/v1/organizations/:org'

const problem = (status: number, message: string, extra: { reason?: string; parameter?: string } = {}) =>
  HttpResponse.json({ type: 'error', title: 'Error', detail: message, message, ...extra }, { status })

function ownLease(request: Request, guid: string | null | undefined) {
  const grant = grantOf(request)
  if (!grant || grant.type !== 'registered') return problem(401, 'Unauthorized')
  const lease = (fakeLease.leases.get(grant.customerId) ?? []).find((l) => l.guid === guid)
  return lease ?? problem(404, 'Lease not found.')
}

type Lease = NonNullable<ReturnType<typeof fakeLease.leases.get>>[number]
const closed = (lease: Lease) => ['PaidOut', 'Returned', 'ChargedOff'].includes(lease.status)

function options(lease: Lease) {
  if (closed(lease)) return { options: [], custom: null }
  const list = []
  if (lease.next_payment) list.push({ type: 'next_payment', amount: lease.next_payment.amount, date: lease.next_payment.date })
  if (lease.past_due.total > 0) list.push({ type: 'past_due', amount: lease.past_due })
  if (lease.payoff) list.push({ type: 'payoff', amount: lease.payoff.amount, date: lease.as_of })
  return { options: list, custom: lease.payoff ? { min: CUSTOM_MIN, max: lease.payoff.amount.pretax } : null }
}

function record(call: Call, request: Request, body: unknown = null) {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  fakePayments.requests.push({
    call,
    idempotencyKey: request.headers.get('idempotency-key'),
    query,
    correlationId: request.headers.get('correlation-id'),
    body,
  })
  return query
}

/** The review of one amount: its {pretax, tax, total}, or the 400 of the server. */
function review(lease: Lease, type: string | undefined, typed: string | undefined) {
  const bad = (reason: string) => problem(400, `Bad amount: ${reason}.`, { parameter: 'c_pretax_total_amount', reason })
  const parsed = parseAmount(typed ?? '')
  if ('problem' in parsed) return bad(parsed.problem)
  const { options: offered, custom } = options(lease)
  if (!custom) return problem(400, 'This lease takes no more payments.', { parameter: 'c_pretax_total_amount', reason: 'lease_closed' })
  if (type === 'custom') {
    const why = customAmountProblem(typed ?? '', custom)
    if (why) return bad(why)
    return { pretax: parsed.cents, tax: tax(parsed.cents), total: parsed.cents + tax(parsed.cents) }
  }
  const option = offered.find((o) => o.type === type)
  if (!option) return problem(400, 'Not offered.', { parameter: 'c_payment_type', reason: 'invalid' })
  if (option.amount.pretax !== parsed.cents) return bad('amount_changed')
  return option.amount
}

const method = (leaseGuid: string, guid: string | undefined) => fakePaymentMethods.of(leaseGuid).find((m) => m.guid === guid)

const authorization = (m: { type: string; last4: string }, total: number) =>
  m.type === 'bank'
    ? `I authorize Northwind Lease to debit $${(total / 100).toFixed(2)} once from my account ending in ${m.last4}. To revoke, call us before the debit.`
    : null

export const paymentsHandlers = [
  http.get(`${BASE}/new_payment`, ({ request }) => {
    const query = record('new_payment', request)
    const failure = fakePayments.failures.get('new_payment')?.shift()
    if (failure) return problem(failure.status, 'Injected failure.', { reason: failure.reason })
    const lease = ownLease(request, query.c_lease_guid)
    if (lease instanceof Response) return lease
    return HttpResponse.json({
      statusCode: 200,
      message: 'OK',
      standardized: { ...options(lease), payment_methods: fakePaymentMethods.of(lease.guid) },
    })
  }),
  http.get(`${BASE}/review-payment`, ({ request }) => {
    const query = record('review-payment', request)
    const failure = fakePayments.failures.get('review-payment')?.shift()
    if (failure) return problem(failure.status, 'Injected failure.', { reason: failure.reason, parameter: failure.parameter })
    const lease = ownLease(request, query.c_lease_guid)
    if (lease instanceof Response) return lease
    const amount = review(lease, query.c_payment_type, query.c_pretax_total_amount)
    if (amount instanceof Response) return amount
    const m = method(lease.guid, query.c_payment_method_guid)
    if (!m) return problem(404, 'Payment method not found.')
    return HttpResponse.json({
      statusCode: 200,
      message: 'OK',
      standardized: { type: query.c_payment_type, amount, payment_method: m, authorization: authorization(m, amount.total) },
    })
  }),
  http.post(`${BASE}/submit_payment`, async ({ request }) => {
    const body = (await request.clone().json()) as {
      c_lease_guid: string
      c_payment_method_guid: string
      c_payment_type: string
      c_pretax_total_amount: string
      authorization_accepted?: boolean
    }
    record('submit_payment', request, body)
    const key = request.headers.get('idempotency-key')
    if (!key) return problem(400, 'Send an Idempotency-Key header.', { parameter: 'Idempotency-Key' })
    const text = JSON.stringify(body)
    const kept = fakePayments.keys.get(key)
    if (kept) {
      if (kept.body !== text)
        return problem(422, 'This Idempotency-Key was used for a different request.', { reason: 'idempotency_key_reused' })
      return HttpResponse.json(kept.answer as Record<string, unknown>, { status: kept.status })
    }
    const failure = fakePayments.failures.get('submit_payment')?.shift()
    if (failure?.network) return HttpResponse.error()
    let response: Response
    if (failure) {
      response = problem(failure.status, 'Injected failure.', { reason: failure.reason, parameter: failure.parameter })
    } else {
      const lease = ownLease(request, body.c_lease_guid)
      if (lease instanceof Response) return lease
      const amount = review(lease, body.c_payment_type, body.c_pretax_total_amount)
      const m = method(lease.guid, body.c_payment_method_guid)
      if (amount instanceof Response) response = amount
      else if (!m) response = problem(404, 'Payment method not found.')
      else if (m.type === 'bank' && body.authorization_accepted !== true) {
        response = problem(400, 'Accept the debit authorization.', { parameter: 'authorization_accepted', reason: 'required' })
      } else {
        const list = fakePayments.of(lease.guid)
        const payment = paymentFixture(list.length + 1, {
          type: body.c_payment_type,
          amount,
          payment_method: m.label,
          created_at_ms: Date.UTC(2026, 2, 6, 16, 30),
        })
        fakePayments.payments.set(lease.guid, [...list, payment])
        fakePayments.charges += 1
        response = HttpResponse.json({ statusCode: 200, message: 'OK', standardized: payment })
      }
    }
    if (response.status < 500) fakePayments.keys.set(key, { body: text, status: response.status, answer: await response.clone().json() })
    return response
  }),
  http.get(`${BASE}/view_payments`, ({ request }) => {
    const query = record('view_payments', request)
    const failure = fakePayments.failures.get('view_payments')?.shift()
    if (failure) return problem(failure.status, 'Injected failure.', { reason: failure.reason })
    const lease = ownLease(request, query.c_lease_guid)
    if (lease instanceof Response) return lease
    const page = Number(query.c_page ?? '1')
    const all = [...fakePayments.of(lease.guid)].reverse()
    return HttpResponse.json({
      statusCode: 200,
      message: 'OK',
      standardized: {
        payments: all.slice((page - 1) * 10, page * 10),
        page,
        page_size: 10,
        pages: Math.ceil(all.length / 10),
        total: all.length,
      },
    })
  }),
]
