// The official commerce-sdk-isomorphic client, unmodified, against Leasefront's shopper auth
// and shopper customers APIs: guest login, registered login, refresh, logout.
import { createRequire } from 'node:module'
import { expect, test } from './support'

// The SDK's ESM build calls require() itself; its CommonJS build is the one Node runs.
const { helpers, ShopperCustomers, ShopperLogin } = createRequire(import.meta.url)(
  'commerce-sdk-isomorphic',
) as typeof import('commerce-sdk-isomorphic')

const parameters = {
  clientId: 'northwind-app',
  organizationId: 'f_ecom_northwind',
  shortCode: 'local',
  siteId: 'northwind',
}
const redirectURI = 'http://localhost:3000/callback'

function clientConfig(baseURL: string) {
  return { proxy: `${baseURL}/mobify/proxy/api`, parameters, throwOnBadResponse: true }
}

test.describe('commerce-sdk-isomorphic compatibility', () => {
  test('guest login, refresh and logout', async ({ baseURL }) => {
    const login = new ShopperLogin(clientConfig(baseURL!))
    const guest = await helpers.loginGuestUser({ slasClient: login, parameters: { redirectURI } })
    expect(guest.token_type).toBe('BEARER')
    expect(guest.access_token.split('.')).toHaveLength(3)
    expect(guest.usid).toBeTruthy()

    const refreshed = await helpers.refreshAccessToken({ slasClient: login, parameters: { refreshToken: guest.refresh_token } })
    expect(refreshed.customer_id).toBe(guest.customer_id)
    expect(refreshed.refresh_token).not.toBe(guest.refresh_token)

    await helpers.logout({
      slasClient: login,
      parameters: { accessToken: refreshed.access_token, refreshToken: refreshed.refresh_token },
    })
    await expect(helpers.refreshAccessToken({ slasClient: login, parameters: { refreshToken: refreshed.refresh_token } })).rejects.toThrow()
  })

  test('registered login reads the customer; the guest usid, asked for without proof, is not kept', async ({ baseURL }) => {
    const login = new ShopperLogin(clientConfig(baseURL!))
    const guest = await helpers.loginGuestUser({ slasClient: login, parameters: { redirectURI } })
    const registered = await helpers.loginRegisteredUserB2C({
      slasClient: login,
      credentials: { username: 'james.carter@northwind-lease.example', password: 'Lease#2026' },
      parameters: { redirectURI, usid: guest.usid },
    })
    // The SDK's login names the guest's usid but proves nothing (no bearer token, no web refresh
    // cookie): the server makes a new usid, so nobody can take over another session's usid.
    expect(registered.usid).toBeTruthy()
    expect(registered.usid).not.toBe(guest.usid)
    expect(registered.customer_id).not.toBe(guest.customer_id)

    const customers = new ShopperCustomers({
      ...clientConfig(baseURL!),
      headers: { authorization: `Bearer ${registered.access_token}` },
    })
    const customer = await customers.getCustomer({ parameters: { customerId: registered.customer_id } })
    expect(customer.firstName).toBe('James')
    expect(customer.login).toBe('james.carter@northwind-lease.example')

    const refreshed = await helpers.refreshAccessToken({ slasClient: login, parameters: { refreshToken: registered.refresh_token } })
    expect(refreshed.customer_id).toBe(registered.customer_id)
    await helpers.logout({
      slasClient: login,
      parameters: { accessToken: refreshed.access_token, refreshToken: refreshed.refresh_token },
    })
  })

  test('a wrong password is refused', async ({ baseURL }) => {
    const login = new ShopperLogin(clientConfig(baseURL!))
    await expect(
      helpers.loginRegisteredUserB2C({
        slasClient: login,
        credentials: { username: 'aisha.khan@northwind-lease.example', password: 'not-the-password' },
        parameters: { redirectURI },
      }),
    ).rejects.toThrow()
  })
})
