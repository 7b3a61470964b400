import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import {
  api,
  ApiError,
  body,
  formBody,
  isNoContent,
  ok,
  setApiAuth,
  setApiSiteLocale,
  SlasTokenMissingError,
  tokenPolicy,
  type ApiAuth,
} from './api-client'

/** A shopper session as the API client sees it, with a fixed token (or none). */
function fakeSession(token: string | null, customerId = 'cust-1', refreshed: string | null = token): ApiAuth & { refreshes: number } {
  const session = {
    refreshes: 0,
    getAccessToken: () => Promise.resolve(token),
    refreshAccessToken: () => {
      session.refreshes += 1
      return Promise.resolve(refreshed)
    },
    getCustomerId: () => customerId,
  }
  return session
}

let unregister: () => void = () => {}
afterEach(() => {
  unregister()
  setApiSiteLocale(null)
})

const ORG = { organization_id: 'f_ecom_northwind' }
const CONTEXT_PATH = '/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}'
const contextParams = { params: { path: { ...ORG, usid: 'usid-1' }, query: { siteId: 'northwind' } } }
const CONTENT_PATH = '/mobify/proxy/ocapi/s/{site_id}/dw/shop/v22_8/content/{content_id}'
const content = (contentId: string) => ({
  params: { path: { site_id: 'northwind', content_id: contentId }, query: { locale: 'en-US', client_id: 'northwind-web' } },
})

