import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@/testing/server'
import { setApiAuth } from './api-client'
import { customerAuthFailureMessage, logCustomerAuthFailure } from './client-log'

// The logger is a custom API: it needs the shopper's token.
let unregister: () => void = () => {}
beforeEach(() => {
  unregister = setApiAuth({
    getAccessToken: () => Promise.resolve('token-1'),
    refreshAccessToken: () => Promise.resolve('token-1'),
    getCustomerId: () => 'cust-session',
  })
})
afterEach(() => unregister())

describe('customer auth failure logging', () => {
  it("formats 'Customer auth {step} failed: {message}', with 'unknown error' when there is none", () => {
    expect(customerAuthFailureMessage('platform logout', new Error('Boom'))).toBe('Customer auth platform logout failed: Boom')
    expect(customerAuthFailureMessage('set shopper context', 'text')).toBe('Customer auth set shopper context failed: text')
    expect(customerAuthFailureMessage('platform logout', new Error(''))).toBe('Customer auth platform logout failed: unknown error')
    expect(customerAuthFailureMessage('platform logout', { status: 500 })).toBe('Customer auth platform logout failed: unknown error')
  })

  it('posts {level, message} with siteId, locale and the correlation id', async () => {
    let seen: { url: URL; body: unknown; correlation: string | null } | undefined
    server.use(
      http.post('*/mobify/proxy/api/custom/custom-logger/v1/organizations/:org/logPOST', async ({ request }) => {
        seen = { url: new URL(request.url), body: await request.json(), correlation: request.headers.get('correlation-id') }
        return HttpResponse.json({})
      }),
    )
    await logCustomerAuthFailure(
      { organizationId: 'org1', siteId: 'northwind', locale: 'es-US', customerId: 'cust-9' },
      'platform logout',
      new Error('Nope'),
    )
    expect(seen?.url.pathname).toBe('/mobify/proxy/api/custom/custom-logger/v1/organizations/org1/logPOST')
    expect(Object.fromEntries(seen?.url.searchParams ?? [])).toEqual({ siteId: 'northwind', locale: 'es-US' })
    expect(seen?.body).toEqual({ level: 'error', message: 'Customer auth platform logout failed: Nope' })
    expect(seen?.correlation).toBe('cust-9')
  })

  it('only writes a failing log call to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post('*/logPOST', () => HttpResponse.json({ message: 'down' }, { status: 500 })))
    await expect(
      logCustomerAuthFailure({ organizationId: 'o', siteId: 's', locale: 'en-US' }, 'platform logout', null),
    ).resolves.toBeUndefined()
    expect(error).toHaveBeenCalled()
  })
})

describe('client log without a shopper session', () => {
  it("writes 'SLAS token is missing!' to the console and sends nothing", async () => {
    unregister()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const posted = vi.fn()
    server.use(http.post('*/logPOST', () => (posted(), HttpResponse.json({}))))
    await logCustomerAuthFailure({ organizationId: 'o', siteId: 's', locale: 'en-US' }, 'platform logout', null)
    expect(posted).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('Could not post the log entry', expect.objectContaining({ message: 'SLAS token is missing!' }))
  })
})
