// The official commerce-sdk-isomorphic client against the e2e server, with a guest token as
// the SDK sends it: for stories that call the API the way a storefront would.
import { createRequire } from 'node:module'

export const sdk = createRequire(import.meta.url)('commerce-sdk-isomorphic') as typeof import('commerce-sdk-isomorphic')

export const parameters = {
  clientId: 'northwind-app',
  organizationId: 'f_ecom_northwind',
  shortCode: 'local',
  siteId: 'northwind',
}

export async function clientConfig(baseURL: string) {
  const base = { proxy: `${baseURL}/mobify/proxy/api`, parameters, throwOnBadResponse: true }
  const guest = await sdk.helpers.loginGuestUser({
    slasClient: new sdk.ShopperLogin(base),
    parameters: { redirectURI: 'http://localhost:3000/callback' },
  })
  return { ...base, headers: { authorization: `Bearer ${guest.access_token}` } }
}
