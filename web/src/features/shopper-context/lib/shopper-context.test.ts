import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError, setApiAuth } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { fakeJwt } from '@/testing/auth'
import { server } from '@/testing/server'
import { fakeShopperContext } from '@/testing/shopper-context'
import { getShopperContext } from '../api/get-shopper-context'
import { shopperContextQueryKey } from '../api/shopper-context-api'
import { clearShopperContext, removeShopperQualifier, setShopperContext } from './shopper-context'

const CONTEXT = '*/mobify/proxy/api/shopper/shopper-context/v1/organizations/:org/shopper-context/:usid'

const params = { usid: 'usid-ctx', organizationId: 'f_ecom_northwind', siteId: 'northwind' }
let unregister: () => void

// The session's bearer token (the fake server reads its usid).
beforeEach(() => {
  const token = fakeJwt({ sub: 'guest-1', customer_type: 'guest', usid: params.usid, exp: Date.now() / 1000 + 1800 })
  unregister = setApiAuth({
    getAccessToken: () => Promise.resolve(token),
    refreshAccessToken: () => Promise.resolve(token),
    getCustomerId: () => 'guest-1',
  })
})

afterEach(() => unregister())

describe('getShopperContext', () => {
  it('returns the context, or null for a 404 or a 412; other errors are thrown', async () => {
    await expect(getShopperContext(params)).resolves.toBeNull()
    fakeShopperContext.contexts.set(params.usid, { customQualifiers: { customerGuid: 'g-1' } })
    await expect(getShopperContext(params)).resolves.toEqual({ customQualifiers: { customerGuid: 'g-1' } })
    fakeShopperContext.fail('GET', 412, 'Precondition failed')
    await expect(getShopperContext(params)).resolves.toBeNull()
    fakeShopperContext.fail('GET', 503, 'Context store is down')
    await expect(getShopperContext(params)).rejects.toMatchObject({ status: 503, message: 'Context store is down' })
    // Another session's usid.
    fakeShopperContext.failures.clear()
    await expect(getShopperContext({ ...params, usid: 'usid-other' })).rejects.toMatchObject({ status: 403 })
  })
})

describe('setShopperContext', () => {
  it("throws 'Missing required parameters for shopper context' and calls nothing", async () => {
    for (const missing of [{ ...params, usid: '' }, { ...params, organizationId: '' }, { ...params, siteId: undefined }, null]) {
      await expect(setShopperContext(missing, { customQualifiers: { customerGuid: 'g-1' } })).rejects.toThrow(
        'Missing required parameters for shopper context',
      )
    }
    expect(fakeShopperContext.calls).toEqual([])
  })

  it('is skipped, with no call, when there are no qualifiers and no client IP', async () => {
    await expect(setShopperContext(params, {})).resolves.toEqual({ action: 'skipped' })
    await expect(setShopperContext(params, { customQualifiers: { fn: () => 1, none: undefined } })).resolves.toEqual({
      action: 'skipped',
    })
    expect(fakeShopperContext.calls).toEqual([])
  })

  it('creates (PUT) when there is no context, dropping unserializable values and stringifying the rest', async () => {
    const result = await setShopperContext(params, {
      customQualifiers: { customerGuid: 'g-1', visits: 3, vip: true, fn: () => 1, sym: Symbol('x'), missing: undefined },
      assignmentQualifiers: { bad: () => 2 },
    })
    expect(result).toEqual({ action: 'created', context: { customQualifiers: { customerGuid: 'g-1', visits: '3', vip: 'true' } } })
    expect(fakeShopperContext.calls).toEqual([`GET ${params.usid}`, `PUT ${params.usid}`])
    expect(fakeShopperContext.bodies).toEqual([
      { method: 'PUT', usid: params.usid, body: { customQualifiers: { customerGuid: 'g-1', visits: '3', vip: 'true' } } },
    ])
    expect(fakeShopperContext.contexts.get(params.usid)).toEqual({
      customQualifiers: { customerGuid: 'g-1', visits: '3', vip: 'true' },
    })
  })

  it('updates (PATCH, merging) when a context exists', async () => {
    fakeShopperContext.contexts.set(params.usid, { customQualifiers: { store: 's-1' }, clientIp: '203.0.113.9' })
    const result = await setShopperContext(params, { customQualifiers: { customerGuid: 'g-1' } })
    expect(result).toEqual({
      action: 'updated',
      context: { customQualifiers: { store: 's-1', customerGuid: 'g-1' }, clientIp: '203.0.113.9' },
    })
    expect(fakeShopperContext.calls).toEqual([`GET ${params.usid}`, `PATCH ${params.usid}`])
    expect(fakeShopperContext.bodies[0]?.body).toEqual({ customQualifiers: { customerGuid: 'g-1' } })
  })

  it('passes storeContextData through on create and on update (merged by the server)', async () => {
    await setShopperContext(params, { storeContextData: { storeId: 's-9' } })
    await setShopperContext(params, { customQualifiers: { customerGuid: 'g-1' }, storeContextData: { postalCode: '78701' } })
    expect(fakeShopperContext.bodies).toEqual([
      { method: 'PUT', usid: params.usid, body: { storeContextData: { storeId: 's-9' } } },
      {
        method: 'PATCH',
        usid: params.usid,
        body: { customQualifiers: { customerGuid: 'g-1' }, storeContextData: { postalCode: '78701' } },
      },
    ])
    expect(fakeShopperContext.contexts.get(params.usid)).toEqual({
      customQualifiers: { customerGuid: 'g-1' },
      storeContextData: { storeId: 's-9', postalCode: '78701' },
    })
  })

  it('with a query client: decides from the cached context and keeps the cache current', async () => {
    const queryClient = createQueryClient()
    const key = shopperContextQueryKey(params)
    await setShopperContext(params, { customQualifiers: { customerGuid: 'g-1' } }, { queryClient })
    expect(queryClient.getQueryData(key)).toEqual({ customQualifiers: { customerGuid: 'g-1' } })
    await setShopperContext(params, { clientIp: '203.0.113.9' }, { queryClient })
    // One GET only: the second call knew from the cache that the context exists.
    expect(fakeShopperContext.calls).toEqual([`GET ${params.usid}`, `PUT ${params.usid}`, `PATCH ${params.usid}`])
    expect(queryClient.getQueryData(key)).toEqual({ customQualifiers: { customerGuid: 'g-1' }, clientIp: '203.0.113.9' })
  })

  it('creates when the context was gone by the time of the PATCH', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(shopperContextQueryKey(params), { customQualifiers: { old: 'x' } })
    await expect(setShopperContext(params, { customQualifiers: { customerGuid: 'g-1' } }, { queryClient })).resolves.toMatchObject({
      action: 'created',
    })
    expect(fakeShopperContext.calls).toEqual([`PATCH ${params.usid}`, `PUT ${params.usid}`])
  })

  it('throws other failures', async () => {
    fakeShopperContext.fail('PUT', 400, "The qualifier 'x' is too long.", 'bad-request')
    await expect(setShopperContext(params, { customQualifiers: { x: 'y' } })).rejects.toMatchObject({
      status: 400,
      message: "The qualifier 'x' is too long.",
    })
  })
})

