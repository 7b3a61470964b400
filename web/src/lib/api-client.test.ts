import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { ApiError, apiClient, isNoContent, setApiSiteLocale } from './api-client'

describe('apiClient', () => {
  it('returns the JSON body and sends query parameters', async () => {
    server.use(
      http.get('*/api/echo', ({ request }) => HttpResponse.json({ q: new URL(request.url).searchParams.get('q') })),
    )
    await expect(apiClient.get('/api/echo', { query: { q: 'tv', skip: undefined } })).resolves.toEqual({ q: 'tv' })
  })

  it("treats HTTP 204 as success with the message 'No content'", async () => {
    server.use(http.get('*/api/empty', () => new HttpResponse(null, { status: 204 })))
    const result = await apiClient.get('/api/empty')
    expect(isNoContent(result)).toBe(true)
    expect(result).toMatchObject({ message: 'No content' })
  })

  it('treats any other success without a body (201 Created) as No content; PUT and DELETE', async () => {
    const methods: string[] = []
    server.use(
      http.put('*/api/thing', async ({ request }) => {
        methods.push(`PUT ${JSON.stringify(await request.json())}`)
        return new HttpResponse(null, { status: 201 })
      }),
      http.delete('*/api/thing', ({ request }) => {
        methods.push(`DELETE ${request.headers.get('content-type')}`)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    expect(isNoContent(await apiClient.put('/api/thing', { a: '1' }))).toBe(true)
    expect(isNoContent(await apiClient.delete('/api/thing'))).toBe(true)
    expect(methods).toEqual(['PUT {"a":"1"}', 'DELETE null'])
  })

  it('uses the body message of an error', async () => {
    server.use(
      http.get('*/api/fail', () =>
        HttpResponse.json({ title: 'Bad', type: 'about:blank', detail: 'd', message: 'Lease not found' }, { status: 404 }),
      ),
    )
    const error = await apiClient.get('/api/fail').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Lease not found', status: 404, response: { statusCode: 404 } })
    expect((error as ApiError).data).toMatchObject({ title: 'Bad' })
  })

  it('falls back to the body text, then to Server error ({status})', async () => {
    server.use(http.get('*/api/text', () => new HttpResponse('Upstream timed out', { status: 502 })))
    await expect(apiClient.get('/api/text')).rejects.toMatchObject({ message: 'Upstream timed out', status: 502 })

    server.use(http.get('*/api/blank', () => new HttpResponse(null, { status: 500 })))
    await expect(apiClient.get('/api/blank')).rejects.toMatchObject({ message: 'Server error (500)' })
  })
})

describe('site and locale on platform calls', () => {
  it('adds the registered site and locale to /mobify/proxy/api calls only, explicit values winning', async () => {
    const seen: URL[] = []
    server.use(
      http.get('*/mobify/proxy/api/custom/thing/v1/x', ({ request }) => {
        seen.push(new URL(request.url))
        return HttpResponse.json({ ok: true })
      }),
      http.get('*/api/health', ({ request }) => {
        seen.push(new URL(request.url))
        return HttpResponse.json({ status: 'ok' })
      }),
    )
    setApiSiteLocale({ siteId: 'northwind', locale: 'es-US' })
    try {
      await apiClient.get('/mobify/proxy/api/custom/thing/v1/x')
      await apiClient.get('/mobify/proxy/api/custom/thing/v1/x', { query: { siteId: 'other', locale: 'en-US' } })
      await apiClient.get('/api/health')
    } finally {
      setApiSiteLocale(null)
    }
    expect(seen.map((url) => [url.searchParams.get('siteId'), url.searchParams.get('locale')])).toEqual([
      ['northwind', 'es-US'],
      ['other', 'en-US'],
      [null, null],
    ])
  })
})
