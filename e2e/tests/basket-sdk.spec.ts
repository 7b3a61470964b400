// The official commerce-sdk-isomorphic client, unmodified, against Leasefront's baskets:
// ShopperBaskets (create, add, update, remove, currency, customer email, get, delete),
// ShopperCustomers.getCustomerBaskets with a guest token as the SDK sends it, and a registered
// customer's wish list (ShopperCustomers product lists and their items).
import { expect, test } from './support'
import { parameters, sdk } from './sdk'

const { ShopperBaskets, ShopperCustomers, ShopperLogin } = sdk

async function guest(baseURL: string) {
  const base = { proxy: `${baseURL}/mobify/proxy/api`, parameters, throwOnBadResponse: true }
  const tokens = await sdk.helpers.loginGuestUser({
    slasClient: new ShopperLogin(base),
    parameters: { redirectURI: 'http://localhost:3000/callback' },
  })
  return { config: { ...base, headers: { authorization: `Bearer ${tokens.access_token}` } }, customerId: tokens.customer_id }
}

test.describe('commerce-sdk-isomorphic: baskets', () => {
  test('a guest creates a basket, adds, changes and removes lines, sets currency and email, and deletes it', async ({ baseURL }) => {
    const { config, customerId } = await guest(baseURL!)
    const baskets = new ShopperBaskets(config)
    const created = await baskets.createBasket({ body: {} })
    const basketId = created.basketId!
    expect(created.currency).toBe('USD')
    expect(created.customerInfo?.customerId).toBe(customerId)

    const added = await baskets.addItemToBasket({
      parameters: { basketId },
      body: [{ productId: 'sofas-001-charcoal', quantity: 2 }],
    })
    expect(added.productItems?.map((i) => [i.productId, i.quantity, i.price])).toEqual([['sofas-001-charcoal', 2, 1095.98]])
    const itemId = added.productItems![0].itemId!

    const updated = await baskets.updateItemInBasket({ parameters: { basketId, itemId }, body: { quantity: 1 } })
    expect(updated.productSubTotal).toBe(547.99)
    const withEmail = await baskets.updateCustomerForBasket({ parameters: { basketId }, body: { email: 'ana@example.com' } })
    expect(withEmail.customerInfo?.email).toBe('ana@example.com')
    const inDollars = await baskets.updateBasket({ parameters: { basketId }, body: { currency: 'USD' } })
    expect(inDollars.currency).toBe('USD')
    await expect(baskets.updateBasket({ parameters: { basketId }, body: { currency: 'EUR' } })).rejects.toThrow()

    const customers = new ShopperCustomers(config)
    const listed = await customers.getCustomerBaskets({ parameters: { customerId } })
    expect(listed.total).toBe(1)
    expect(listed.baskets?.[0]?.basketId).toBe(basketId)

    const emptied = await baskets.removeItemFromBasket({ parameters: { basketId, itemId } })
    expect(emptied.productItems ?? []).toEqual([])
    const read = await baskets.getBasket({ parameters: { basketId } })
    expect(read.basketId).toBe(basketId)
    await baskets.deleteBasket({ parameters: { basketId } })
    await expect(baskets.getBasket({ parameters: { basketId } })).rejects.toThrow()
  })

  test('a quantity over the stock is refused with the storefront’s words', async ({ baseURL }) => {
    const { config } = await guest(baseURL!)
    const baskets = new ShopperBaskets(config)
    const { basketId } = await baskets.createBasket({ body: {} })
    const refused = await baskets
      .addItemToBasket({ parameters: { basketId: basketId! }, body: [{ productId: 'sofas-003-navy', quantity: 2 }] })
      .then(
        () => null,
        (error: { response?: Response }) => error.response,
      )
    expect(refused?.status).toBe(400)
    expect(((await refused!.json()) as { message: string }).message).toBe('Only 1 left for Brenton Tufted Sofa!')
  })
})

test.describe('commerce-sdk-isomorphic: wish lists', () => {
  test('a registered customer makes the wish list, adds a product once, reads it and removes it', async ({ baseURL }) => {
    const base = { proxy: `${baseURL!}/mobify/proxy/api`, parameters, throwOnBadResponse: true }
    // An account of its own: stories run side by side.
    const guestConfig = await guest(baseURL!)
    const email = `e2e-list-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const password = 'Leasing#2026'
    await new ShopperCustomers(guestConfig.config).registerCustomer({
      body: { customer: { login: email, email, firstName: 'Lee', lastName: 'List' }, password },
    })
    const tokens = await sdk.helpers.loginRegisteredUserB2C({
      slasClient: new ShopperLogin(base),
      credentials: { username: email, password },
      parameters: { redirectURI: 'http://localhost:3000/callback' },
    })
    const customers = new ShopperCustomers({ ...base, headers: { authorization: `Bearer ${tokens.access_token}` } })
    const customerId = tokens.customer_id
    expect((await customers.getCustomerProductLists({ parameters: { customerId } })).total).toBe(0)

    const list = await customers.createCustomerProductList({ parameters: { customerId }, body: { type: 'wish_list' } })
    expect(list.type).toBe('wish_list')
    const listId = list.id!
    const item = await customers.createCustomerProductListItem({
      parameters: { customerId, listId },
      body: { productId: 'sofas-001', quantity: 1, public: false, priority: 1, type: 'product' },
    })
    expect([item.quantity, item.priority, item.public]).toEqual([1, 1, false])
    const again = await customers.createCustomerProductListItem({
      parameters: { customerId, listId },
      body: { productId: 'sofas-001', quantity: 1, public: false, priority: 1, type: 'product' },
    })
    expect(again.id).toBe(item.id)

    const read = await customers.getCustomerProductList({ parameters: { customerId, listId } })
    expect(read.customerProductListItems?.map((i) => i.productId)).toEqual(['sofas-001'])
    await customers.deleteCustomerProductListItem({ parameters: { customerId, listId, itemId: item.id! } })
    const emptied = await customers.getCustomerProductList({ parameters: { customerId, listId } })
    expect(emptied.customerProductListItems ?? []).toEqual([])
  })
})