describe('api (the typed client over the generated paths)', () => {
  it('builds the URL from the path template, encodes parameters and returns the JSON body', async () => {
    let seen: URL | undefined
    server.use(
      http.get('*/mobify/proxy/ocapi/s/:site/dw/shop/v22_8/content/:id', ({ request }) => {
        seen = new URL(request.url)
        return HttpResponse.json({ id: 'a b', c_body: '<p>x</p>' })
      }),
    )
    await expect(body(api.GET(CONTENT_PATH, content('a b/c')))).resolves.toEqual({ id: 'a b', c_body: '<p>x</p>' })
    expect(seen?.pathname).toBe('/mobify/proxy/ocapi/s/northwind/dw/shop/v22_8/content/a%20b%2Fc')
    expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({ locale: 'en-US', client_id: 'northwind-web' })
  })

  it("treats HTTP 204 as success with the message 'No content'", async () => {
    unregister = setApiAuth(fakeSession('t'))
    server.use(http.delete('*/shopper-context/:usid', () => new HttpResponse(null, { status: 204 })))
    const result = await ok(api.DELETE(CONTEXT_PATH, contextParams))
    expect(isNoContent(result)).toBe(true)
    expect(result).toMatchObject({ message: 'No content' })
  })

  it('treats any other success without a body (201 Created) as No content; JSON bodies go as application/json', async () => {
    unregister = setApiAuth(fakeSession('t'))
    const seen: string[] = []
    server.use(
      http.put('*/shopper-context/:usid', async ({ request }) => {
        seen.push(`${request.headers.get('content-type')} ${JSON.stringify(await request.json())}`)
        return new HttpResponse(null, { status: 201 })
      }),
    )
    expect(isNoContent(await ok(api.PUT(CONTEXT_PATH, { ...contextParams, body: { customQualifiers: { a: '1' } } })))).toBe(true)
    expect(seen).toEqual(['application/json {"customQualifiers":{"a":"1"}}'])
  })

  it('body() refuses an answer without content', async () => {
    server.use(http.get('*/content/:id', () => new HttpResponse(null, { status: 204 })))
    await expect(body(api.GET(CONTENT_PATH, content('x')))).rejects.toMatchObject({ message: 'No content', status: 204 })
  })

  it('uses the body message of an error, and keeps status, response.statusCode and data', async () => {
    server.use(
      http.get('*/content/:id', () =>
        HttpResponse.json({ title: 'Bad', type: 'about:blank', detail: 'd', message: 'Lease not found' }, { status: 404 }),
      ),
    )
    const error = await body(api.GET(CONTENT_PATH, content('x'))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Lease not found', status: 404, response: { statusCode: 404 } })
    expect((error as ApiError).data).toMatchObject({ title: 'Bad' })
  })

  it('falls back to the body text, then to Server error ({status})', async () => {
    server.use(http.get('*/content/text', () => new HttpResponse('Upstream timed out', { status: 502 })))
    await expect(body(api.GET(CONTENT_PATH, content('text')))).rejects.toMatchObject({
      message: 'Upstream timed out',
      status: 502,
      data: 'Upstream timed out',
    })

    server.use(http.get('*/content/blank', () => new HttpResponse(null, { status: 500 })))
    await expect(body(api.GET(CONTENT_PATH, content('blank')))).rejects.toMatchObject({ message: 'Server error (500)' })

    server.use(http.get('*/content/nomessage', () => HttpResponse.json({ title: 'Oops' }, { status: 503 })))
    await expect(body(api.GET(CONTENT_PATH, content('nomessage')))).rejects.toMatchObject({
      message: 'Server error (503)',
      data: { title: 'Oops' },
    })
  })

  it('serializes SLAS forms without empty values', () => {
    expect(formBody({ a: 'x y', b: null, c: undefined, d: 1 }).toString()).toBe('a=x+y&d=1')
  })
})

describe('site and locale on platform calls', () => {
  it('adds the registered site and locale to /mobify/proxy/api calls only, explicit values winning; bodies survive', async () => {
    const seen: { url: URL; body?: unknown }[] = []
    server.use(
      http.post('*/mobify/proxy/api/custom/custom-logger/v1/organizations/:org/logPOST', async ({ request }) => {
        seen.push({ url: new URL(request.url), body: await request.json() })
        return new HttpResponse(null, { status: 204 })
      }),
      http.get('*/api/app-config', ({ request }) => {
        seen.push({ url: new URL(request.url) })
        return HttpResponse.json({})
      }),
    )
    unregister = setApiAuth(fakeSession('token-1'))
    setApiSiteLocale({ siteId: 'northwind', locale: 'es-US' })
    const LOG = '/mobify/proxy/api/custom/custom-logger/v1/organizations/{organization_id}/logPOST'
    await ok(api.POST(LOG, { params: { path: ORG }, body: { level: 'info', message: 'one' } }))
    await ok(api.POST(LOG, { params: { path: ORG, query: { siteId: 'other', locale: 'en-US' } }, body: { level: 'info', message: 'two' } }))
    await ok(api.POST(LOG, { params: { path: ORG, query: { siteId: 'nwp' } }, body: { level: 'info', message: 'three' } }))
    await ok(api.GET('/api/app-config'))
    expect(seen.map(({ url, body: sent }) => [url.searchParams.get('siteId'), url.searchParams.get('locale'), sent])).toEqual([
      ['northwind', 'es-US', { level: 'info', message: 'one' }],
      ['other', 'en-US', { level: 'info', message: 'two' }],
      ['nwp', 'es-US', { level: 'info', message: 'three' }],
      [null, null, undefined],
    ])
  })
})

describe('the shopper-session token', () => {
  /** Every request that reached the network, with its Authorization and correlation-id headers. */
  function recordRequests() {
    const seen: { path: string; authorization: string | null; correlation: string | null }[] = []
    const answer = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      seen.push({
        path: url.pathname,
        authorization: request.headers.get('authorization'),
        correlation: request.headers.get('correlation-id'),
      })
      return HttpResponse.json({ ok: true })
    }
    server.use(
      http.post('*/mobify/proxy/api/custom/customer-profile/v1/organizations/:org/create_customer', answer),
      http.get('*/mobify/proxy/api/customer/shopper-customers/v1/organizations/:org/customers/:id', answer),
      http.get('*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences', answer),
      http.post('*/mobify/proxy/api/shopper/auth/v1/organizations/:org/oauth2/token', answer),
      http.get('*/mobify/proxy/ocapi/s/:site/dw/shop/v22_8/content/:id', answer),
      http.post('*/idp/api/token', answer),
    )
    return seen
  }

  const CREATE_CUSTOMER = '/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/create_customer'
  const CUSTOMER = '/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}'
  const PREFS = '/mobify/proxy/api/custom/custom-prefs/v1/organizations/{organization_id}/getcustompreferences'
  const createCustomer = () => ok(api.POST(CREATE_CUSTOMER, { params: { path: ORG } }))
  const getCustomer = () => ok(api.GET(CUSTOMER, { params: { path: { ...ORG, customer_id: 'c1' } } }))
  const getPrefs = () => ok(api.GET(PREFS, { params: { path: ORG } }))

  it('decides by path: platform calls need it, the preferences may take it, SLAS and the rest never', () => {
    expect(tokenPolicy(CREATE_CUSTOMER)).toBe('required')
    expect(tokenPolicy(CUSTOMER)).toBe('required')
    expect(tokenPolicy(CONTEXT_PATH)).toBe('required')
    expect(tokenPolicy(PREFS)).toBe('optional')
    expect(tokenPolicy('/mobify/proxy/api/custom-prefs/v1/organizations/{organization_id}/getcustompreferences')).toBe('optional')
    expect(tokenPolicy('/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/token')).toBe('none')
    expect(tokenPolicy(CONTENT_PATH)).toBe('none')
    expect(tokenPolicy('/idp/api/token')).toBe('none')
    expect(tokenPolicy('/api/token-exchange')).toBe('none')
  })

  it("throws 'SLAS token is missing!' for a platform call without a session, and sends nothing", async () => {
    const seen = recordRequests()
    await expect(createCustomer()).rejects.toThrow('SLAS token is missing!')
    await expect(getCustomer()).rejects.toBeInstanceOf(SlasTokenMissingError)
    expect(seen).toEqual([])
  })

  it('throws it too when the session has no token to give', async () => {
    const seen = recordRequests()
    unregister = setApiAuth(fakeSession(null))
    await expect(createCustomer()).rejects.toThrow('SLAS token is missing!')
    expect(seen).toEqual([])
  })

  it('sends the bearer token (and the correlation id on custom APIs) when there is one', async () => {
    const seen = recordRequests()
    unregister = setApiAuth(fakeSession('token-1', 'cust-9'))
    await createCustomer()
    await getCustomer()
    expect(seen).toEqual([
      {
        path: '/mobify/proxy/api/custom/customer-profile/v1/organizations/f_ecom_northwind/create_customer',
        authorization: 'Bearer token-1',
        correlation: 'cust-9',
      },
      {
        path: '/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind/customers/c1',
        authorization: 'Bearer token-1',
        correlation: null,
      },
    ])
  })

  it('lets the SLAS endpoints, the preferences and calls outside the platform proxy go without a token', async () => {
    const seen = recordRequests()
    await ok(
      api.POST('/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/token', {
        params: { path: ORG },
        body: { grant_type: 'refresh_token' },
        bodySerializer: formBody,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    )
    await getPrefs()
    await ok(api.GET(CONTENT_PATH, content('footer')))
    await ok(api.POST('/idp/api/token', { body: { code: 'c', codeVerifier: 'v' } }))
    expect(seen.map((r) => [r.path.split('/').slice(1, 5).join('/'), r.authorization])).toEqual([
      ['mobify/proxy/api/shopper', null],
      ['mobify/proxy/api/custom', null],
      ['mobify/proxy/ocapi/s', null],
      ['idp/api/token', null],
    ])
    // A session's token goes to the preferences, never to SLAS, content or the provider.
    unregister = setApiAuth(fakeSession('token-2'))
    seen.length = 0
    await getPrefs()
    await ok(api.GET(CONTENT_PATH, content('footer')))
    await ok(api.POST('/idp/api/token', { body: { code: 'c', codeVerifier: 'v' } }))
    expect(seen.map((r) => r.authorization)).toEqual(['Bearer token-2', null, null])
  })

  it('after a 401 refreshes once and sends the call once more with the new token; a second 401 stands', async () => {
    const seen: string[] = []
    server.use(
      http.post('*/mobify/proxy/api/custom/customer-profile/v1/organizations/:org/create_customer', ({ request }) => {
        seen.push(request.headers.get('authorization') ?? '')
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
      }),
    )
    const session = fakeSession('old', 'cust-1', 'new')
    unregister = setApiAuth(session)
    await expect(createCustomer()).rejects.toMatchObject({ status: 401, message: 'Unauthorized' })
    expect(seen).toEqual(['Bearer old', 'Bearer new'])
    expect(session.refreshes).toBe(1)
  })

  it('does not retry when no new token can be had, nor calls that carried none', async () => {
    const seen: string[] = []
    server.use(
      http.get('*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences', ({ request }) => {
        seen.push(request.headers.get('authorization') ?? 'none')
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
      }),
    )
    await expect(getPrefs()).rejects.toMatchObject({ status: 401 })
    const session = fakeSession('old', 'cust-1', null)
    unregister = setApiAuth(session)
    await expect(getPrefs()).rejects.toMatchObject({ status: 401 })
    expect(seen).toEqual(['none', 'Bearer old'])
    expect(session.refreshes).toBe(1)
  })
})
