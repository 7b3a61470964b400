/**
 * An in-memory payment-methods server for tests (msw handlers), following the server contract
 * (tag "payment-methods" of src/api/openapi.json): fetch_all, add, remove, set_default and
 * autopay on the signed-in customer's leases (testing/lease.ts; another customer's lease is a
 * 404), 409 lease_closed on a closed lease, 409 no_payment_method for autopay without a method.
 * Every POST needs an `Idempotency-Key`: the same key and body answer the first answer again
 * without running twice, the same key with another body is a 422, a 5xx releases the key.
 * `failNext` makes the next call of a kind answer a given failure (a 400 naming a field, a 503).
 * Only brand, last 4, expiry and holder are kept; each request's body is recorded for the tests.
 */
import { http, HttpResponse } from 'msw'
import type { AddRequest, PaymentMethod } from '@/features/payment-methods/lib/types'
import { grantOf } from './auth'
import { fakeLease } from './lease'

type Call = 'fetch_all' | 'add' | 'remove' | 'set_default' | 'autopay'

export interface PaymentMethodsRequest {
  call: Call
  idempotencyKey: string | null
  leaseGuid: string | null
  correlationId: string | null
  body: unknown
}

interface Failure {
  status: number
  reason?: string
  parameter?: string
  /** Answer nothing: the network failed. */
  network?: boolean
}

const BRANDS: [RegExp, string][] = [
  [/^4/, 'Visa'],
  [/^3[47]/, 'American Express'],
  [/^(5[1-5]|2[2-7])/, 'Mastercard'],
  [/^6/, 'Discover'],
]

let nextId = 1

/** A saved method as the server shows it. */
export function paymentMethodFixture(overrides: Partial<PaymentMethod> & Pick<PaymentMethod, 'last4'>): PaymentMethod {
  const type = overrides.type ?? 'card'
  const brand = overrides.brand ?? (type === 'bank' ? 'checking' : 'Visa')
  const name = type === 'bank' ? (brand === 'savings' ? 'Savings' : 'Checking') : brand
  return {
    guid: `pm-${nextId++}`,
    type,
    brand,
    label: `${name} •••• ${overrides.last4}`,
    holder_name: 'Maria Lopez',
    is_default: false,
    autopay: false,
    ...(type === 'card' ? { exp_month: 12, exp_year: 2030 } : {}),
    ...overrides,
  }
}

export const fakePaymentMethods = {
  /** Each lease's methods (oldest first), by lease guid. */
  methods: new Map<string, PaymentMethod[]>(),
  requests: [] as PaymentMethodsRequest[],
  /** Failures to answer, in order, per call. */
  failures: new Map<Call, Failure[]>(),
  /** Idempotency keys: the body they came with and the answer kept. */
  keys: new Map<string, { body: string; status: number; answer: unknown }>(),
  reset() {
    this.methods = new Map()
    this.requests = []
    this.failures = new Map()
    this.keys = new Map()
    nextId = 1
  },
  set(leaseGuid: string, methods: PaymentMethod[]) {
    this.methods.set(
      leaseGuid,
      methods.map((m) => structuredClone(m)),
    )
  },
  of(leaseGuid: string): PaymentMethod[] {
    return this.methods.get(leaseGuid) ?? []
  },
  failNext(call: Call, failure: Failure) {
    this.failures.set(call, [...(this.failures.get(call) ?? []), failure])
  },
  calls(call: Call) {
    return this.requests.filter((r) => r.call === call)
  },
}
fakePaymentMethods.reset()

const BASE = '*/mobify/proxy/api/custom/payment-methods/v1/organizations/:org'

const problem = (status: number, message: string, extra: { reason?: string; parameter?: string } = {}) =>
  HttpResponse.json({ type: 'error', title: 'Error', detail: message, message, ...extra }, { status })

const closed = (status: string) => status === 'PaidOut' || status === 'Returned' || status === 'ChargedOff'

/** The lease named by the request if it is the signed-in customer's, else the error answer. */
function ownLease(request: Request, guid: string | null) {
  const grant = grantOf(request)
  if (!grant || grant.type !== 'registered') return problem(401, 'Unauthorized')
  const lease = (fakeLease.leases.get(grant.customerId) ?? []).find((l) => l.guid === guid)
  return lease ?? problem(404, 'Lease not found.')
}

const answer = (leaseGuid: string) => {
  const methods = fakePaymentMethods.of(leaseGuid)
  return { statusCode: 200, message: 'OK', standardized: { payment_methods: methods, autopay: methods.some((m) => m.autopay) } }
}

function setDefault(leaseGuid: string, guid: string) {
  const methods = fakePaymentMethods.of(leaseGuid)
  const autopay = methods.some((m) => m.autopay)
  for (const m of methods) {
    m.is_default = m.guid === guid
    m.autopay = m.is_default && autopay
  }
}

