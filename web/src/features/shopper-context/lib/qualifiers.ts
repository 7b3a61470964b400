/**
 * Pure rules of the shopper context (customQualifiers, assignmentQualifiers,
 * storeContextData): required parameters, qualifier serialization, the body to send, removing
 * one qualifier.
 */
import type { ShopperContext, ShopperContextParams } from '../api/shopper-context-api'

/** The error of a shopper-context call made without its required parameters. */
export const MISSING_PARAMETERS_MESSAGE = 'Missing required parameters for shopper context'

/** usid, organizationId and siteId, or the error 'Missing required parameters for shopper context'. */
export function requireShopperContextParams(params: Partial<ShopperContextParams> | null | undefined): ShopperContextParams {
  const { usid, organizationId, siteId } = params ?? {}
  if (!usid || !organizationId || !siteId) throw new Error(MISSING_PARAMETERS_MESSAGE)
  return { usid, organizationId, siteId }
}

/**
 * What a caller may set: qualifier values of any type (serialized to strings here), the
 * store context data (the same rules), the client IP.
 */
export interface ShopperQualifiers {
  customQualifiers?: Readonly<Record<string, unknown>> | null
  assignmentQualifiers?: Readonly<Record<string, unknown>> | null
  storeContextData?: Readonly<Record<string, unknown>> | null
  clientIp?: string | null
}

/**
 * A qualifier value as the API takes it (a string), or undefined when it cannot be serialized:
 * strings as they are; finite numbers and booleans as text; objects and arrays as their JSON;
 * undefined, null, functions, symbols, bigints, NaN/Infinity and objects JSON.stringify throws
 * on (cycles) or turns into nothing are dropped.
 */
export function serializeQualifierValue(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value
    case 'number':
      return Number.isFinite(value) ? String(value) : undefined
    case 'boolean':
      return String(value)
    case 'object': {
      if (value === null) return undefined
      try {
        const json: unknown = JSON.stringify(value)
        return typeof json === 'string' ? json : undefined
      } catch {
        return undefined
      }
    }
    default:
      return undefined
  }
}

/** The serializable qualifiers as strings; undefined when none is left. */
export function serializeQualifiers(qualifiers: Readonly<Record<string, unknown>> | null | undefined): Record<string, string> | undefined {
  const entries = Object.entries(qualifiers ?? {}).flatMap(([name, value]) => {
    const text = serializeQualifierValue(value)
    return text === undefined ? [] : [[name, text] as const]
  })
  return entries.length ? Object.fromEntries(entries) : undefined
}

/**
 * The body to PUT or PATCH, or null (skip) when there is nothing to send: no qualifiers and no
 * client IP, and no store context data either (data a caller gives is never
 * dropped silently).
 */
export function shopperContextBody(qualifiers: ShopperQualifiers): ShopperContext | null {
  const customQualifiers = serializeQualifiers(qualifiers.customQualifiers)
  const assignmentQualifiers = serializeQualifiers(qualifiers.assignmentQualifiers)
  const storeContextData = serializeQualifiers(qualifiers.storeContextData)
  const clientIp = qualifiers.clientIp || undefined
  if (!customQualifiers && !assignmentQualifiers && !storeContextData && !clientIp) return null
  return {
    ...(customQualifiers ? { customQualifiers } : {}),
    ...(assignmentQualifiers ? { assignmentQualifiers } : {}),
    ...(storeContextData ? { storeContextData } : {}),
    ...(clientIp ? { clientIp } : {}),
  }
}

/**
 * The qualifiers of `context` without the qualifier `name` (in either qualifier group), with
 * its store context data and client IP as they are.
 */
export function qualifiersWithout(context: ShopperContext | null | undefined, name: string): ShopperQualifiers {
  const without = (group: Record<string, string> | undefined) =>
    Object.fromEntries(Object.entries(group ?? {}).filter(([key]) => key !== name))
  return {
    customQualifiers: without(context?.customQualifiers),
    assignmentQualifiers: without(context?.assignmentQualifiers),
    storeContextData: { ...context?.storeContextData },
    clientIp: context?.clientIp ?? undefined,
  }
}
