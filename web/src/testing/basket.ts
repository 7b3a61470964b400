/**
 * A fake of the basket calls (server/src/basket) over an in-memory store: one basket a
 * shopper (by the bearer token's customer), lines priced from a small catalog, the server's
 * quantity refusals with their reasons, and the merge of the session's guest basket.
 */
import { http, HttpResponse } from 'msw'
import type { Basket } from '@/api/types'
import { grantOf } from './auth'
import { weeklyQuote } from './lease-quotes'

/** Products the fake sells: name, price in cents, stock. */
export const basketProducts: Record<string, { name: string; cents: number; stock: number }> = {
  'sofas-001-charcoal': { name: 'Harbor Reclining Sofa', cents: 54_799, stock: 16 },
  'sofas-001-navy': { name: 'Harbor Reclining Sofa', cents: 54_799, stock: 24 },
  'sofas-003-navy': { name: 'Brenton Tufted Sofa', cents: 120_599, stock: 1 },
}

interface Line {
  itemId: string
  productId: string
  quantity: number
  /** Sold online (false: the server flags it unavailable). */
  available?: boolean
}
interface StoredBasket {
  basketId: string
  customerId: string
  usid: string
  registered: boolean
  lines: Line[]
  /** USD (the site's default) unless a test says. */
  currency?: string
  email?: string
}

export const fakeBaskets = {
  baskets: [] as StoredBasket[],
  nextId: 1,
  /** Every currency and email change asked, in order: `currency USD`, `email a@b.example`. */
  changes: [] as string[],
  reset() {
    this.baskets = []
    this.nextId = 1
    this.changes = []
  },
  /** Puts a basket in the store for a customer (as an earlier visit would have). */
  seed(
    customerId: string,
    lines: Omit<Line, 'itemId'>[],
    usid = 'usid-seeded',
    registered = false,
    details: Pick<StoredBasket, 'currency' | 'email'> = {},
  ) {
    const basket: StoredBasket = {
      ...details,
      basketId: `basket-${this.nextId++}`,
      customerId,
      usid,
      registered,
      lines: lines.map((line) => ({ ...line, itemId: `item-${this.nextId++}` })),
    }
    this.baskets.push(basket)
    return basket
  },
}

const dollars = (cents: number) => cents / 100

function view(basket: StoredBasket): Basket {
  let total = 0
  const productItems = basket.lines.map((line) => {
    const product = basketProducts[line.productId]
    const available = line.available !== false && product !== undefined
    const unit = available ? product.cents : 0
    if (available) total += unit * line.quantity
    return {
      itemId: line.itemId,
      productId: line.productId,
      productName: product?.name ?? '',
      quantity: line.quantity,
      basePrice: dollars(unit),
      price: dollars(unit * line.quantity),
      priceAfterItemDiscount: dollars(unit * line.quantity),
      c_available: available,
      c_leasable: true,
      ...(available && weeklyQuote(unit * line.quantity) ? { c_leaseQuote: weeklyQuote(unit * line.quantity) } : {}),
    }
  })
  return {
    basketId: basket.basketId,
    currency: basket.currency ?? 'USD',
    customerInfo: { customerId: basket.customerId, ...(basket.email ? { email: basket.email } : {}) },
    productItems,
    productSubTotal: dollars(total),
    productTotal: dollars(total),
    orderTotal: dollars(total),
    shipments: [],
    paymentInstruments: [],
    creationDate: '2026-11-27T12:00:00Z',
    lastModified: '2026-11-27T12:00:00Z',
  }
}

const refused = (reason: string, parameter = 'quantity') =>
  HttpResponse.json({ type: 'bad-request', title: 'Bad Request', detail: reason, message: reason, parameter, reason }, { status: 400 })
const notFound = () =>
  HttpResponse.json(
    { type: 'not-found', title: 'Not Found', detail: 'No basket with that id.', message: 'No basket with that id.' },
    { status: 404 },
  )

function owned(request: Request, basketId: unknown) {
  const grant = grantOf(request)
  return fakeBaskets.baskets.find((b) => b.basketId === basketId && b.customerId === grant?.customerId)
}

function checkQuantity(productId: string, quantity: number) {
  const product = basketProducts[productId]
  if (!product) return refused('not_buyable', 'productId')
  if (product.stock <= 0) return refused('out_of_stock')
  if (quantity > 99) return refused('over_limit')
  if (quantity > product.stock) return refused('over_stock')
  return null
}

