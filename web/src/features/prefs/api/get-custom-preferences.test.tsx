import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { AppConfigProvider } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { backoffRetryDelay } from '@/lib/query-policies'
import { appConfigFixture } from '@/testing/fixtures'
import { server } from '@/testing/server'
import { checkPreference, PreferenceError } from '../lib/check-preference'
import { getCustomPreferences, getCustomPreferencesQueryOptions, useCustomPreferences } from './get-custom-preferences'

const PREFS = '*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences'

function Probe({ ids }: { ids: string[] }) {
  const result = useCustomPreferences(ids)
  return <pre data-testid="prefs">{result === undefined ? 'loading' : JSON.stringify(result)}</pre>
}

function renderProbe(path = '/', ids = ['enableKeycloak', 'enableLegacyCustomerLogin']) {
  return render(
    <AppConfigProvider config={appConfigFixture}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Probe ids={ids} />
        </MemoryRouter>
      </QueryClientProvider>
    </AppConfigProvider>,
  )
}

afterEach(() => vi.useRealTimers())

describe('useCustomPreferences', () => {
  it('calls getcustompreferences with organization, site, locale, c_prefs and the client_id header', async () => {
    let url: URL | undefined
    let clientId: string | null = null
    server.use(
      http.get(PREFS, ({ request }) => {
        url = new URL(request.url)
        clientId = request.headers.get('client_id')
        return HttpResponse.json({ customPreferences: { excludedStates: ['MN'], enableKeycloak: true } })
      }),
    )
    renderProbe('/nwp/es/cart')
    await waitFor(() => expect(screen.getByTestId('prefs')).toHaveTextContent('excludedStates'))
    expect(url?.pathname).toBe('/mobify/proxy/api/custom/custom-prefs/v1/organizations/f_ecom_northwind/getcustompreferences')
    expect(url?.searchParams.get('siteId')).toBe('northwind-partners')
    expect(url?.searchParams.get('locale')).toBe('es-US')
    expect(url?.searchParams.get('c_prefs')).toBe('enableKeycloak,enableLegacyCustomerLogin')
    // Header client_id, the web client id of the app configuration.
    expect(clientId).toBe(appConfigFixture.webClientId)
    expect(JSON.parse(screen.getByTestId('prefs').textContent ?? '')).toEqual({
      customPreferences: { excludedStates: ['MN'], enableKeycloak: true },
    })
  })

  it('returns {error: true} after 2 retries on a non-OK response', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let calls = 0
    server.use(
      http.get(PREFS, () => {
        calls += 1
        return new HttpResponse(null, { status: 503 })
      }),
    )
    renderProbe()
    await waitFor(() => expect(calls).toBe(1))
    expect(screen.getByTestId('prefs')).toHaveTextContent('loading')
    await act(() => vi.advanceTimersByTimeAsync(3000))
    await waitFor(() => expect(screen.getByTestId('prefs')).toHaveTextContent('{"error":true}'))
    expect(calls).toBe(3)
  })

  it('uses the preference cache rules', () => {
    const options = getCustomPreferencesQueryOptions({
      organizationId: 'o',
      siteId: 's',
      locale: 'en-US',
      prefIds: ['a', 'b'],
      clientId: 'web',
    })
    expect(options.gcTime).toBe(24 * 60 * 60 * 1000)
    expect(options.staleTime).toBe(5 * 60 * 1000)
    expect(options.retry).toBe(2)
    expect(options.queryKey).toEqual(['custom-preferences', 'o', 's', 'en-US', 'a,b'])
    expect([0, 1, 2, 4, 5, 10].map(backoffRetryDelay)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000])
    expect(options.retryDelay).toBe(backoffRetryDelay)
  })
})

describe('the generic preference check', () => {
  const params = { organizationId: 'f_ecom_northwind', siteId: 'northwind', locale: 'en-US', prefIds: ['a'], clientId: 'web' }
  const failWith = (status: number, body?: unknown) =>
    server.use(http.get(PREFS, () => (body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }))))

  it("throws 'api.preference.422' on a 422, whatever the body says", async () => {
    failWith(422, { message: 'Unknown preference a' })
    await expect(getCustomPreferences(params)).rejects.toMatchObject({ message: 'api.preference.422', status: 422 })
  })

  it("otherwise throws the body's message, defaulting to '500'; the status is kept", async () => {
    failWith(404, { type: 'not-found', title: 'Not Found', detail: 'd', message: 'Unknown site' })
    await expect(getCustomPreferences(params)).rejects.toMatchObject({ message: 'Unknown site', status: 404 })
    failWith(503)
    await expect(getCustomPreferences(params)).rejects.toMatchObject({ message: '500', status: 503 })
    failWith(500, { error: 'no message here' })
    await expect(getCustomPreferences(params)).rejects.toMatchObject({ message: '500', status: 500 })
  })

  it('lets errors that are not HTTP answers through', () => {
    const offline = new TypeError('Failed to fetch')
    expect(checkPreference(offline)).toBe(offline)
    expect(checkPreference(new ApiError('Bad', 422, undefined))).toBeInstanceOf(PreferenceError)
  })
})