function add(leaseGuid: string, body: AddRequest) {
  const methods = fakePaymentMethods.of(leaseGuid)
  let method: PaymentMethod
  if (body.type === 'bank' && body.bank) {
    if (!body.bank.authorization_accepted)
      return problem(400, 'Read and accept the debit authorization.', { parameter: 'authorization_accepted', reason: 'required' })
    method = paymentMethodFixture({
      type: 'bank',
      brand: body.bank.account_type,
      last4: body.bank.account_number.slice(-4),
      holder_name: body.bank.holder_name,
    })
  } else if (body.type === 'card' && body.card) {
    const { number, exp_month, exp_year, holder_name } = body.card
    const brand = BRANDS.find(([pattern]) => pattern.test(number))?.[1] ?? 'Visa'
    method = paymentMethodFixture({ type: 'card', brand, last4: number.slice(-4), exp_month, exp_year, holder_name })
  } else {
    return problem(400, 'type is card or bank.', { parameter: 'type', reason: 'invalid' })
  }
  methods.push(method)
  fakePaymentMethods.methods.set(leaseGuid, methods)
  if (body.make_default || !methods.some((m) => m.is_default)) setDefault(leaseGuid, method.guid)
  return null
}

/** A POST: recorded, its key claimed, an injected failure or the change run and its answer kept. */
function submit(call: Exclude<Call, 'fetch_all'>, run: (leaseGuid: string, body: never) => Response | null) {
  return http.post(`${BASE}/${call}`, async ({ request }) => {
    const body = (await request.clone().json()) as { c_lease_guid: string }
    const key = request.headers.get('idempotency-key')
    fakePaymentMethods.requests.push({
      call,
      idempotencyKey: key,
      leaseGuid: body.c_lease_guid,
      correlationId: request.headers.get('correlation-id'),
      body,
    })
    if (!key) return problem(400, 'Send an Idempotency-Key header.', { parameter: 'Idempotency-Key' })
    const text = JSON.stringify(body)
    const kept = fakePaymentMethods.keys.get(key)
    if (kept) {
      if (kept.body !== text)
        return problem(422, 'This Idempotency-Key was used for a different request.', { reason: 'idempotency_key_reused' })
      return HttpResponse.json(kept.answer as Record<string, unknown>, { status: kept.status })
    }
    const failure = fakePaymentMethods.failures.get(call)?.shift()
    if (failure?.network) return HttpResponse.error()
    let response: Response
    if (failure) {
      response = problem(failure.status, 'Injected failure.', { reason: failure.reason, parameter: failure.parameter })
    } else {
      const lease = ownLease(request, body.c_lease_guid)
      if (lease instanceof Response) return lease
      if (closed(lease.status) && call !== 'remove') {
        response = problem(409, "Payment methods can't be changed on a lease that is closed.", { reason: 'lease_closed' })
      } else {
        response = run(body.c_lease_guid, body as never) ?? HttpResponse.json(answer(body.c_lease_guid))
      }
    }
    if (response.status < 500) {
      fakePaymentMethods.keys.set(key, { body: text, status: response.status, answer: await response.clone().json() })
    }
    return response
  })
}

export const paymentMethodsHandlers = [
  http.get(`${BASE}/fetch_all`, ({ request }) => {
    const guid = new URL(request.url).searchParams.get('c_lease_guid')
    fakePaymentMethods.requests.push({
      call: 'fetch_all',
      idempotencyKey: null,
      leaseGuid: guid,
      correlationId: request.headers.get('correlation-id'),
      body: null,
    })
    const failure = fakePaymentMethods.failures.get('fetch_all')?.shift()
    if (failure) return problem(failure.status, 'Injected failure.', { reason: failure.reason })
    const lease = ownLease(request, guid)
    if (lease instanceof Response) return lease
    return HttpResponse.json(answer(lease.guid))
  }),
  submit('add', (leaseGuid, body: AddRequest) => add(leaseGuid, body)),
  submit('remove', (leaseGuid, body: { c_payment_method_guid: string }) => {
    const methods = fakePaymentMethods.of(leaseGuid)
    const method = methods.find((m) => m.guid === body.c_payment_method_guid)
    if (!method) return problem(404, 'Payment method not found.')
    const rest = methods.filter((m) => m !== method)
    fakePaymentMethods.methods.set(leaseGuid, rest)
    const next = rest.at(-1)
    if (method.is_default && next) {
      next.is_default = true
      for (const m of rest) m.autopay = false
    }
    return null
  }),
  submit('set_default', (leaseGuid, body: { c_payment_method_guid: string }) => {
    if (!fakePaymentMethods.of(leaseGuid).some((m) => m.guid === body.c_payment_method_guid))
      return problem(404, 'Payment method not found.')
    setDefault(leaseGuid, body.c_payment_method_guid)
    return null
  }),
  submit('autopay', (leaseGuid, body: { enabled: boolean }) => {
    const methods = fakePaymentMethods.of(leaseGuid)
    if (methods.length === 0 && body.enabled)
      return problem(409, 'Add a payment method before turning on autopay.', { reason: 'no_payment_method' })
    for (const m of methods) m.autopay = m.is_default && body.enabled
    return null
  }),
]