const BASKETS = '*/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/:org/baskets'

export const basketHandlers = [
  http.get('*/mobify/proxy/api/customer/shopper-customers/v1/organizations/:org/customers/:customerId/baskets', ({ request, params }) => {
    const grant = grantOf(request)
    if (!grant || grant.customerId !== params.customerId) return notFound()
    const baskets = fakeBaskets.baskets.filter((b) => b.customerId === grant.customerId).map(view)
    return HttpResponse.json({ baskets, total: baskets.length })
  }),
  http.post(`${BASKETS}/actions/merge`, ({ request }) => {
    const grant = grantOf(request)
    if (!grant || grant.type !== 'registered') return new HttpResponse(null, { status: 403 })
    let mine = fakeBaskets.baskets.find((b) => b.customerId === grant.customerId)
    mine ??= fakeBaskets.seed(grant.customerId, [], grant.usid, true)
    for (const guest of fakeBaskets.baskets.filter((b) => !b.registered && b.usid === grant.usid)) {
      for (const line of guest.lines) {
        const same = mine.lines.find((l) => l.productId === line.productId)
        if (same) same.quantity += line.quantity
        else mine.lines.push({ ...line, itemId: `item-${fakeBaskets.nextId++}` })
      }
      fakeBaskets.baskets = fakeBaskets.baskets.filter((b) => b !== guest)
    }
    return HttpResponse.json(view(mine))
  }),
  http.post(BASKETS, ({ request }) => {
    const grant = grantOf(request)
    if (!grant) return new HttpResponse(null, { status: 401 })
    if (fakeBaskets.baskets.some((b) => b.customerId === grant.customerId)) return refused('basket_quota_exceeded', 'basketId')
    return HttpResponse.json(view(fakeBaskets.seed(grant.customerId, [], grant.usid, grant.type === 'registered')))
  }),
  http.patch(`${BASKETS}/:basketId`, async ({ request, params }) => {
    const basket = owned(request, params.basketId)
    if (!basket) return notFound()
    const { currency } = (await request.json()) as { currency: string }
    fakeBaskets.changes.push(`currency ${currency}`)
    // The fixtures' site sells in US dollars only.
    if (currency !== 'USD') return refused(`The site does not sell in '${currency}'.`, 'currency')
    basket.currency = currency
    return HttpResponse.json(view(basket))
  }),
  http.put(`${BASKETS}/:basketId/customer`, async ({ request, params }) => {
    const basket = owned(request, params.basketId)
    if (!basket) return notFound()
    const { email } = (await request.json()) as { email: string }
    fakeBaskets.changes.push(`email ${email}`)
    basket.email = email
    return HttpResponse.json(view(basket))
  }),
  http.post(`${BASKETS}/:basketId/items`, async ({ request, params }) => {
    const basket = owned(request, params.basketId)
    if (!basket) return notFound()
    const items = (await request.json()) as { productId: string; quantity: number }[]
    for (const { productId, quantity } of items) {
      const line = basket.lines.find((l) => l.productId === productId)
      const problem = checkQuantity(productId, (line?.quantity ?? 0) + quantity)
      if (problem) return problem
      if (line) line.quantity += quantity
      else basket.lines.push({ itemId: `item-${fakeBaskets.nextId++}`, productId, quantity })
    }
    return HttpResponse.json(view(basket))
  }),
  http.patch(`${BASKETS}/:basketId/items/:itemId`, async ({ request, params }) => {
    const basket = owned(request, params.basketId)
    const line = basket?.lines.find((l) => l.itemId === params.itemId)
    if (!basket || !line) return notFound()
    const { quantity } = (await request.json()) as { quantity: number }
    if (quantity === 0) basket.lines = basket.lines.filter((l) => l !== line)
    else {
      const problem = checkQuantity(line.productId, quantity)
      if (problem) return problem
      line.quantity = quantity
    }
    return HttpResponse.json(view(basket))
  }),
  http.delete(`${BASKETS}/:basketId/items/:itemId`, ({ request, params }) => {
    const basket = owned(request, params.basketId)
    if (!basket?.lines.some((l) => l.itemId === params.itemId)) return notFound()
    basket.lines = basket.lines.filter((l) => l.itemId !== params.itemId)
    return HttpResponse.json(view(basket))
  }),
]
