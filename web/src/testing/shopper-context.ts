/**
 * An in-memory shopper-context server for tests (msw handlers), following the server contract
 * (server/src/shopper_context): per-usid contexts; GET → 200 or 404; PUT → 201 without a body;
 * PATCH merges (qualifiers and storeContextData) → 200 or 404; DELETE → 204 or 404; 401
 * without a bearer token, 403 for another session's usid, 400 for values that are not strings
 * of at most 256 characters.
 */
import { http, HttpResponse } from 'msw'
import type { ShopperContext } from '@/api/types'
import { grantOf } from './auth'

type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE'

const GROUPS = ['customQualifiers', 'assignmentQualifiers', 'storeContextData'] as const

const errorBody = (status: number, type: string, message: string) =>
  HttpResponse.json({ type, title: type, detail: message, message }, { status })

const notFound = () => errorBody(404, 'not-found', 'No shopper context for this session.')

export const fakeShopperContext = {
  contexts: new Map<string, ShopperContext>(),
  /** Every request, in order: "PUT usid-1", … */
  calls: [] as string[],
  /** Bodies of PUT and PATCH, in order. */
  bodies: [] as { method: Method; usid: string; body: unknown }[],
  /** Make a method fail with this answer (until reset). */
  failures: new Map<Method, () => Response>(),
  reset() {
    this.contexts = new Map()
    this.calls = []
    this.bodies = []
    this.failures = new Map()
  },
  fail(method: Method, status: number, message: string, type = 'server-error') {
    this.failures.set(method, () => errorBody(status, type, message))
  },
}

function invalid(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'body'
  for (const group of GROUPS) {
    const qualifiers = (body as Record<string, unknown>)[group]
    if (qualifiers === undefined) continue
    if (typeof qualifiers !== 'object' || qualifiers === null) return group
    for (const [name, value] of Object.entries(qualifiers)) {
      if (!name || typeof value !== 'string' || value.length > 256) return group
    }
  }
  return null
}

const PATH = '*/mobify/proxy/api/shopper/shopper-context/v1/organizations/:org/shopper-context/:usid'

function handle(method: Method, respond: (usid: string, request: Request) => Promise<Response> | Response) {
  const route = { GET: http.get, PUT: http.put, PATCH: http.patch, DELETE: http.delete }[method]
  return route(PATH, ({ request, params }) => {
    const usid = String(params.usid)
    fakeShopperContext.calls.push(`${method} ${usid}`)
    const grant = grantOf(request)
    if (!grant) return errorBody(401, 'unauthorized', 'Unauthorized')
    if (grant.usid !== usid) return errorBody(403, 'forbidden', "The usid is not this session's.")
    if (!new URL(request.url).searchParams.get('siteId')) return errorBody(400, 'bad-request', 'siteId is required')
    const failure = fakeShopperContext.failures.get(method)
    if (failure) return failure()
    return respond(usid, request)
  })
}

async function readBody(method: Method, usid: string, request: Request): Promise<ShopperContext | Response> {
  const body: unknown = await request.json()
  fakeShopperContext.bodies.push({ method, usid, body })
  const group = invalid(body)
  if (group) return errorBody(400, 'bad-request', `The qualifiers of ${group} are invalid.`)
  return body as ShopperContext
}

export const shopperContextHandlers = [
  handle('GET', (usid) => {
    const context = fakeShopperContext.contexts.get(usid)
    return context ? HttpResponse.json(context) : notFound()
  }),
  handle('PUT', async (usid, request) => {
    const body = await readBody('PUT', usid, request)
    if (body instanceof Response) return body
    fakeShopperContext.contexts.set(usid, body)
    return new HttpResponse(null, { status: 201 })
  }),
  handle('PATCH', async (usid, request) => {
    const body = await readBody('PATCH', usid, request)
    if (body instanceof Response) return body
    const context = fakeShopperContext.contexts.get(usid)
    if (!context) return notFound()
    const merged: ShopperContext = { ...context, ...(body.clientIp ? { clientIp: body.clientIp } : {}) }
    for (const group of GROUPS) {
      const qualifiers = { ...context[group], ...body[group] }
      if (Object.keys(qualifiers).length) merged[group] = qualifiers
    }
    fakeShopperContext.contexts.set(usid, merged)
    return HttpResponse.json(merged)
  }),
  handle('DELETE', (usid) => {
    if (!fakeShopperContext.contexts.delete(usid)) return notFound()
    return new HttpResponse(null, { status: 204 })
  }),
]
