import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { appConfigFixture } from '@/testing/fixtures'
import { server } from '@/testing/server'
import { loadAppConfig, readInjectedAppConfig, useAppConfig } from './app-config'

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html')
}

describe('app config', () => {
  it('reads the configuration the server injected', async () => {
    const injected = { ...appConfigFixture, organizationId: 'f_ecom_injected' }
    const doc = documentWith(`<script id="app-config" type="application/json">${JSON.stringify(injected)}</script>`)
    expect(readInjectedAppConfig(doc)?.organizationId).toBe('f_ecom_injected')
    await expect(loadAppConfig(doc)).resolves.toMatchObject({ organizationId: 'f_ecom_injected' })
  })

  it('fetches GET /api/app-config when nothing was injected (vite dev)', async () => {
    const doc = documentWith('<!--app-config-->')
    expect(readInjectedAppConfig(doc)).toBeNull()
    await expect(loadAppConfig(doc)).resolves.toEqual(appConfigFixture)
  })

  it('rejects a malformed configuration', async () => {
    expect(() => readInjectedAppConfig(documentWith('<script id="app-config" type="application/json">{"sites":[]}</script>'))).toThrow()
    server.use(http.get('*/api/app-config', () => HttpResponse.json({ nope: true })))
    await expect(loadAppConfig(documentWith(''))).rejects.toThrow(/malformed/)
  })

  it('throws when used outside its provider', () => {
    expect(() => renderHook(() => useAppConfig())).toThrow(/AppConfigProvider/)
  })
})
