/**
 * A small validator of the schema.org JSON-LD our pages write, for tests: the types we emit,
 * each with the properties schema.org gives it that we use (any other is an error, so a typo or
 * an invented property fails), the ones search engines need (required), and the form of each
 * value (absolute URLs, prices as two-decimal strings, ISO currency codes, the ItemAvailability
 * enumeration, list positions counting from one). Only tests import this file.
 */

type Json = unknown
type Check = (value: Json, path: string) => string[]

interface TypeRule {
  required: string[]
  properties: Record<string, Check>
}

const ok: string[] = []

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value)

const text: Check = (value, path) => (typeof value === 'string' && value.trim() !== '' ? ok : [`${path}: not a non-empty text`])

const absoluteUrl: Check = (value, path) => {
  if (typeof value !== 'string') return [`${path}: not a URL`]
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? ok : [`${path}: not an http(s) URL: ${value}`]
  } catch {
    return [`${path}: not an absolute URL: ${value}`]
  }
}

const oneOrMore =
  (check: Check): Check =>
  (value, path) =>
    Array.isArray(value) ? value.flatMap((item, i) => check(item, `${path}[${i}]`)) : check(value, path)

/** schema.org prices: a decimal string with a dot and two decimals, never a float number. */
const price: Check = (value, path) =>
  typeof value === 'string' && /^\d+\.\d{2}$/.test(value) ? ok : [`${path}: not a price like "547.99": ${String(value)}`]

const currency: Check = (value, path) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? ok : [`${path}: not an ISO 4217 code`])

const positiveInteger: Check = (value, path) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? ok : [`${path}: not a positive integer`]

const nonNegativeInteger: Check = (value, path) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? ok : [`${path}: not an integer ≥ 0`]

/** The members of schema.org's ItemAvailability. */
export const ITEM_AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
].map((name) => `https://schema.org/${name}`)

const availability: Check = (value, path) =>
  typeof value === 'string' && ITEM_AVAILABILITY.includes(value) ? ok : [`${path}: not an ItemAvailability: ${String(value)}`]

/** A nested object of one of `types`. */
const thing =
  (...types: string[]): Check =>
  (value, path) => {
    if (!isObject(value)) return [`${path}: not an object`]
    const type = value['@type']
    if (typeof type !== 'string' || !types.includes(type)) return [`${path}: @type ${String(type)} is not ${types.join(' or ')}`]
    return validateThing(value, path)
  }

/** ListItems whose positions count 1, 2, 3… from `first`. */
const listItems: Check = (value, path) => {
  if (!Array.isArray(value) || value.length === 0) return [`${path}: not a non-empty list`]
  const errors = value.flatMap((item, i) => thing('ListItem')(item, `${path}[${i}]`))
  const positions = value.map((item) => (isObject(item) ? item.position : undefined))
  const first = typeof positions[0] === 'number' ? positions[0] : 1
  if (positions.some((position, i) => position !== first + i)) errors.push(`${path}: positions ${positions.join(',')} are not consecutive`)
  return errors
}

const TYPES: Record<string, TypeRule> = {
  Organization: { required: ['name', 'url'], properties: { name: text, url: absoluteUrl, logo: absoluteUrl } },
  Product: {
    required: ['name'],
    properties: {
      name: text,
      description: text,
      image: oneOrMore(absoluteUrl),
      sku: text,
      productID: text,
      url: absoluteUrl,
      brand: thing('Brand', 'Organization'),
      offers: thing('Offer', 'AggregateOffer'),
    },
  },
  Brand: { required: ['name'], properties: { name: text } },
  Offer: {
    required: ['price', 'priceCurrency', 'availability'],
    properties: { price, priceCurrency: currency, availability, url: absoluteUrl, description: text },
  },
  AggregateOffer: {
    required: ['lowPrice', 'priceCurrency'],
    properties: {
      lowPrice: price,
      highPrice: price,
      priceCurrency: currency,
      offerCount: positiveInteger,
      availability,
      url: absoluteUrl,
      description: text,
    },
  },
  BreadcrumbList: {
    required: ['itemListElement'],
    properties: {
      itemListElement: (value, path) => {
        const errors = listItems(value, path)
        // A trail starts at its first crumb, and every crumb names its page.
        if (Array.isArray(value)) {
          value.forEach((item, i) => {
            if (isObject(item) && item.position !== i + 1) errors.push(`${path}[${i}]: a trail's positions start at 1`)
            if (isObject(item) && (item.item === undefined || item.name === undefined))
              errors.push(`${path}[${i}]: a crumb needs name and item`)
          })
        }
        return errors
      },
    },
  },
  ItemList: {
    required: ['itemListElement'],
    properties: {
      numberOfItems: nonNegativeInteger,
      itemListElement: (value, path) => {
        const errors = listItems(value, path)
        if (Array.isArray(value)) {
          value.forEach((item, i) => {
            if (isObject(item) && (item.url === undefined || item.name === undefined))
              errors.push(`${path}[${i}]: a listed product needs url and name`)
          })
        }
        return errors
      },
    },
  },
  ListItem: { required: ['position'], properties: { position: positiveInteger, name: text, item: absoluteUrl, url: absoluteUrl } },
}

/** The allowed types' names. */
export const SCHEMA_ORG_TYPES = Object.keys(TYPES)

function validateThing(value: Record<string, Json>, path: string): string[] {
  const type = String(value['@type'])
  const rule = TYPES[type]
  if (!rule) return [`${path}: unknown @type ${type}`]
  const errors: string[] = []
  for (const name of rule.required) if (value[name] === undefined) errors.push(`${path}: ${type} needs ${name}`)
  for (const [name, property] of Object.entries(value)) {
    if (name === '@type' || name === '@context') continue
    const check = rule.properties[name]
    if (!check) errors.push(`${path}: ${type} has no property ${name}`)
    else errors.push(...check(property, `${path}.${name}`))
  }
  return errors
}

/** The problems of one top-level JSON-LD object (none: valid by the vocabulary above). */
export function schemaOrgErrors(data: Json, path = '$'): string[] {
  if (!isObject(data)) return [`${path}: not an object`]
  const errors = data['@context'] === 'https://schema.org' ? [] : [`${path}: @context is not https://schema.org`]
  if (typeof data['@type'] !== 'string') return [...errors, `${path}: no @type`]
  return [...errors, ...validateThing(data, path)]
}

/**
 * The JSON-LD blocks of an HTML text (a server-rendered head), parsed. Throws when a block's
 * text holds a raw `<` (the page's content could close the script element) or is not JSON.
 */
export function jsonLdBlocks(html: string): Record<string, Json>[] {
  const blocks = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
  return blocks.map(([, body = '']) => {
    if (body.includes('<')) throw new Error(`a JSON-LD block holds a raw "<": ${body}`)
    return JSON.parse(body) as Record<string, Json>
  })
}

/** The JSON-LD blocks of the current document's head, parsed. */
export function documentJsonLd(): Record<string, Json>[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, Json>,
  )
}
