/**
 * A fake of the wish list calls (server/src/wishlist) over an in-memory store: one wish_list a
 * registered customer (by the bearer token), made when asked, items once a product.
 */
import { http, HttpResponse } from 'msw'
import { grantOf } from './auth'

interface Item {
  id: string
  productId: string
}

export const fakeWishLists = {
  lists: new Map<string, { id: string; items: Item[] }>(),
  nextId: 1,
  reset() {
    this.lists = new Map()
    this.nextId = 1
  },
  /** Gives a customer a wish list with these products (as earlier visits would have). */
  seed(customerId: string, productIds: string[]) {
    const list = { id: `list-${this.nextId++}`, items: productIds.map((productId) => ({ id: `item-${this.nextId++}`, productId })) }
    this.lists.set(customerId, list)
    return list
  },
  /** The products in a customer's wish list, in its order. */
  productIds(customerId: string) {
    return this.lists.get(customerId)?.items.map((item) => item.productId) ?? []
  },
}

const view = (list: { id: string; items: Item[] }) => ({
  id: list.id,
  type: 'wish_list',
  name: 'Wishlist',
  public: false,
  customerProductListItems: list.items.map((item) => ({ ...item, quantity: 1, priority: 1, public: false, type: 'product' })),
  creationDate: '2026-11-27T12:00:00Z',
  lastModified: '2026-11-27T12:00:00Z',
})

const LISTS = '*/mobify/proxy/api/customer/shopper-customers/v1/organizations/:org/customers/:customerId/product-lists'
const notFound = () => HttpResponse.json({ type: 'not-found', title: 'Not Found', detail: 'x', message: 'x' }, { status: 404 })

function customerOf(request: Request, customerId: unknown) {
  const grant = grantOf(request)
  return grant?.type === 'registered' && grant.customerId === customerId ? grant.customerId : null
}

export const wishlistHandlers = [
  http.get(LISTS, ({ request, params }) => {
    const customer = customerOf(request, params.customerId)
    if (!customer) return notFound()
    const list = fakeWishLists.lists.get(customer)
    return HttpResponse.json({ data: list ? [view(list)] : [], limit: list ? 1 : 0, total: list ? 1 : 0 })
  }),
  http.post(LISTS, ({ request, params }) => {
    const customer = customerOf(request, params.customerId)
    if (!customer) return notFound()
    let list = fakeWishLists.lists.get(customer)
    if (!list) {
      list = { id: `list-${fakeWishLists.nextId++}`, items: [] }
      fakeWishLists.lists.set(customer, list)
    }
    return HttpResponse.json(view(list))
  }),
  http.post(`${LISTS}/:listId/items`, async ({ request, params }) => {
    const customer = customerOf(request, params.customerId)
    const list = customer ? fakeWishLists.lists.get(customer) : undefined
    if (!list || list.id !== params.listId) return notFound()
    const { productId } = (await request.json()) as { productId: string }
    let item = list.items.find((i) => i.productId === productId)
    if (!item) {
      item = { id: `item-${fakeWishLists.nextId++}`, productId }
      list.items.push(item)
    }
    return HttpResponse.json({ ...item, quantity: 1, priority: 1, public: false, type: 'product' })
  }),
  http.delete(`${LISTS}/:listId/items/:itemId`, ({ request, params }) => {
    const customer = customerOf(request, params.customerId)
    const list = customer ? fakeWishLists.lists.get(customer) : undefined
    if (!list?.items.some((i) => i.id === params.itemId)) return notFound()
    list.items = list.items.filter((i) => i.id !== params.itemId)
    return new HttpResponse(null, { status: 204 })
  }),
]
