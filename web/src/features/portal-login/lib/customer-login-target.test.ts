import { describe, expect, it } from 'vitest'
import { resolveSiteLocale } from '@/lib/site-locale'
import { appConfigFixture } from '@/testing/fixtures'
import { customerLoginTarget } from './customer-login-target'
import { providerCallbackPath, providerLoginUrl } from './provider-login'

describe('customerLoginTarget', () => {
  const links = {
    legacyCustomerLogin: 'https://legacy.example/login',
    keycloakLogin: '/idp/auth',
    retailerLogin: 'https://r.example',
  }

  it('the legacy login when enableLegacyCustomerLogin is on, whatever enableKeycloak says', () => {
    expect(customerLoginTarget({ enableLegacyCustomerLogin: true, enableKeycloak: true }, links)).toEqual({
      kind: 'legacy',
      href: 'https://legacy.example/login',
    })
    expect(customerLoginTarget({ enableLegacyCustomerLogin: true }, links)).toEqual({
      kind: 'legacy',
      href: 'https://legacy.example/login',
    })
  })

  it('else the provider (Keycloak) login when enableKeycloak is on', () => {
    expect(customerLoginTarget({ enableKeycloak: true, enableLegacyCustomerLogin: false }, links)).toEqual({
      kind: 'provider',
      loginUrl: '/idp/auth',
    })
  })

  it('else the /customer-login page; also when a configured link is missing, or a flag is not exactly true', () => {
    expect(customerLoginTarget({}, links)).toEqual({ kind: 'page', href: '/customer-login' })
    expect(customerLoginTarget({ enableKeycloak: false }, links)).toEqual({ kind: 'page', href: '/customer-login' })
    expect(customerLoginTarget({ enableKeycloak: 'true' }, links)).toEqual({ kind: 'page', href: '/customer-login' })
    expect(customerLoginTarget({ enableLegacyCustomerLogin: true }, {})).toEqual({ kind: 'page', href: '/customer-login' })
    expect(customerLoginTarget({ enableKeycloak: true }, {})).toEqual({ kind: 'page', href: '/customer-login' })
  })
})

describe('the provider login URL', () => {
  const at = (url: string) => {
    const { pathname, search } = new URL(url, 'https://shop.example')
    return resolveSiteLocale(pathname, search, appConfigFixture)
  }

  it.each([
    ['/', '/idpcallback'],
    ['/nw/es/x', '/nw/es/idpcallback'],
    ['/northwind-partners/x', '/northwind-partners/idpcallback'],
    ['/es-US/x', '/es-US/idpcallback'],
    // The provider takes a bare path: a site or locale of the query becomes a path prefix.
    ['/x?site=nwp&locale=es', '/nwp/es/idpcallback'],
    ['/es/x?site=nwp', '/nwp/es/idpcallback'],
  ])('the callback of %s is %s', (page, callback) => {
    expect(providerCallbackPath(at(page))).toBe(callback)
  })

  const binding = { codeChallenge: 'c'.repeat(43), state: 'state-123' }

  it('carries redirect_uri, response_type, state, code_challenge, code_challenge_method and ui_locales', () => {
    const url = providerLoginUrl(
      '/idp/auth',
      { redirectUri: 'https://shop.example/nw/idpcallback', binding, uiLocales: 'es-US' },
      'https://shop.example',
    )
    expect(url.startsWith('/idp/auth?')).toBe(true)
    expect(Object.fromEntries(new URL(url, 'https://shop.example').searchParams)).toEqual({
      redirect_uri: 'https://shop.example/nw/idpcallback',
      response_type: 'code',
      state: 'state-123',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      ui_locales: 'es-US',
    })
  })

  it('keeps an external login URL absolute, with its own query', () => {
    const url = providerLoginUrl(
      'https://id.example/realms/nw/auth?kc_idp_hint=x',
      { redirectUri: 'https://shop.example/idpcallback', binding, uiLocales: 'en-US' },
      'https://shop.example',
    )
    const parsed = new URL(url)
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://id.example/realms/nw/auth')
    expect(parsed.searchParams.get('kc_idp_hint')).toBe('x')
    expect(parsed.searchParams.get('state')).toBe('state-123')
  })
})