describe('clearShopperContext', () => {
  it("throws 'Missing required parameters for shopper context' and calls nothing", async () => {
    await expect(clearShopperContext({ ...params, usid: undefined })).rejects.toThrow('Missing required parameters for shopper context')
    expect(fakeShopperContext.calls).toEqual([])
  })

  it('deletes the context and empties the cached one', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(shopperContextQueryKey(params), { customQualifiers: { customerGuid: 'g-1' } })
    fakeShopperContext.contexts.set(params.usid, { customQualifiers: { customerGuid: 'g-1' } })
    await expect(clearShopperContext(params, { queryClient })).resolves.toEqual({ deleted: true })
    expect(fakeShopperContext.calls).toEqual([`DELETE ${params.usid}`])
    expect(fakeShopperContext.contexts.has(params.usid)).toBe(false)
    expect(queryClient.getQueryData(shopperContextQueryKey(params))).toBeNull()
  })

  it.each([
    ['a 404', () => undefined],
    ['a 412', () => fakeShopperContext.fail('DELETE', 412, 'Precondition failed')],
    ['a not-found type', () => fakeShopperContext.fail('DELETE', 400, 'Nothing here', 'not-found')],
  ])('counts %s as already deleted', async (_, arrange) => {
    arrange()
    await expect(clearShopperContext(params)).resolves.toEqual({ deleted: false })
  })

  it('rethrows other failures', async () => {
    fakeShopperContext.fail('DELETE', 500, 'Context store is down')
    const error = await clearShopperContext(params).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 500, message: 'Context store is down' })
    server.use(http.delete(CONTEXT, () => HttpResponse.error()))
    await expect(clearShopperContext(params)).rejects.toBeInstanceOf(TypeError)
  })
})

describe('removeShopperQualifier', () => {
  it('clears the context, then sets the remaining qualifiers (and the client IP) again', async () => {
    fakeShopperContext.contexts.set(params.usid, {
      customQualifiers: { customerGuid: 'g-1', store: 's-1' },
      assignmentQualifiers: { region: 'tx' },
      clientIp: '203.0.113.9',
    })
    const queryClient = createQueryClient()
    await expect(removeShopperQualifier(params, 'store', { queryClient })).resolves.toMatchObject({ action: 'created' })
    expect(fakeShopperContext.calls).toEqual([`GET ${params.usid}`, `DELETE ${params.usid}`, `PUT ${params.usid}`])
    const remaining = { customQualifiers: { customerGuid: 'g-1' }, assignmentQualifiers: { region: 'tx' }, clientIp: '203.0.113.9' }
    expect(fakeShopperContext.bodies).toEqual([{ method: 'PUT', usid: params.usid, body: remaining }])
    expect(fakeShopperContext.contexts.get(params.usid)).toEqual(remaining)
    expect(queryClient.getQueryData(shopperContextQueryKey(params))).toEqual(remaining)
  })

  it('keeps the store context data when it sets the rest again', async () => {
    fakeShopperContext.contexts.set(params.usid, {
      customQualifiers: { customerGuid: 'g-1' },
      storeContextData: { storeId: 's-9' },
    })
    await expect(removeShopperQualifier(params, 'customerGuid')).resolves.toMatchObject({ action: 'created' })
    expect(fakeShopperContext.contexts.get(params.usid)).toEqual({ storeContextData: { storeId: 's-9' } })
  })

  it('removing the last qualifier leaves no context', async () => {
    fakeShopperContext.contexts.set(params.usid, { customQualifiers: { customerGuid: 'g-1' } })
    await expect(removeShopperQualifier(params, 'customerGuid')).resolves.toEqual({ action: 'skipped' })
    expect(fakeShopperContext.calls).toEqual([`GET ${params.usid}`, `DELETE ${params.usid}`])
    expect(fakeShopperContext.contexts.has(params.usid)).toBe(false)
  })
})
