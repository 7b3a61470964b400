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

/**
 * A fetch that keeps our server's cookies as a browser does (each sent back to the paths it
 * was set for, dropped when cleared), unless a call says `credentials: 'omit'` (the SDK's
 * default): what an app on the SDK in a browser runs on. The SDK takes it as its `fetch`.
 */
export function browserFetch(): typeof fetch {
  const jar = new Map<string, { value: string; path: string }>()
  return async (input, init) => {
    if (init?.credentials === 'omit') return fetch(input, init)
    const url = new URL(input instanceof Request ? input.url : input.toString())
    const headers = new Headers(init?.headers)
    const cookies = [...jar].filter(([, c]) => url.pathname.startsWith(c.path)).map(([name, c]) => `${name}=${c.value}`)
    if (cookies.length) headers.set('cookie', cookies.join('; '))
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/'
      const cleared = value === '' || attributes.some((a) => /^max-age=0$/i.test(a))
      if (cleared) jar.delete(name)
      else jar.set(name, { value, path })
    }
    return response
  }
}
