// The official commerce-sdk-isomorphic client, unmodified, against Leasefront's baskets:
// ShopperBaskets (create, add, update, remove, currency, customer email, get, delete, merge),
// ShopperCustomers.getCustomerBaskets with a guest token as the SDK sends it, and a registered
// customer's wish list (ShopperCustomers product lists and their items), and a registered
// customer's checkout paid by a lease: shipping address and method, the payment instrument,
// ShopperOrders createOrder and getOrder, ShopperCustomers getCustomerOrders and the address book.
import { expect, test } from './support'
import { browserFetch, parameters, sdk } from './sdk'

const { ShopperBaskets, ShopperCustomers, ShopperLogin, ShopperOrders } = sdk

const apiBase = (baseURL: string) => ({ proxy: `${baseURL}/mobify/proxy/api`, parameters, throwOnBadResponse: true })
const bearer = (baseURL: string, accessToken: string) => ({ ...apiBase(baseURL), headers: { authorization: `Bearer ${accessToken}` } })

/**
 * The SLAS client of an app in a browser that lets our cookies travel with its calls (the SDK
 * omits them unless told, as its HttpOnly session cookies need).
 */
const inBrowser = (baseURL: string, fetch?: typeof globalThis.fetch) => ({
  ...apiBase(baseURL),
  ...(fetch && { fetch, fetchOptions: { credentials: 'same-origin' as const } }),
})

/** A guest session; with `fetch`, in a browser (its cookies kept). */
async function guest(baseURL: string, fetch?: typeof globalThis.fetch) {
  const tokens = await sdk.helpers.loginGuestUser({
    slasClient: new ShopperLogin(inBrowser(baseURL, fetch)),
    parameters: { redirectURI: 'http://localhost:3000/callback' },
  })
  return { config: bearer(baseURL, tokens.access_token), customerId: tokens.customer_id, usid: tokens.usid }
}

/**
 * An account of its own (stories run side by side), registered from a guest session and signed
 * in; `usid` is sent with the sign-in when given, from the browser `fetch` stands for when given.
 * Answers its email and its tokens.
 */
