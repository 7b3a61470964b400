import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { isAlreadyDeletedError, isNoContextError, shopperContextErrorMessage } from './errors'
import {
  MISSING_PARAMETERS_MESSAGE,
  qualifiersWithout,
  requireShopperContextParams,
  serializeQualifiers,
  serializeQualifierValue,
  shopperContextBody,
} from './qualifiers'

const params = { usid: 'usid-1', organizationId: 'f_ecom_northwind', siteId: 'northwind' }

describe('requireShopperContextParams', () => {
  it.each([
    ['usid', { ...params, usid: '' }],
    ['organizationId', { ...params, organizationId: undefined }],
    ['siteId', { ...params, siteId: null as unknown as string }],
    ['all', undefined],
  ])("throws 'Missing required parameters for shopper context' without %s", (_, value) => {
    expect(() => requireShopperContextParams(value)).toThrow(new Error('Missing required parameters for shopper context'))
  })

  it('returns exactly the three parameters', () => {
    expect(requireShopperContextParams({ ...params, extra: 1 } as typeof params)).toEqual(params)
    expect(MISSING_PARAMETERS_MESSAGE).toBe('Missing required parameters for shopper context')
  })
})

describe('qualifier serialization', () => {
  it('keeps strings, stringifies numbers and booleans, JSON-encodes plain objects and arrays', () => {
    expect(serializeQualifierValue('abc')).toBe('abc')
    expect(serializeQualifierValue('')).toBe('')
    expect(serializeQualifierValue(42)).toBe('42')
    expect(serializeQualifierValue(-1.5)).toBe('-1.5')
    expect(serializeQualifierValue(true)).toBe('true')
    expect(serializeQualifierValue(false)).toBe('false')
    expect(serializeQualifierValue({ a: 1 })).toBe('{"a":1}')
    expect(serializeQualifierValue([1, 'x'])).toBe('[1,"x"]')
  })

  it('drops what cannot be serialized', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    for (const value of [
      undefined,
      null,
      () => 'x',
      Symbol('s'),
      10n,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      cyclic,
      { toJSON: () => undefined },
    ]) {
      expect(serializeQualifierValue(value)).toBeUndefined()
    }
  })

  it('serializes a group, dropping entries, and gives undefined when none is left', () => {
    expect(serializeQualifiers({ customerGuid: 'g-1', count: 3, vip: true, fn: () => 1, missing: undefined })).toEqual({
      customerGuid: 'g-1',
      count: '3',
      vip: 'true',
    })
    expect(serializeQualifiers({ fn: () => 1, sym: Symbol('x') })).toBeUndefined()
    expect(serializeQualifiers({})).toBeUndefined()
    expect(serializeQualifiers(null)).toBeUndefined()
  })
})

describe('shopperContextBody', () => {
  it('is null (skip) with no qualifiers and no client IP', () => {
    expect(shopperContextBody({})).toBeNull()
    expect(shopperContextBody({ customQualifiers: {}, assignmentQualifiers: null, storeContextData: {}, clientIp: '' })).toBeNull()
    expect(shopperContextBody({ customQualifiers: { f: () => 1 } })).toBeNull()
  })

  it('sends only the groups that have something', () => {
    expect(shopperContextBody({ customQualifiers: { customerGuid: 'g-1' } })).toEqual({ customQualifiers: { customerGuid: 'g-1' } })
    expect(shopperContextBody({ clientIp: '203.0.113.9' })).toEqual({ clientIp: '203.0.113.9' })
    expect(shopperContextBody({ assignmentQualifiers: { store: 7 }, customQualifiers: { x: undefined } })).toEqual({
      assignmentQualifiers: { store: '7' },
    })
  })

  it('carries storeContextData, serialized like the qualifiers', () => {
    expect(
      shopperContextBody({
        customQualifiers: { customerGuid: 'g-1' },
        storeContextData: { storeId: 's-9', distance: 4.5, open: true, fn: () => 1 },
      }),
    ).toEqual({
      customQualifiers: { customerGuid: 'g-1' },
      storeContextData: { storeId: 's-9', distance: '4.5', open: 'true' },
    })
    expect(shopperContextBody({ storeContextData: { storeId: 's-9' } })).toEqual({ storeContextData: { storeId: 's-9' } })
  })
})

describe('qualifiersWithout', () => {
  it('removes the named qualifier from either group and keeps the rest, the store context data and the client IP', () => {
    const context = {
      customQualifiers: { customerGuid: 'g-1', store: 's-1' },
      assignmentQualifiers: { store: 's-1', region: 'tx' },
      storeContextData: { store: 's-1' },
      clientIp: '203.0.113.9',
      effectiveDateTime: '2026-01-01T00:00:00Z',
    }
    expect(qualifiersWithout(context, 'store')).toEqual({
      customQualifiers: { customerGuid: 'g-1' },
      assignmentQualifiers: { region: 'tx' },
      storeContextData: { store: 's-1' },
      clientIp: '203.0.113.9',
    })
    expect(qualifiersWithout(null, 'store')).toEqual({
      customQualifiers: {},
      assignmentQualifiers: {},
      storeContextData: {},
      clientIp: undefined,
    })
  })
})

describe('errors', () => {
  it('404 and 412 mean no context; a not-found type also counts as already deleted', () => {
    expect(isNoContextError(new ApiError('x', 404, undefined))).toBe(true)
    expect(isNoContextError(new ApiError('x', 412, undefined))).toBe(true)
    expect(isNoContextError({ response: { statusCode: 412 } })).toBe(true)
    expect(isNoContextError(new ApiError('x', 500, undefined))).toBe(false)
    expect(isNoContextError(new Error('x'))).toBe(false)
    const notFoundType = new ApiError('x', 400, { type: 'not-found' })
    expect(isNoContextError(notFoundType)).toBe(false)
    expect(isAlreadyDeletedError(notFoundType)).toBe(true)
    expect(isAlreadyDeletedError(new ApiError('x', 404, undefined))).toBe(true)
    expect(isAlreadyDeletedError(new ApiError('x', 500, { type: 'server-error' }))).toBe(false)
    expect(isAlreadyDeletedError(new ApiError('x', 500, 'not-found'))).toBe(false)
  })

  it("formats '{shortName}-CP: {message}' with 'unknown error' when there is none", () => {
    expect(shopperContextErrorMessage('northwind', new Error('Boom'))).toBe('northwind-CP: Boom')
    expect(shopperContextErrorMessage('northwind', {})).toBe('northwind-CP: unknown error')
  })
})