async function newCustomer(baseURL: string, name: { firstName: string; lastName: string }, usid?: string, fetch?: typeof globalThis.fetch) {
  const { config } = await guest(baseURL)
  const email = `e2e-sdk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Leasing#2026'
  await new ShopperCustomers(config).registerCustomer({ body: { customer: { login: email, email, ...name }, password } })
  const tokens = await sdk.helpers.loginRegisteredUserB2C({
    slasClient: new ShopperLogin(inBrowser(baseURL, fetch)),
    credentials: { username: email, password },
    parameters: { redirectURI: 'http://localhost:3000/callback', usid },
  })
  return { email, tokens }
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

  // PWA Kit's flow: a guest with a basket signs in with loginRegisteredUserB2C naming the
  // guest's usid, then calls mergeBasket. The server keeps that usid only when the sign-in proves
  // the guest session is this browser's: the HttpOnly session cookie its guest token response
  // set, which a browser sends back by itself. Then the basket merges.
  test('mergeBasket after loginRegisteredUserB2C with the guest’s usid, in a browser, merges the guest’s basket', async ({ baseURL }) => {
    const fetch = browserFetch()
    const shopper = await guest(baseURL!, fetch)
    const guestBaskets = new ShopperBaskets(shopper.config)
    const { basketId } = await guestBaskets.createBasket({ body: {} })
    await guestBaskets.addItemToBasket({ parameters: { basketId: basketId! }, body: [{ productId: 'sofas-001-charcoal', quantity: 2 }] })

    const { tokens } = await newCustomer(baseURL!, { firstName: 'Mia', lastName: 'Merge' }, shopper.usid, fetch)
    expect(tokens.usid).toBe(shopper.usid)
    const merged = await new ShopperBaskets(bearer(baseURL!, tokens.access_token)).mergeBasket({
      parameters: { createDestinationBasket: true },
    })
    expect(merged.customerInfo?.customerId).toBe(tokens.customer_id)
    expect(merged.productItems?.map((i) => [i.productId, i.quantity])).toEqual([['sofas-001-charcoal', 2]])
    await expect(guestBaskets.getBasket({ parameters: { basketId: basketId! } })).rejects.toThrow()
  })

  // Anyone who learnt a guest's usid could name it in their own sign-in: without the guest's
  // session cookie it is not kept, and no basket changes hands.
  test('mergeBasket after a sign-in that names a usid it cannot prove merges nothing: the guest’s basket stays theirs', async ({
    baseURL,
  }) => {
    const shopper = await guest(baseURL!, browserFetch())
    const guestBaskets = new ShopperBaskets(shopper.config)
    const { basketId } = await guestBaskets.createBasket({ body: {} })
    await guestBaskets.addItemToBasket({ parameters: { basketId: basketId! }, body: [{ productId: 'sofas-001-charcoal', quantity: 1 }] })

    const { tokens } = await newCustomer(baseURL!, { firstName: 'Ned', lastName: 'Nomerge' }, shopper.usid, browserFetch())
    expect(tokens.usid).not.toBe(shopper.usid)
    const config = bearer(baseURL!, tokens.access_token)
    const merged = await new ShopperBaskets(config).mergeBasket({ parameters: { createDestinationBasket: true } })
    expect(merged.customerInfo?.customerId).toBe(tokens.customer_id)
    expect(merged.productItems ?? []).toEqual([])

    const theirs = await guestBaskets.getBasket({ parameters: { basketId: basketId! } })
    expect(theirs.productItems?.map((i) => [i.productId, i.quantity])).toEqual([['sofas-001-charcoal', 1]])
    // Nor can the customer reach the guest's basket by its id.
    await expect(new ShopperBaskets(config).getBasket({ parameters: { basketId: basketId! } })).rejects.toThrow()
  })
})

test.describe('commerce-sdk-isomorphic: wish lists', () => {
  test('a registered customer makes the wish list, adds a product once, reads it and removes it', async ({ baseURL }) => {
    const { tokens } = await newCustomer(baseURL!, { firstName: 'Lee', lastName: 'List' })
    const customers = new ShopperCustomers(bearer(baseURL!, tokens.access_token))
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

test.describe('commerce-sdk-isomorphic: checkout and orders', () => {
  test('a registered customer ships, pays with a lease and places the order; it is in their orders', async ({ baseURL }) => {
    const last = `Order ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
    const { email, tokens } = await newCustomer(baseURL!, { firstName: 'Ola', lastName: last })
    const config = bearer(baseURL!, tokens.access_token)
    const { headers } = config
    // Where the sofa goes, and the address book's entry.
    const address = {
      firstName: 'Ola',
      lastName: last,
      address1: '1 Main St',
      city: 'Austin',
      stateCode: 'TX',
      postalCode: '78701',
      countryCode: 'US',
      phone: '5125550100',
    }
    const customerId = tokens.customer_id

    // The approval comes from the lease window's call (not an SDK one).
    const payday = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const approval = await fetch(
      `${baseURL!}/mobify/proxy/api/custom/preapproval/v1/organizations/${parameters.organizationId}/applications?siteId=${parameters.siteId}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `sdk-${Date.now()}-${Math.random()}` },
        body: JSON.stringify({
          merchantId: 'storefront',
          firstName: 'Ola',
          lastName: last,
          dateOfBirth: '1985-01-20',
          ssnLast4: '2468',
          address: { street: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
          email,
          phone: '5125550100',
          smsConsent: false,
          monthlyIncome: 300_000,
          payFrequency: 'weekly',
          nextPayday: payday,
          bank: { routingNumber: '011000015', accountNumber: '000123456789' },
        }),
      },
    )
    expect(approval.status, await approval.clone().text()).toBe(200)

    const baskets = new ShopperBaskets(config)
    const { basketId } = await baskets.createBasket({ body: { productItems: [{ productId: 'sofas-001-charcoal', quantity: 1 }] } })
    const shipped = await baskets.updateShippingAddressForShipment({
      parameters: { basketId: basketId!, shipmentId: 'me' },
      body: address,
    })
    expect(shipped.shipments?.[0]?.shippingAddress?.postalCode).toBe('78701')
    const methods = await baskets.getShippingMethodsForShipment({ parameters: { basketId: basketId!, shipmentId: 'me' } })
    expect(methods.applicableShippingMethods?.map((m) => m.id)).toEqual(['standard', 'white-glove'])
    const withMethod = await baskets.updateShippingMethodForShipment({
      parameters: { basketId: basketId!, shipmentId: 'me' },
      body: { id: 'white-glove' },
    })
    expect(withMethod.shippingTotal).toBe(79)
    const paid = await baskets.addPaymentInstrumentToBasket({
      parameters: { basketId: basketId! },
      body: {
        paymentMethodId: 'NORTHWIND_LEASE',
        paymentCard: {
          number: '5555555555554444',
          securityCode: '321',
          expirationMonth: 6,
          expirationYear: new Date().getFullYear() + 3,
          holder: `Ola ${last}`,
        },
      } as never,
    })
    expect(paid.paymentInstruments?.[0]?.paymentCard?.maskedNumber).toBe('•••• 4444')

    // The e-signature is the lease checkout's call (not an SDK one).
    const checkout = `${baseURL!}/mobify/proxy/api/custom/lease-checkout/v1/organizations/${parameters.organizationId}/baskets/${basketId}`
    const query = `?siteId=${parameters.siteId}&locale=en-US`
    const lease = (await (await fetch(`${checkout}/lease${query}`, { headers })).json()) as { eligible: boolean; agreementVersion: string }
    expect(lease.eligible).toBe(true)
    const signed = await fetch(`${checkout}/signature${query}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: `Ola ${last}`, consent: true, agreementVersion: lease.agreementVersion }),
    })
    expect(signed.status).toBe(200)

    const orders = new ShopperOrders(config)
    const order = await orders.createOrder({ body: { basketId } })
    expect(order.orderNo).toMatch(/^NW\d{8}$/)
    const placedLease = (order as { c_lease?: { numberOfPayments: number; status: string } }).c_lease
    expect(placedLease?.numberOfPayments).toBe(52)
    expect(placedLease?.status).toBe('Pending')
    const again = await orders.createOrder({ body: { basketId } })
    expect(again.orderNo).toBe(order.orderNo)
    const read = await orders.getOrder({ parameters: { orderNo: order.orderNo! } })
    expect(read.orderTotal).toBe(order.orderTotal)
    const mine = await new ShopperCustomers(config).getCustomerOrders({ parameters: { customerId } })
    expect(mine.total).toBe(1)
    expect(mine.data?.[0]?.orderNo).toBe(order.orderNo)

    // The shipping address kept in the address book (ShopperCustomers addresses).
    const customers = new ShopperCustomers(config)
    const home = { addressId: 'Home', ...address }
    const kept = await customers.createCustomerAddress({ parameters: { customerId }, body: home })
    expect(kept.preferred).toBe(true)
    const changed = await customers.updateCustomerAddress({
      parameters: { customerId, addressName: 'Home' },
      body: { ...home, postalCode: '78702' },
    })
    expect(changed.postalCode).toBe('78702')
    expect((await customers.getCustomerAddress({ parameters: { customerId, addressName: 'Home' } })).postalCode).toBe('78702')
    await customers.removeCustomerAddress({ parameters: { customerId, addressName: 'Home' } })
    await expect(customers.getCustomerAddress({ parameters: { customerId, addressName: 'Home' } })).rejects.toThrow()
  })
})
